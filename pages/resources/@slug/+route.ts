// Matches only the four published articles; any other /resources/* path is a 404.
import type { PageContext } from 'vike/types';
import { isArticleSlug } from '../../../content/slugs';

export default function route(pageContext: PageContext) {
  const match = /^\/resources\/([a-z-]+)\/?$/.exec(pageContext.urlPathname);
  if (!match || !isArticleSlug(match[1]!)) return false;
  return { routeParams: { slug: match[1]! } };
}
