// Every prerendered route with its SEO data and the heading a visitor sees: one table for pages, sitemap and tests.
import { articles } from './articles';
import { caseStudies } from './caseStudies';
import { about } from './pages/about';
import { contact } from './pages/contact';
import { faqPage } from './pages/faq';
import { getStarted } from './pages/get-started';
import { guarantee } from './pages/guarantee';
import { home as homePage } from './pages/home';
import { portfolio } from './pages/portfolio';
import { privacy } from './pages/privacy';
import { terms } from './pages/terms';
import { resourcesPage } from './pages/resources';
import { seo } from './pages/seo';
import { servicesOverview } from './pages/services';
import type { StaticPath } from './pages/shared';
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
  { path: '/', heading: homePage.heading, kind: 'page' },
  { path: '/about', heading: about.headline, kind: 'page' },
  { path: '/services', heading: servicesOverview.title, kind: 'page' },
  { path: '/portfolio', heading: portfolio.title, kind: 'page' },
  { path: '/faq', heading: faqPage.title, kind: 'page' },
  { path: '/resources', heading: resourcesPage.title, kind: 'page' },
  { path: '/contact', heading: contact.headline, kind: 'page' },
  { path: '/get-started', heading: getStarted.headline, kind: 'page' },
  {
    path: '/guaranteed-growth',
    heading: guarantee.headline,
    kind: 'page',
    breadcrumbs: [home, { name: 'Our Guarantee', path: '/guaranteed-growth' }],
  },
  {
    path: '/privacy',
    heading: privacy.headline,
    kind: 'page',
    breadcrumbs: [home, { name: privacy.headline, path: '/privacy' }],
  },
  {
    path: '/terms',
    heading: terms.headline,
    kind: 'page',
    breadcrumbs: [home, { name: terms.headline, path: '/terms' }],
  },
];
const staticRoutes: RouteEntry[] = staticPages.map((r) => ({ ...r, ...seo[r.path] }));

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
