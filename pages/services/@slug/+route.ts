// Matches only the known services without a dedicated page, so any other /services/* path falls through to the
// 404 page (or to pages/services/<slug>/).
import type { PageContext } from 'vike/types';
import { isServiceSlug } from '../../../content/slugs';
import { dedicatedServicePages } from './dedicated';

export default function route(pageContext: PageContext) {
  const slug = /^\/services\/([a-z-]+)\/?$/.exec(pageContext.urlPathname)?.[1];
  if (!slug || !isServiceSlug(slug) || dedicatedServicePages.includes(slug)) return false;
  return { routeParams: { slug } };
}
