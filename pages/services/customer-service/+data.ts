// The page's body travels with the page (its prerendered HTML's page context, or pageContext.json on a client-side
// navigation), as the other service pages' do, not in its JavaScript, which already carries the chat.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { customerServicePage } from '../../../content/service-pages/customer-service';
import { withPage } from '../../../content/serviceCards';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { service: withPage('customer-service', customerServicePage) };
}

export type Data = ReturnType<typeof data>;
