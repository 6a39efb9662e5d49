// The marketing service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const marketingPage = {
  headline: 'Campaigns That Bring in Customers, Not Just Clicks',
  intro:
    'Good marketing reaches the right people with the right message and then proves it worked. We plan campaigns around your goals, test what resonates and put the budget where it performs. You get clear reports on reach, leads and cost per customer.',
  sections: [
    {
      kind: 'cards',
      id: 'offerings',
      title: 'What We Offer',
      items: [
        {
          title: 'Social Media Management',
          description:
            'Planned calendars, on-brand posts and community replies on the platforms where your customers spend time.',
        },
        {
          title: 'Email Campaigns',
          description:
            'Newsletters, promotions and automated sequences that bring past customers back and nurture new ones.',
        },
        {
          title: 'Content Creation',
          description:
            'Articles, graphics and short videos that answer customer questions and give people a reason to choose you.',
        },
        {
          title: 'Paid Ads',
          description: 'Google and Meta campaigns with tight targeting, tested creative and weekly budget adjustments.',
        },
      ],
    },
    {
      kind: 'demo',
      id: 'growth-chart',
      title: 'Reach and Leads, Month by Month',
      intro: 'How a six-month campaign builds: reach grows first, and leads follow as the message is refined.',
      demo: 'marketing-chart',
    },
  ],
  cta: {
    title: 'Ready to Grow Your Reach?',
    text: "Tell us who you want to reach and what you've tried so far. We'll reply within 24 hours with ideas.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
