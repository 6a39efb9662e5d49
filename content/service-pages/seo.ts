// The seo service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const seoPage = {
  headline: 'Get found by the customers searching for you',
  intro:
    'When someone nearby searches for what you do, you should be near the top. We research the searches your customers actually make and tune your site to match. Then we build the authority that moves you up and keeps you there.',
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why SEO matters',
      items: [
        {
          title: 'Be found first',
          description:
            'Most clicks go to the first few results. Ranking there puts you in front of customers ready to hire.',
        },
        {
          title: "Traffic you don't pay per click for",
          description:
            'Organic visits keep arriving month after month, without a bill for every person who lands on your site.',
        },
        {
          title: 'Growth you can measure',
          description:
            'Monthly reports show your rankings, traffic and leads, so you always know what your investment returns.',
        },
      ],
    },
    {
      kind: 'demo',
      id: 'search-demo',
      title: 'Watch a client climb the rankings',
      intro: 'A local search, step by step, as a Lumivox client climbs from fourth place to first.',
      demo: 'seo-search',
    },
    {
      kind: 'list',
      id: 'services',
      title: 'Our SEO services',
      items: [
        'Keyword research for the searches your customers actually make',
        'On-page optimization of titles, headings and content',
        'Google Business Profile setup and optimization',
        'Local citations and consistent name, address and phone listings',
        'Technical audits covering speed, crawl errors, indexing and schema',
        'Link building through local partners and industry websites',
        'Content plans and articles that target buying intent',
        'Monthly ranking and traffic reports in plain English',
      ],
    },
  ],
  cta: {
    title: 'Ready to move up in search?',
    text: "Tell us which searches you want to win. We'll reply within 24 hours with where you stand today.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
