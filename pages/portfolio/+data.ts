// The three cards' studies travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { portfolioCaseStudies } from '../../content/caseStudies';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { studies: portfolioCaseStudies };
}

export type Data = ReturnType<typeof data>;
