// Matches only the eight known services, so any other /services/* path falls through to the 404 page.
import type { PageContext } from 'vike/types';
import { getService } from '../../../content/services';

export default function route(pageContext: PageContext) {
  const match = /^\/services\/([a-z-]+)\/?$/.exec(pageContext.urlPathname);
  if (!match || !getService(match[1]!)) return false;
  return { routeParams: { slug: match[1]! } };
}
