// The service's page body travels with its own page (the prerendered HTML's page context, or its pageContext.json
// on a client-side navigation), not in JavaScript that would carry all six bodies to each of the six pages.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { getService } from '../../../content/services';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  const service = getService(pageContext.routeParams.slug ?? '');
  if (!service) throw new Error('Unknown service'); // unreachable: +route.ts only matches known slugs
  return { service };
}

export type Data = ReturnType<typeof data>;
