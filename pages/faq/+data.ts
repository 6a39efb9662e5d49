// The questions and the page's copy travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { faqs } from '../../content/faq';
import { faqPage } from '../../content/pages/faq';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { faqs, faqPage };
}

export type Data = ReturnType<typeof data>;
