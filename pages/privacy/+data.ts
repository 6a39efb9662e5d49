// The notice's copy travels with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { privacy } from '../../content/pages/privacy';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { copy: privacy };
}

export type Data = ReturnType<typeof data>;
