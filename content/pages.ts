// Copy of the non-service pages (spec §2), plus the title and meta description of every static route.
import type { ServiceSlug } from './slugs.ts';
import type { TitledText } from './types.ts';

export interface LinkCopy {
  label: string;
  href: string;
}

export interface HomeCopy {
  /** The hero wordmark, rendered as the page's <h1>. */
  heading: string;
  hero: {
    eyebrow: string;
    /** Rendered as "your business, <animated word>". */
    linePrefix: string;
    animatedWords: readonly string[];
    /** The word that reveals betterWords on hover or focus. */
    betterWord: string;
    betterWords: readonly [string, string, string, string];
    /** The subline, rendered as subtitle + " " + <betterWord> + ".": the value proposition in one sentence. */
    subtitle: string;
    cta: LinkCopy;
    /** Beside the main call to action: straight to the work. */
    workLink: LinkCopy;
  };
  servicesSection: {
    title: string;
    /** Rendered as introBefore + <a href={linkHref}>linkText</a> + introAfter. */
    introBefore: string;
    linkText: string;
    linkHref: string;
    introAfter: string;
    cardLinkLabel: string;
    /** spec §2 routes: the one card whose link carries the #top anchor. */
    topAnchoredCard: ServiceSlug;
  };
  featuredWork: {
    title: string;
    intro: string;
    previousLabel: string;
    nextLabel: string;
    link: LinkCopy;
  };
}

export interface AboutCopy {
  eyebrow: string;
  headline: string;
  nameParts: readonly { word: string; language: string; meaning: string }[];
  paragraphs: readonly string[];
  servicesLeadIn: string;
  /** Contains 'shine brighter' and 'speak louder' (spec §1). */
  closing: string;
  cta: LinkCopy;
}

export interface ClosingCta {
  title: string;
  text: string;
  button: LinkCopy;
}

export interface ServicesOverviewCopy {
  title: string;
  intro: string;
  cardLinkLabel: string;
  closing: ClosingCta;
}

export interface PortfolioCopy {
  title: string;
  intro: string;
  servicesLabel: string;
  resultsLabel: string;
  figuresNote: string;
  closing: ClosingCta;
}

export interface GuaranteeCopy {
  eyebrow: string;
  headline: string;
  statement: readonly string[];
  howItWorks: { title: string; steps: readonly TitledText[] };
  disclaimer: { title: string; paragraphs: readonly string[] };
  cta: LinkCopy;
  backLink: LinkCopy;
}

export interface FaqPageCopy {
  title: string;
  intro: string;
  cta: { text: string; button: LinkCopy };
}

export interface ResourcesPageCopy {
  title: string;
  intro: string;
  readLabel: string;
  closing: ClosingCta;
}

export interface ContactCopy {
  headline: string;
  intro: string;
  mailLabel: string;
  callLabel: string;
  chatTitle: string;
  formTitle: string;
}

export interface GetStartedCopy {
  headline: string;
  intro: string;
  formTitle: string;
  sections: { contact: string; services: string; details: string };
  submitLabel: string;
  privacyNote: string;
  /** spec §3: timeline is held in the project request; offered here as a choice. */
  timeline: { label: string; placeholder: string; options: readonly string[] };
}

export interface NotFoundCopy {
  title: string;
  /** Also the meta description of the 404 page. */
  text: string;
  link: LinkCopy;
  seoTitle: string;
}

export interface SeoMeta {
  /** At most 60 characters, including the brand. */
  title: string;
  /** 120 to 160 characters. */
  description: string;
}

export type StaticPath =
  | '/'
  | '/about'
  | '/services'
  | '/portfolio'
  | '/faq'
  | '/resources'
  | '/contact'
  | '/get-started'
  | '/guaranteed-growth';

const getStartedLink = { label: 'Start Your Project', href: '/get-started' } as const;

