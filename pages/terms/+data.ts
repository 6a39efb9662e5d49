// The terms' copy travels with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { terms } from '../../content/pages/terms';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { copy: terms };
}

export type Data = ReturnType<typeof data>;
