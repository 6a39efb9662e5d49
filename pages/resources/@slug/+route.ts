// Matches only the four published articles; any other /resources/* path is a 404.
import type { PageContext } from 'vike/types';
import { articles } from '../../../content/articles';

export default function route(pageContext: PageContext) {
  const match = /^\/resources\/([a-z-]+)\/?$/.exec(pageContext.urlPathname);
  if (!match || !articles.some((a) => a.slug === match[1])) return false;
  return { routeParams: { slug: match[1]! } };
}
