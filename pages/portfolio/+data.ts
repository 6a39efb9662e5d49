// The three cards' studies and the other three projects travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { getCaseStudy, portfolioCaseStudies } from '../../content/caseStudies';
import { shownProject } from '../../content/projectScreens';
import { featuredProjects } from '../../content/projects';

/** The featured projects without a card of their own above: every project on /portfolio opens its case study. They
 * have no figure, so each tile quotes its client. */
const moreProjects = featuredProjects
  .filter((p) => !portfolioCaseStudies.some((s) => s.slug === p.slug))
  .map((p) => {
    const { results } = getCaseStudy(p.slug);
    return { ...shownProject(p.slug), ...(results.kind === 'outcomes' && { quote: results.quote }) };
  });

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { studies: portfolioCaseStudies, more: moreProjects };
}

export type Data = ReturnType<typeof data>;
