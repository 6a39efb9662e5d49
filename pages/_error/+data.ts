// The three client sites the 404 page shows travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { caseStudyCopy } from '../../content/caseStudyCopy';
import { notFound } from '../../content/pages/not-found';
import { shownProject } from '../../content/projectScreens';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { projects: notFound.work.projects.map(shownProject), linkLabel: caseStudyCopy.linkLabel };
}

export type Data = ReturnType<typeof data>;
