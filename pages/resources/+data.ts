// The cards' fields travel with the page; the articles' bodies stay out of its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { articles } from '../../content/articles';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { articles: articles.map(({ body: _body, ...card }) => card) };
}

export type Data = ReturnType<typeof data>;
