// Every prerendered route with its SEO data and the heading a visitor sees: one table for pages, sitemap and tests.
import { articles } from './articles';
import { caseStudies } from './caseStudies';
import * as pages from './pages';
import type { StaticPath } from './pages';
import { services } from './services';

type RouteKind = 'page' | 'service' | 'article';

interface Crumb {
  name: string;
  path: string;
}

export interface RouteEntry {
  path: string;
  title: string;
  description: string;
  /** The page's <h1>. */
  heading: string;
  kind: RouteKind;
  /** Where the page's back link leads, for BreadcrumbList JSON-LD. */
  breadcrumbs?: readonly Crumb[];
}

const home: Crumb = { name: 'Home', path: '/' };

const staticPages: (Omit<RouteEntry, 'title' | 'description'> & { path: StaticPath })[] = [
  { path: '/', heading: pages.home.heading, kind: 'page' },
  { path: '/about', heading: pages.about.headline, kind: 'page' },
  { path: '/services', heading: pages.servicesOverview.title, kind: 'page' },
  { path: '/portfolio', heading: pages.portfolio.title, kind: 'page' },
  { path: '/faq', heading: pages.faqPage.title, kind: 'page' },
  { path: '/resources', heading: pages.resourcesPage.title, kind: 'page' },
  { path: '/contact', heading: pages.contact.headline, kind: 'page' },
  { path: '/get-started', heading: pages.getStarted.headline, kind: 'page' },
  {
    path: '/guaranteed-growth',
    heading: pages.guarantee.headline,
    kind: 'page',
    breadcrumbs: [home, { name: 'Our Guarantee', path: '/guaranteed-growth' }],
  },
];
const staticRoutes: RouteEntry[] = staticPages.map((r) => ({ ...r, ...pages.seo[r.path] }));

const serviceRoutes: RouteEntry[] = services.map((s) => ({
  path: `/services/${s.slug}`,
  title: s.seoTitle,
  description: s.seoDescription,
  heading: s.page.headline,
  kind: 'service',
  breadcrumbs: [home, { name: 'Services', path: '/services' }, { name: s.title, path: `/services/${s.slug}` }],
}));

const articleRoutes: RouteEntry[] = articles.map((a) => ({
  path: `/resources/${a.slug}`,
  // Keep titles short enough for search results; long article titles go without the brand suffix.
  title: a.title.length <= 55 ? `${a.title} | Lumivox` : a.title,
  description: a.description,
  heading: a.title,
  kind: 'article',
  breadcrumbs: [home, { name: 'Resources', path: '/resources' }, { name: a.title, path: `/resources/${a.slug}` }],
}));

const caseStudyRoutes: RouteEntry[] = caseStudies.map((c) => ({
  path: `/portfolio/${c.slug}`,
  title: `${c.title} case study | Lumivox`,
  description: c.seoDescription,
  heading: c.title,
  kind: 'page',
  breadcrumbs: [home, { name: 'Portfolio', path: '/portfolio' }, { name: c.title, path: `/portfolio/${c.slug}` }],
}));

export const routes: readonly RouteEntry[] = [...staticRoutes, ...serviceRoutes, ...articleRoutes, ...caseStudyRoutes];

export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === path);
}
