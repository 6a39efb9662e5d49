// The facts visitors ask about before they get in touch: where we work, platforms, process, terms, response times
// and industries (prices and timelines per service: content/pricing.ts). One place: About, Get Started and the chat
// assistant (through the generated supabase/functions/_shared/knowledge.generated.ts) all read them from here.

import { billingTerms } from './billing';

export { responseTimes } from './responseTimes';

/** Where the portfolio's clients are (r20b: 'Across the US' claimed more than the work shows). */
const clientArea = 'Georgia';

/** Where the agency works and where its clients are: one fact, said in full in the summary and in two words in
 * /about's facts row (the buyer's review r22: the row said Georgia, the summary 'clients anywhere in the United
 * States'). */
export const location = {
  base: 'Atlanta, Georgia',
  clients: `Across ${clientArea}`,
  summary: `We are based in Atlanta, Georgia. Our clients are across ${clientArea}, and we work with businesses anywhere in the United States remotely, over video calls, shared documents and e-mail.`,
  inPerson: 'Clients in metro Atlanta can meet us in person; everyone else gets the same process over video.',
  hours: 'Our office hours are Monday to Friday, 9 a.m. to 6 p.m. Eastern Time.',
} as const;

/** Whether a prospect can talk to a client we have worked for (the chat's answer to "references I could call"). */
export const references =
  'Yes. After your free consultation we put you in touch with a past client whose business is like yours, who has agreed to take a call and answer anything about working with us.';

/** What we build on, and what we do not do (so nobody is promised it). */
export const platforms = {
  builds: ['WordPress', 'Webflow', 'Shopify', 'Squarespace'],
  buildsNote:
    'We build websites on WordPress, Webflow and Squarespace and online stores on Shopify, and connect CRMs such as HubSpot, Zoho and Pipedrive.',
  crms: ['HubSpot', 'Zoho', 'Pipedrive'],
  notOffered: [
    'native mobile apps for iOS or Android',
    'custom software or SaaS products',
    'Magento or WooCommerce stores',
    'video production and photo shoots',
    'printing',
  ],
} as const;

/** How a project runs, step by step. */
export const processSteps = [
  { title: 'Free consultation', text: 'A 30-minute call about your business, goals and budget.' },
  {
    title: 'Proposal',
    text: 'Within 3 business days you get a fixed-price proposal with scope, timeline and the results we aim for.',
  },
  { title: 'Build', text: 'We design and build with a short check-in every week and your review at each milestone.' },
  { title: 'Launch', text: 'We launch, test everything and train your team on the tools they will use.' },
  { title: 'Support', text: 'Every project includes 30 days of fixes and questions, then an optional care plan.' },
] as const;

/** Contract terms, plainly. */
export const contractTerms = [
  `Projects have a ${billingTerms['one-time']}.`,
  `Monthly services run ${billingTerms.monthly}; cancel with 30 days notice.`,
  'Once paid, you own your website, content, logo files and accounts.',
  'Every project includes 30 days of free fixes after launch.',
] as const;

/** Industries we work with most (our portfolio covers several of them). */
export const industries = [
  'Home services (roofing, lawn care, HVAC, plumbing)',
  'Restaurants, cafés and hospitality',
  'Fitness and wellness studios',
  'Law firms and professional services',
  'Dental and medical practices',
  'Retail and e-commerce',
  'Real estate',
] as const;

/** Headings of the blocks that show these facts on About and Get Started. */
export const factsCopy = {
  whereWeWork: {
    title: 'Where we work',
    locationTitle: 'Studio and hours',
    industriesTitle: 'Industries we serve',
    platformsTitle: 'What we build on',
  },
  nextSteps: {
    title: 'What happens next',
    responseLabel: 'Reply time',
    response: (hours: number) => `We contact you within ${hours} hours of your request.`,
    termsTitle: 'Terms, plainly',
  },
} as const;
