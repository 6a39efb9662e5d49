// The schedule-management service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const scheduleManagementPage = {
  headline: 'A full calendar without the phone tag',
  intro:
    'Every back-and-forth to find a time is a chance for a customer to give up. We set up booking that lets customers choose an open slot in a few taps, day or night. Reminders go out automatically, and your team sees the whole schedule in one place.',
  sections: [
    {
      kind: 'list',
      id: 'features',
      title: 'Features',
      items: [
        'Online booking from your website, Google profile and social pages',
        'Real-time availability across staff, rooms and equipment',
        'Automated email and text reminders before each appointment',
        'Easy rescheduling and cancellation links for customers',
        'Deposits and prepayments collected at booking',
        'Buffer times and travel time between appointments',
        'Two-way sync with Google Calendar and Outlook',
        'Waitlists that fill canceled slots automatically',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why smart scheduling pays',
      items: [
        {
          title: 'Fewer no-shows',
          description: 'Timely reminders and easy rescheduling mean more customers show up or free the slot in time.',
        },
        {
          title: 'Bookings around the clock',
          description: 'Customers book when it suits them, including evenings and weekends when your office is closed.',
        },
        {
          title: 'A coordinated team',
          description: 'Everyone sees the same live schedule, so double bookings and missed handoffs disappear.',
        },
        {
          title: 'Less admin time',
          description: 'No more phone tag or manual calendar entry. The schedule keeps itself up to date.',
        },
      ],
    },
    {
      kind: 'demo',
      id: 'calendar',
      title: 'Watch the week fill up',
      intro: 'A work week filling up as online bookings arrive.',
      demo: 'calendar',
    },
  ],
  cta: {
    title: 'Ready to fill your calendar?',
    text: "Tell us how customers book with you today. We'll reply within 24 hours with a simpler way.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
