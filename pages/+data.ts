// Title and description of every page, resolved at prerender from the route table (content/routes.ts). Only these
// two strings travel to the browser (for client-side navigation), not the route table with all the copy behind it.
import type { PageContextServer } from 'vike/types';
import { notFound } from '../content/pages';
import { findRoute } from '../content/routes';

export interface PageMeta {
  title: string;
  description: string;
}

export default function data(pageContext: PageContextServer): PageMeta {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname);
  return { title: route?.title ?? notFound.seoTitle, description: route?.description ?? notFound.text };
}
