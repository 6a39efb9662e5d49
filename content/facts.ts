// The facts visitors ask about before they get in touch: prices, timelines, where we work, platforms, process,
// terms, response times and industries. One place: the service pages, About, Get Started and the chat assistant
// (through the generated supabase/functions/_shared/knowledge.generated.ts) all read them from here.
import type { ServiceSlug } from './slugs.ts';

/** How fast the team answers, in hours (spec: 24 h for messages and project requests, 48 h for audits). */
export const responseTimes = { messageHours: 24, projectRequestHours: 24, auditHours: 48 } as const;

export interface ServiceFacts {
  /** Typical price range as a visitor reads it, e.g. "$4,000–$15,000". */
  price: string;
  /** One-time project or a monthly retainer. */
  billing: 'one-time' | 'monthly';
  /** What moves the price within the range. */
  priceNote: string;
  /** Typical time from kickoff to launch (or to first results for ongoing work). */
  timeline: string;
  timelineNote: string;
}

export const serviceFacts = {
  'website-design': {
    price: '$4,000–$15,000',
    billing: 'one-time',
    priceNote:
      'A 5-page small-business site is usually $4,000–$6,000; larger sites and online stores sit higher. Care plans after launch are $150–$400 a month.',
    timeline: '4–6 weeks',
    timelineNote: 'A 5-page site takes 4–6 weeks from kickoff to launch; larger sites and stores take 8–12 weeks.',
  },
  branding: {
    price: '$2,500–$8,000',
    billing: 'one-time',
    priceNote:
      'A logo with a starter style guide is at the low end; a full identity with brand strategy at the high end.',
    timeline: '3–6 weeks',
    timelineNote: 'Logo concepts arrive in about two weeks; the finished brand guidelines in 3–6 weeks.',
  },
  seo: {
    price: '$750–$2,500 a month',
    billing: 'monthly',
    priceNote:
      'Local SEO for one location is at the low end; several locations or competitive markets at the high end.',
    timeline: '3–6 months',
    timelineNote:
      'Technical fixes land in the first month; rankings and organic traffic usually climb noticeably within 3–6 months.',
  },
  crm: {
    price: '$2,000–$7,500',
    billing: 'one-time',
    priceNote: 'Depends on how many tools we connect and how many workflows we automate.',
    timeline: '2–6 weeks',
    timelineNote: 'A first automated follow-up is often live in the second week; a full CRM setup takes 2–6 weeks.',
  },
  marketing: {
    price: '$1,000–$4,000 a month',
    billing: 'monthly',
    priceNote: 'Ad spend is paid directly to the platforms and is not part of our fee.',
    timeline: '2 weeks',
    timelineNote: 'Your first campaigns go live about 2 weeks after kickoff.',
  },
  'customer-service': {
    price: '$1,500–$5,000',
    billing: 'one-time',
    priceNote:
      'Setup of the AI chat assistant, trained on your business, then $200–$600 a month to run and improve it.',
    timeline: '2–4 weeks',
    timelineNote: 'The assistant is live on your site 2–4 weeks after kickoff.',
  },
  analytics: {
    price: '$1,500–$6,000',
    billing: 'one-time',
    priceNote: 'Dashboards and tracking setup; optional monthly reporting is $300–$800 a month.',
    timeline: '2–4 weeks',
    timelineNote: 'Your first dashboard is ready 2–4 weeks after we get access to your data.',
  },
  'schedule-management': {
    price: '$1,000–$3,500',
    billing: 'one-time',
    priceNote: 'Depends on the number of staff calendars, locations and the tools we connect.',
    timeline: '1–3 weeks',
    timelineNote: 'Online booking with automated reminders is usually live in 1–3 weeks.',
  },
} as const satisfies Record<ServiceSlug, ServiceFacts>;

/** Where the agency works. */
export const location = {
  base: 'Atlanta, Georgia',
  summary:
    'We are based in Atlanta, Georgia, and work with clients anywhere in the United States remotely, over video calls, shared documents and e-mail.',
  inPerson: 'Clients in metro Atlanta can meet us in person; everyone else gets the same process over video.',
  hours: 'Our office hours are Monday to Friday, 9 a.m. to 6 p.m. Eastern Time.',
} as const;

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
  'Projects have a fixed price: 50% to start and 50% at launch.',
  'Monthly services run month to month after a 3-month minimum; cancel with 30 days notice.',
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

/** Headings of the blocks that show these facts on the service pages, About and Get Started. */
export const factsCopy = {
  pricing: {
    title: 'Pricing & timeline',
    intro: 'Typical figures for a small business. Your fixed quote follows a free consultation.',
    priceLabel: 'Typical price',
    timelineLabel: 'Typical timeline',
    oneTime: 'one-time project',
    monthly: 'monthly',
  },
  whereWeWork: { title: 'Where we work', industriesTitle: 'Industries we serve', platformsTitle: 'What we build on' },
  nextSteps: {
    title: 'What happens next',
    responseLabel: 'Reply time',
    response: (hours: number) => `We contact you within ${hours} hours of your request.`,
    termsTitle: 'Terms, plainly',
  },
} as const;
