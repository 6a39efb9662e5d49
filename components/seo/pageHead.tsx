// Per-route <head>, from one lookup in the route table (content/routes.ts) at prerender. vike-react renders the title
// and description (with og:title / og:description) and applies them again on client-side navigation; the other tags
// are in the prerendered HTML only. Every page's +data runs it (pages/+data.tsx; a page with data of its own calls it).
import { useConfig } from 'vike-react/useConfig';
import type { PageContextServer } from 'vike/types';
import { notFound } from '../../content/pages/not-found';
import { findRoute } from '../../content/routes';
import { RouteHead } from './RouteHead';

export function pageHead(pageContext: PageContextServer): void {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- vike-react's useConfig() is made for Vike hooks such as +data
  useConfig()({
    title: route?.title ?? notFound.seoTitle,
    description: route?.description ?? notFound.text,
    Head: <RouteHead route={route} />,
  });
}