export const home = {
  heading: 'Lumivox',
  hero: {
    eyebrow: 'AI-powered digital agency in Atlanta',
    linePrefix: 'your business,',
    animatedWords: ['illuminated', 'amplified', 'automated', 'elevated'],
    betterWord: 'better',
    betterWords: ['reach', 'leads', 'sales', 'growth'],
    subtitle:
      'Websites, brands, marketing and AI-powered tools that help small and mid-size businesses get seen, get heard and grow',
    cta: getStartedLink,
    workLink: { label: 'See our work', href: '/portfolio' },
  },
  servicesSection: {
    title: 'Our Services',
    introBefore: 'Eight services that help you attract, win and keep more customers, backed by ',
    linkText: 'guaranteed results',
    linkHref: '/guaranteed-growth',
    introAfter: ' we agree on together.',
    cardLinkLabel: 'Explore',
    topAnchoredCard: 'customer-service',
  },
  featuredWork: {
    title: 'Featured Work',
    intro: "A look at how we've helped local businesses look sharper, get found online and win more customers.",
    previousLabel: 'Previous project',
    nextLabel: 'Next project',
    link: { label: 'View Projects', href: '/portfolio' },
  },
} as const satisfies HomeCopy;

export const about = {
  eyebrow: 'Our Story',
  headline: 'About Lumivox',
  nameParts: [
    { word: 'lumen', language: 'Latin', meaning: 'light' },
    { word: 'vox', language: 'Latin', meaning: 'voice' },
  ],
  paragraphs: [
    'Our name is built from two Latin-derived words: lumen, meaning light, and vox, meaning voice. Together they describe what we do for every client: we put your business in the light and give it a voice your customers hear.',
    'Lumivox is an Atlanta digital agency that offers design, marketing and business management powered by AI. We pair thoughtful human strategy with smart automation, so small and mid-size businesses can compete with brands many times their size without hiring a whole department.',
    'We keep things practical: clear goals agreed up front, honest reporting in plain language, and tools your team will actually enjoy using.',
  ],
  servicesLeadIn: 'Everything you need to grow, under one roof:',
  closing:
    "Whether you need a new website, a stronger brand or more hours back in your week, we're here to help your business shine brighter and speak louder.",
  cta: getStartedLink,
} as const satisfies AboutCopy;

export const servicesOverview = {
  title: 'Our Services',
  intro:
    'From the first impression to the hundredth repeat customer, our eight core services cover design, marketing and the day-to-day operations that keep a business running, each one enhanced by AI.',
  cardLinkLabel: 'Learn More',
  closing: {
    title: 'Ready to transform your business?',
    text: "Tell us where you want to grow. We'll recommend the right mix of services and a clear plan with results we can measure together.",
    button: { label: 'Get Started Today', href: '/get-started' },
  },
} as const satisfies ServicesOverviewCopy;

export const portfolio = {
  title: 'Our Portfolio',
  intro:
    'A selection of projects where design, marketing and AI automation came together to move the numbers that matter most to business owners.',
  servicesLabel: 'Services Provided',
  resultsLabel: 'Key Results',
  figuresNote:
    'Every business starts from a different place, so these figures are not a forecast for yours: we agree your own targets, measured from your starting point, before any work begins.',
  closing: {
    title: 'Want results like these for your business?',
    text: "Share your goals with us and we'll map out a plan to reach them, with targets we agree on before any work begins.",
    button: getStartedLink,
  },
} as const satisfies PortfolioCopy;

export const guarantee = {
  eyebrow: 'Our Guarantee',
  headline: 'Guaranteed Growth',
  statement: [
    "We only succeed when you do. That's why we make a simple promise: if we don't deliver the results we agreed on together, you don't pay.",
    'Before any work starts, we set clear, measurable goals with you, such as more leads, more bookings or less time spent on admin, and we report on them openly for the whole project.',
  ],
  howItWorks: {
    title: 'How it works',
    steps: [
      {
        title: 'Consultation',
        description:
          'We learn about your business, confirm eligibility and measure your baseline, from website traffic and leads to hours spent on admin.',
      },
      {
        title: 'Agreed targets',
        description:
          'Together we set specific, measurable results, a time frame and a review cadence, and we put them in writing.',
      },
      {
        title: 'Build and review',
        description:
          'We deliver the work and review progress with you at every agreed checkpoint, adjusting course early whenever it helps.',
      },
      {
        title: 'Pay for results',
        description: "If the agreed results aren't met at the final review, you don't pay. It's that simple.",
      },
    ],
  },
  disclaimer: {
    title: 'Terms of the guarantee',
    paragraphs: [
      'The guarantee is subject to eligibility, baseline benchmarks and review cadences agreed in consultation. Eligible services, targets and time frames are confirmed in writing before work begins.',
      'Marketing claims and sample figures shown on this website, including portfolio results, are illustrative and are not a promise of specific outcomes for your business.',
    ],
  },
  cta: getStartedLink,
  backLink: { label: 'Back to Home', href: '/' },
} as const satisfies GuaranteeCopy;

