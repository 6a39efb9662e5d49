// 404 page copy (spec §2: 'Oops! Page not found').
import type { ProjectSlug } from '../slugs.ts';
import type { IconName } from '../types.ts';
import type { LinkCopy } from './shared.ts';

interface NotFoundCopy {
  title: string;
  /** Also the meta description of the 404 page. */
  text: string;
  link: LinkCopy;
  seoTitle: string;
  /** Where a visitor who followed a dead link most likely meant to go: the services, the work, a person. */
  destinations: { title: string; items: readonly (LinkCopy & { text: string; icon: IconName })[] };
  /** Three client sites, each opening its case study. */
  work: { title: string; projects: readonly [ProjectSlug, ProjectSlug, ProjectSlug]; link: LinkCopy };
}

export const notFound = {
  title: 'Oops! Page not found',
  text: "The page you're looking for doesn't exist or may have moved. Head back to the Lumivox home page to keep exploring.",
  link: { label: 'Return to Home', href: '/' },
  seoTitle: 'Page Not Found | Lumivox',
  destinations: {
    title: 'Where to next',
    items: [
      {
        label: 'Our Services',
        href: '/services',
        text: 'Eight services for design, marketing and operations, each with its price and timeline.',
        icon: 'sparkles',
      },
      {
        label: 'Our Work',
        href: '/portfolio',
        text: 'Six client websites we designed and built, and the case study behind each one.',
        icon: 'layout',
      },
      {
        label: 'Contact',
        href: '/contact',
        text: 'Tell us what you were looking for. We reply within 24 hours.',
        icon: 'mail',
      },
    ],
  },
  work: {
    title: 'Recent work',
    projects: ['peak-form-fitness-studio', 'ember-oak-coffee-roasters', 'whitfield-associates-law'],
    link: { label: 'View Projects', href: '/portfolio' },
  },
} as const satisfies NotFoundCopy;
