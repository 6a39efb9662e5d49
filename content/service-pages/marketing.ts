// The marketing service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const marketingPage = {
  headline: 'Campaigns that bring in customers, not just clicks',
  intro:
    'Good marketing reaches the right people with the right message and then proves it worked. We plan campaigns around your goals, test what resonates and put the budget where it performs. You get clear reports on reach, leads and cost per customer.',
  sections: [
    {
      kind: 'cards',
      id: 'offerings',
      title: 'What we offer',
      items: [
        {
          title: 'Social media management',
          description:
            'Planned calendars, on-brand posts and community replies on the platforms where your customers spend time.',
        },
        {
          title: 'Email campaigns',
          description:
            'Newsletters, promotions and automated sequences that bring past customers back and nurture new ones.',
        },
        {
          title: 'Content creation',
          description:
            'Articles, graphics and short videos that answer customer questions and give people a reason to choose you.',
        },
        {
          title: 'Paid ads',
          description: 'Google and Meta campaigns with tight targeting, tested creative and weekly budget adjustments.',
        },
      ],
    },
    {
      kind: 'demo',
      id: 'growth-chart',
      title: 'Reach and leads, month by month',
      intro: 'How a six-month campaign builds: reach grows first, and leads follow as the message is refined.',
      demo: 'marketing-chart',
    },
  ],
  cta: {
    title: 'Ready to grow your reach?',
    text: "Tell us who you want to reach and what you've tried so far. We'll reply within 24 hours with ideas.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