export const faqPage = {
  title: 'Frequently Asked Questions',
  intro:
    'Straight answers to the questions business owners ask us most, from budgets and timelines to support after launch.',
  cta: {
    text: "Still have a question? We're happy to help.",
    button: { label: 'Contact Us', href: '/contact' },
  },
} as const satisfies FaqPageCopy;

export const resourcesPage = {
  title: 'Resources',
  intro:
    'Practical guides on AI, advertising, websites and data, written for busy business owners who want results, not jargon.',
  readLabel: 'Read Article',
  closing: {
    title: 'Ready to put these ideas to work?',
    text: "Tell us about your goals and we'll turn the right ideas into a plan for your business.",
    button: { label: 'Get Started', href: '/get-started' },
  },
} as const satisfies ResourcesPageCopy;

export const contact = {
  headline: 'Get in Touch',
  intro:
    'Have a question or a project in mind? Send us a message, chat with our AI assistant or reach us directly. We reply within 24 hours.',
  mailLabel: 'Email us',
  callLabel: 'Call or text',
  chatTitle: 'Chat with our own AI-Support',
  formTitle: 'Send us a message',
} as const satisfies ContactCopy;

export const getStarted = {
  headline: 'Get Started',
  intro:
    'Tell us about your business and what you want to achieve. Our team will review your requirements and contact you within 24 hours.',
  formTitle: 'Project Information',
  sections: { contact: 'Contact Information', services: 'Services Interested In', details: 'Project Details' },
  submitLabel: 'Submit Project Request',
  privacyNote: 'We will never share your information with third parties.',
  timeline: {
    label: 'Timeline',
    placeholder: 'Select a timeline',
    options: ['As soon as possible', 'Within 1 month', '1-3 months', '3-6 months', 'Flexible'],
  },
} as const satisfies GetStartedCopy;

export const notFound = {
  title: 'Oops! Page not found',
  text: "The page you're looking for doesn't exist or may have moved. Head back to the Lumivox home page to keep exploring.",
  link: { label: 'Return to Home', href: '/' },
  seoTitle: 'Page Not Found | Lumivox',
} as const satisfies NotFoundCopy;

export const seo = {
  '/': {
    title: 'Lumivox | AI-Powered Design & Marketing Agency in Atlanta',
    description:
      'Lumivox is an Atlanta digital agency offering website design, branding, SEO, marketing and AI automation that help small and mid-size businesses grow.',
  },
  '/about': {
    title: 'About Lumivox | Light and Voice for Your Business',
    description:
      'Lumivox blends lumen (light) and vox (voice). Meet the Atlanta agency offering design, marketing and business management powered by AI.',
  },
  '/services': {
    title: 'Services: Design, Marketing & AI Automation | Lumivox',
    description:
      'Explore eight core services from Lumivox: website design, branding, SEO, CRM automation, marketing, AI customer service, analytics and scheduling.',
  },
  '/portfolio': {
    title: 'Portfolio & Case Studies | Lumivox',
    description:
      'See how Lumivox helped a fitness studio, a coffee roastery and a law firm grow with new websites, stronger brands, SEO and AI-powered automation.',
  },
  '/faq': {
    title: 'FAQs: Budget, Results & Support | Lumivox',
    description:
      'Answers to common questions about budgets, how soon you will see results, team time, AI know-how, your existing tools, our guarantee and support.',
  },
  '/resources': {
    title: 'Resources: AI, Ads, Websites & Data | Lumivox',
    description:
      'Practical guides for business owners on how AI is reshaping business, fixing underperforming ads, smarter websites and data-driven growth.',
  },
  '/contact': {
    title: 'Contact Lumivox | Get in Touch With Our Atlanta Team',
    description:
      'Email, call or text Lumivox, chat with our AI support assistant or send us a message. Our Atlanta team replies to every inquiry within 24 hours.',
  },
  '/get-started': {
    title: 'Get Started | Request Your Project | Lumivox',
    description:
      'Tell Lumivox about your business, the services you need and your goals. Our team will review your project request and contact you within 24 hours.',
  },
  '/guaranteed-growth': {
    title: 'Guaranteed Growth: Our Results Promise | Lumivox',
    description:
      "Our guarantee: if we don't meet the results we agree on together, you don't pay. Subject to eligibility, baselines and review cadences set in consultation.",
  },
} as const satisfies Record<StaticPath, SeoMeta>;
