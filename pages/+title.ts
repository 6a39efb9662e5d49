import type { PageContext } from 'vike/types';
import { findRoute } from '../content/routes';
import { notFound } from '../content/pages';

export default function title(pageContext: PageContext): string {
  return (pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)?.title) ?? notFound.seoTitle;
}
