// The customer-service service page body (spec §2 "Service pages").
import { site } from '../site.ts';
import type { ServicePage } from '../types.ts';

export const customerServicePage = {
  headline: 'Support that never sleeps',
  intro:
    'Customers expect answers at 9 p.m. on a Sunday, not just during business hours. We build AI assistants trained on your services, prices and policies that reply in seconds. When a question needs a person, the full conversation goes straight to your team.',
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why AI support works',
      items: [
        {
          title: 'Available 24/7',
          description: 'Nights, weekends and holidays are covered, so no customer waits until Monday for an answer.',
        },
        {
          title: 'Answers in seconds',
          description: 'Common questions about hours, pricing and booking are answered instantly and accurately.',
        },
        {
          title: 'A lighter load for your team',
          description:
            'Routine requests are handled automatically, leaving your staff free for the conversations that need them.',
        },
        {
          title: 'Lower support costs',
          description: 'Cover more hours and more customers without hiring for every shift.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'features',
      title: 'Features',
      items: [
        'AI chat assistant trained on your services, pricing and policies',
        'Website chat, email and text message support from one inbox',
        'Appointment booking and rescheduling inside the conversation',
        'Smart handoff to your team with the full conversation attached',
        'Conversation transcripts emailed to you automatically',
        'Answers that match your brand voice',
        'Weekly reports on top questions and response times',
        'Ongoing tuning based on real customer conversations',
      ],
    },
    {
      kind: 'demo',
      id: 'support-log',
      title: 'Support in action',
      intro: 'Support requests as they are handled across chat, email, text and phone.',
      demo: 'support-log',
    },
  ],
  cta: {
    title: 'Ready to answer every customer, every time?',
    text: "Tell us what your customers ask most often. We'll reply within 24 hours with how an assistant could help.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;

/** The live chat section under the page body. */
export const liveChatCopy = {
  title: 'Try our AI support live',
  intro: `Ask it anything about ${site.name}: services, pricing, timelines. This is the same assistant we build for clients.`,
} as const;
