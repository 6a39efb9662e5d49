// The three cards' studies and the other three projects travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { portfolioCaseStudies } from '../../content/caseStudies';
import { shownProject } from '../../content/projectScreens';
import { featuredProjects } from '../../content/projects';

/** The featured projects without a card of their own above: every project on /portfolio opens its case study. */
const moreProjects = featuredProjects
  .filter((p) => !portfolioCaseStudies.some((s) => s.slug === p.slug))
  .map((p) => shownProject(p.slug));

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { studies: portfolioCaseStudies, more: moreProjects };
}

export type Data = ReturnType<typeof data>;
