// Typical price and timeline per service, shown on each service page ("Pricing & timeline") and known to the chat
// assistant (through the generated supabase/functions/_shared/knowledge.generated.ts). Its own module so the service
// pages ship only this, not every fact in content/facts.ts.
import type { Billing } from './billing.ts';
import type { ServiceSlug } from './slugs.ts';

interface ServiceFacts {
  /** Typical price range as a visitor reads it, e.g. "$4,000–$15,000". */
  price: string;
  /** One-time project or a monthly retainer. */
  billing: Billing;
  /** What moves the price within the range. */
  priceNote: string;
  /** Typical time from kickoff to launch (or to first results for ongoing work). */
  timeline: string;
  timelineNote: string;
  /** What `timeline` measures, where "Typical timeline" would misread it: an ongoing service's time to go live or to
   * results, not its length (the buyer's review r27: Marketing's "Typical timeline 2 weeks" beside a 3-month minimum). */
  timelineLabel?: string;
  /** The project the lower figures in the notes are for, when the price depends on its size: the chat assistant does
   * not quote them for a larger one (a 20-page site, an online store with 200 products). */
  scope?: SizeScope;
}

interface SizeScope {
  /** The most pages the lower figures are for. */
  pages: number;
  /** Their price and time from kickoff to launch. */
  price: string;
  timeline: string;
  /** How long a larger site or store takes. */
  largerTimeline: string;
}

/** Website design's figures by size: the notes below and the chat assistant read them here. */
const websiteScope = { pages: 5, price: '$4,000–$6,000', timeline: '4–6 weeks', largerTimeline: '8–12 weeks' } as const;

export const serviceFacts: Readonly<Record<ServiceSlug, ServiceFacts>> = {
  'website-design': {
    price: '$4,000–$15,000',
    billing: 'one-time',
    priceNote: `A ${websiteScope.pages}-page small-business site is usually ${websiteScope.price}; larger sites and online stores sit higher. Care plans after launch are $150–$400 a month.`,
    timeline: websiteScope.timeline,
    timelineNote: `A ${websiteScope.pages}-page site takes ${websiteScope.timeline} from kickoff to launch; larger sites and stores take ${websiteScope.largerTimeline}.`,
    scope: websiteScope,
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
    timelineLabel: 'Results in',
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
    timelineLabel: 'Live in',
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
};

/** Headings of the service pages' pricing block. */
export const pricingCopy = {
  title: 'Pricing & timeline',
  intro: 'Typical figures for a small business. Your fixed quote follows a free consultation.',
  priceLabel: 'Typical price',
  timelineLabel: 'Typical timeline',
} as const;
