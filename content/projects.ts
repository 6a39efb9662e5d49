// Home carousel projects and portfolio case studies (spec §3). Figures are illustrative sample copy, not live data.
import type { CaseStudy, FeaturedProject } from './types.ts';

const images = {
  coffee: '/images/projects/ember-oak-coffee-roasters.svg',
  fitness: '/images/projects/peak-form-fitness-studio.svg',
  law: '/images/projects/whitfield-associates-law.svg',
  pool: '/images/projects/azure-cove-pool-resort.svg',
  lawn: '/images/projects/greenblade-lawn-care.svg',
  roofing: '/images/projects/summit-ridge-roofing.svg',
} as const;

const alts = {
  coffee: 'Illustration of a steaming coffee cup on a saucer surrounded by roasted coffee beans',
  fitness: 'Illustration of a dumbbell in front of a rising progress chart and a heartbeat line',
  law: 'Illustration of balanced scales of justice on a pillar beside a stack of law books',
  pool: 'Illustration of a resort pool with gentle waves, a palm tree, a lounge chair and the sun',
  lawn: 'Illustration of a lawn mower cutting neat stripes into a freshly mown lawn',
  roofing: 'Illustration of a house with a shingled roof and chimney beside a rising arrow',
} as const;

export const featuredProjects = [
  {
    title: 'Ember & Oak Coffee Roasters',
    category: 'Website Design & Branding',
    description:
      'A warm new identity and an online shop that tells the story behind every roast and makes reordering beans effortless.',
    image: images.coffee,
    imageAlt: alts.coffee,
  },
  {
    title: 'Peak Form Fitness Studio',
    category: 'Complete Digital Transformation',
    description:
      'A new website, online class booking, automated reminders and AI support that answers member questions around the clock.',
    image: images.fitness,
    imageAlt: alts.fitness,
  },
  {
    title: 'Whitfield & Associates Law',
    category: 'Corporate Website & SEO',
    description:
      'A confident, accessible firm website with practice-area pages built to rank and a consultation request flow clients trust.',
    image: images.law,
    imageAlt: alts.law,
  },
  {
    title: 'Azure Cove Pool & Resort',
    category: 'Luxury Hospitality Experience',
    description:
      'An immersive booking site with rich imagery, seasonal packages and a concierge chat that helps guests plan their stay.',
    image: images.pool,
    imageAlt: alts.pool,
  },
  {
    title: 'GreenBlade Lawn Care',
    category: 'Brand Refresh & Local SEO',
    description:
      'A fresh, friendly brand and neighborhood-focused search strategy that puts GreenBlade at the top of local results.',
    image: images.lawn,
    imageAlt: alts.lawn,
  },
  {
    title: 'Summit Ridge Roofing',
    category: 'Lead Generation Platform',
    description:
      'Fast quote forms, storm-season landing pages and a CRM pipeline that routes every new lead to the right estimator.',
    image: images.roofing,
    imageAlt: alts.roofing,
  },
] as const satisfies readonly FeaturedProject[];

/** The case studies show the sites we built, on a laptop and a phone, each in its client's own design. */
const mockups = {
  fitness: {
    image: '/images/portfolio/peak-form-fitness-site.svg',
    imageAlt:
      "Peak Form's website on a laptop and a phone: a dark page headed 'Train with purpose', this week's classes with spots left, and the member's booked classes on the phone",
  },
  coffee: {
    image: '/images/portfolio/ember-oak-coffee-site.svg',
    imageAlt:
      "Ember & Oak's online shop on a laptop and a phone: a warm cream page headed 'Roasted slow, poured warm' with four coffees for sale, and a bean subscription on the phone",
  },
  law: {
    image: '/images/portfolio/whitfield-law-site.svg',
    imageAlt:
      "Whitfield & Associates' website on a laptop and a phone: a navy and gold page headed 'Counsel you can trust', three practice areas, and a consultation request form on the phone",
  },
} as const;

export const caseStudies = [
  {
    title: 'Peak Form Fitness Studio',
    category: 'Complete Digital Transformation',
    description:
      'Peak Form was juggling paper sign-ups, missed calls and a dated website. We rebuilt their online presence end to end, moved class booking and reminders online, and added an AI assistant that answers member questions at any hour.',
    ...mockups.fitness,
    services: ['Website Design', 'CRM & Automation', 'Customer Service', 'Schedule Management'],
    results: [
      '150% membership growth within the first year',
      '40% less admin time with automated booking and reminders',
      'Member questions answered 24/7 by an AI assistant',
    ],
  },
  {
    title: 'Ember & Oak Coffee Roasters',
    category: 'Website Design & Branding',
    description:
      'A beloved local roastery ready to sell beyond its neighborhood. We crafted a brand that feels as warm as their café, launched an online shop with subscriptions, and built a social content plan around each new roast.',
    ...mockups.coffee,
    services: ['Branding', 'Website Design', 'Marketing'],
    results: [
      '200% more online sales after the shop launch',
      '5x social engagement across Instagram and Facebook',
      'One consistent brand across packaging, web and social',
    ],
  },
  {
    title: 'Whitfield & Associates Law',
    category: 'Corporate Website & SEO',
    description:
      'An established firm whose website no longer reflected its reputation. We designed a clear, trustworthy site, rewrote every practice-area page for search, and made booking a consultation simple on any device.',
    ...mockups.law,
    services: ['Website Design', 'SEO', 'Analytics'],
    results: [
      '300% more consultations requested online',
      '#1 ranking for 15 keywords in their practice areas',
      '85% lower bounce rate on key landing pages',
    ],
  },
] as const satisfies readonly CaseStudy[];
