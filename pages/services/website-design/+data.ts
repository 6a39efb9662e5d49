// The service's page body and the client sites it shows (content/service-pages/website-design.ts), with their words,
// travel with the page (its prerendered HTML's page context, or pageContext.json on a client-side navigation), not in
// its JavaScript: neither the eight services' cards nor the projects' alt texts load as code.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { caseStudyCopy } from '../../../content/caseStudyCopy';
import { featuredProjects } from '../../../content/projects';
import { websiteDesignPage, websiteDesignWork } from '../../../content/service-pages/website-design';
import { withPage } from '../../../content/serviceCards';
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
    service: withPage('website-design', websiteDesignPage),
    hero: { ...hero, project: project(hero.project) },
    recent: { ...recent, projects: recent.projects.map(project) },
    linkLabel: caseStudyCopy.linkLabel,
  };
}

export type Data = ReturnType<typeof data>;
