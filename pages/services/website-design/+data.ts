// The service's page body and the client sites it shows (content/service-pages/website-design.ts), with their words,
// travel with the page (its prerendered HTML's page context, or pageContext.json on a client-side navigation), not in
// its JavaScript: neither the eight services' cards nor the projects' alt texts load as code.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../components/seo/pageHead';
import { caseStudyCopy } from '../../../content/caseStudyCopy';
import { websiteDesignPage, websiteDesignWork } from '../../../content/service-pages/website-design';
import { withPage } from '../../../content/serviceCards';
import { shownProject } from '../../../content/projectScreens';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  const { hero, recent } = websiteDesignWork;
  return {
    service: withPage('website-design', websiteDesignPage),
    hero: { ...hero, project: shownProject(hero.project) },
    recent: { ...recent, projects: recent.projects.map(shownProject) },
    linkLabel: caseStudyCopy.linkLabel,
  };
}

export type Data = ReturnType<typeof data>;
