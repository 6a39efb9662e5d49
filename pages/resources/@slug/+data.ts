// The article's copy travels with its own page (the prerendered HTML's page context, or its pageContext.json on a
// client-side navigation), not in JavaScript that would carry every article to every article page.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { articles } from '../../../content/articles';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  const article = articles.find((a) => a.slug === pageContext.routeParams.slug);
  if (!article) throw new Error('Unknown article'); // unreachable: +route.ts only matches known slugs
  return { article };
}

export type Data = ReturnType<typeof data>;
