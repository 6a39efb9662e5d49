// The client sites this page shows (content/service-pages/website-design.ts), with their words, travel with the page,
// not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { caseStudyCopy } from '../../../content/caseStudyCopy';
import { featuredProjects } from '../../../content/projects';
import { websiteDesignWork } from '../../../content/service-pages/website-design';
import type { ProjectSlug } from '../../../content/slugs';

const project = (slug: ProjectSlug) => {
  const found = featuredProjects.find((p) => p.slug === slug);
  if (!found) throw new Error(`Unknown project ${slug}`);
  return found;
};

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  const { hero, recent } = websiteDesignWork;
  return {
    hero: { ...hero, project: project(hero.project) },
    recent: { ...recent, projects: recent.projects.map(project) },
    linkLabel: caseStudyCopy.linkLabel,
  };
}

export type Data = ReturnType<typeof data>;
