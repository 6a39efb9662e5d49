// The case study travels with its own page (the prerendered HTML's page context, or its pageContext.json on a
// client-side navigation), not in JavaScript that would carry all six studies to every case-study page; so do the
// words around it.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { getCaseStudy, nextCaseStudy } from '../../../content/caseStudies';
import { caseStudyCopy } from '../../../content/caseStudyCopy';
import { isProjectSlug } from '../../../content/slugs';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  const slug = pageContext.routeParams.slug ?? '';
  if (!isProjectSlug(slug)) throw new Error('Unknown case study'); // unreachable: +route.ts only matches known slugs
  return { study: getCaseStudy(slug), next: nextCaseStudy(slug), copy: caseStudyCopy };
}

export type Data = ReturnType<typeof data>;
