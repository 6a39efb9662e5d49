// 404 page copy (spec §2: 'Oops! Page not found').
import type { LinkCopy } from './shared.ts';

interface NotFoundCopy {
  title: string;
  /** Also the meta description of the 404 page. */
  text: string;
  link: LinkCopy;
  seoTitle: string;
}

export const notFound = {
  title: 'Oops! Page not found',
  text: "The page you're looking for doesn't exist or may have moved. Head back to the Lumivox home page to keep exploring.",
  link: { label: 'Return to Home', href: '/' },
  seoTitle: 'Page Not Found | Lumivox',
} as const satisfies NotFoundCopy;
