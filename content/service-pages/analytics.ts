// The analytics service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const analyticsPage = {
  headline: 'Turn your data into decisions',
  intro:
    'Most businesses have plenty of data and very little time to read it. We connect your sources and build dashboards that answer the questions you actually ask. You know where leads come from, what they cost and what to do next.',
  sections: [
    {
      kind: 'cards',
      id: 'tracking',
      title: 'What we track',
      items: [
        {
          title: 'Website traffic',
          description: 'Visits, sources and the pages people read before they contact you or leave.',
        },
        {
          title: 'Lead sources',
          description: 'Which channels bring in calls, forms and bookings, and which ones turn into paying customers.',
        },
        {
          title: 'Campaign performance',
          description: 'Spend, clicks, conversions and cost per lead across every ad and email campaign.',
        },
        {
          title: 'Sales and revenue',
          description: 'Revenue by service, average job value and repeat customers, updated automatically.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'services',
      title: 'Our analytics services',
      items: [
        'Google Analytics 4 and Search Console setup',
        'Conversion tracking for calls, forms and bookings',
        'Custom dashboards that combine all your data sources',
        'Monthly reports with plain-English recommendations',
        'Marketing attribution across channels',
        'Customer segmentation and lifetime value analysis',
        'Sales forecasts based on your historical trends',
        'A/B testing setup and result analysis',
      ],
    },
    {
      kind: 'demo',
      id: 'sessions-chart',
      title: 'A week at a glance',
      intro: 'What your dashboard shows: website sessions, one bar per day.',
      demo: 'analytics-chart',
    },
  ],
  cta: {
    title: 'Ready to see what your numbers are telling you?',
    text: "Tell us which tools you use today. We'll reply within 24 hours with a plan for your first dashboard.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
