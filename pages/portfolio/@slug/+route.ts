// Matches only the six featured projects' case studies; any other /portfolio/* path is a 404.
import type { PageContext } from 'vike/types';
import { isProjectSlug } from '../../../content/slugs';

export default function route(pageContext: PageContext) {
  const match = /^\/portfolio\/([a-z-]+)\/?$/.exec(pageContext.urlPathname);
  if (!match || !isProjectSlug(match[1]!)) return false;
  return { routeParams: { slug: match[1]! } };
}
