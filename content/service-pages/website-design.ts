// The website-design service page body (spec §2 "Service pages").
import type { ProjectSlug } from '../slugs.ts';
import type { ServicePage } from '../types.ts';

export const websiteDesignPage = {
  headline: 'Websites that turn visitors into customers',
  intro:
    'Your website is often the first conversation a customer has with your business. We design sites that load fast, read clearly on any phone and guide visitors to call, book or buy. Then we connect them to the tools you already use, so every lead lands somewhere useful.',
  sections: [
    {
      kind: 'demo',
      id: 'process',
      title: 'Our process',
      intro: 'Four clear steps from the first call to launch day, with your sign-off at each one.',
      demo: 'process',
    },
    {
      kind: 'list',
      id: 'included',
      title: "What's Included",
      items: [
        'Custom design built around your brand, not a recycled template',
        'Responsive layouts tested on phones, tablets and desktops',
        'Page structure planned around how your customers decide to buy',
        'On-page SEO setup: page titles, meta descriptions and clean URLs',
        'Contact, quote and booking forms connected to your inbox or CRM',
        'Speed tuning for images, fonts and scripts',
        'Google Analytics and Search Console setup',
        'A walkthrough on editing your own pages, plus post-launch support',
      ],
    },
    {
      kind: 'cards',
      id: 'beyond-design',
      title: 'Beyond Traditional Design',
      intro: 'A good-looking site is the starting point. Ours are also built to work for you around the clock.',
      items: [
        {
          title: 'AI-assisted content',
          description:
            'We draft page copy from your services, reviews and FAQs, then edit every line by hand so it sounds like you.',
        },
        {
          title: 'Built-in lead capture',
          description:
            'Click-to-call buttons, quote forms and booking links sit exactly where visitors make up their minds.',
        },
        {
          title: 'Connected to your tools',
          description:
            'Form entries flow straight into your CRM, calendar and email, so no inquiry waits in a forgotten inbox.',
        },
        {
          title: 'Ready to grow',
          description:
            'Adding a service, a location or a landing page later is a quick addition, not a costly rebuild.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'results',
      title: 'Results That Matter',
      intro: 'We measure a website by what it does for your business, not by how many pages it has.',
      items: [
        {
          title: 'More calls and form fills',
          description:
            'A clear next step on every page means more visitors contact you instead of moving on to a competitor.',
        },
        {
          title: 'Pages that load in seconds',
          description:
            'We aim for green Core Web Vitals on mobile, because every extra second of waiting costs you visitors.',
        },
        {
          title: 'Stronger local rankings',
          description:
            'Clean structure, fast pages and proper schema markup give search engines what they need to rank you.',
        },
        {
          title: 'Less time spent on updates',
          description: 'Change hours, prices and photos yourself in minutes, without waiting on a developer.',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready for a website that works as hard as you do?',
    text: "Tell us about your business and your goals. We'll get back to you within 24 hours with clear next steps.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;

interface WebsiteDesignWork {
  /** The client site the page's header shows on a laptop and a phone. */
  hero: { project: ProjectSlug; label: string };
  /** Three client homepages right under the header, each opening its case study. */
  recent: {
    id: string;
    title: string;
    intro: string;
    projects: readonly [ProjectSlug, ProjectSlug, ProjectSlug];
    link: { label: string; href: string };
  };
}

/** The sites this page shows: websites, not illustrations of them (content/projects.ts holds their words). */
export const websiteDesignWork = {
  hero: { project: 'peak-form-fitness-studio', label: 'A site we designed' },
  recent: {
    id: 'recent-sites',
    title: 'Sites we designed',
    intro: 'Three client homepages we designed and built, each with the story of how it was made and what it changed.',
    projects: ['ember-oak-coffee-roasters', 'whitfield-associates-law', 'azure-cove-pool-resort'],
    link: { label: 'View Projects', href: '/portfolio' },
  },
} as const satisfies WebsiteDesignWork;
