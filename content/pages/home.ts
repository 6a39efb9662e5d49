// Home page copy (spec §2 Home).
import type { ProjectSlug, ServiceSlug } from '../slugs.ts';
import { getStartedLink, type LinkCopy } from './shared.ts';

interface HomeCopy {
  /** The page's <h1> as a screen reader reads it: the hero's line, then every changing word once. */
  heading: string;
  hero: {
    /** Beside the wordmark, in the line above the headline. */
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
    /** The picture beside the words: a client site we designed, on a laptop and a phone, with its case study. */
    work: { project: ProjectSlug; label: string };
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

const linePrefix = 'your business,';
const animatedWords = ['illuminated', 'amplified', 'automated', 'elevated'] as const;

export const home = {
  heading: `${linePrefix} ${animatedWords.join(', ')}`,
  hero: {
    eyebrow: 'AI-powered digital agency in Atlanta',
    linePrefix,
    animatedWords,
    betterWord: 'better',
    betterWords: ['reach', 'leads', 'sales', 'growth'],
    subtitle:
      'Websites, brands, marketing and AI-powered tools that help small and mid-size businesses get seen, get heard and grow',
    cta: getStartedLink,
    workLink: { label: 'View Projects', href: '/portfolio' },
    work: { project: 'ember-oak-coffee-roasters', label: 'Recent work' },
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
