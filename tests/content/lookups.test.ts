// The logic in content/: the lookups pages use (getProject, getCaseStudy, findRoute), the case studies' order and
// the next-project wrap (spec §3: six featured projects; the carousel "wraps modulo the number of projects"), the
// route table's titles and breadcrumbs, and the work images' file names. Expected values typed out from the spec and
// from what a visitor sees (the URL, the title in the tab, the back link's trail).
import type { PageContext, PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import customerServiceData from '../../pages/services/customer-service/+data';
import websiteDesignData from '../../pages/services/website-design/+data';
import serviceRoute from '../../pages/services/@slug/+route';
import caseStudyRoute from '../../pages/portfolio/@slug/+route';
import articleRoute from '../../pages/resources/@slug/+route';
import { customerServicePage } from '../../content/service-pages/customer-service';
import { withPage } from '../../content/serviceCards';
import { caseStudies, getCaseStudy, nextCaseStudy, portfolioCaseStudies } from '../../content/caseStudies';
import { getProject } from '../../content/projects';
import { shownProject } from '../../content/projectScreens';
import { findRoute, routes } from '../../content/routes';
import type { ProjectSlug, ServiceSlug } from '../../content/slugs';
import { workImagePath } from '../../content/work';

// The pages' +data set the <head> through vike-react (a server module a page outside Vike cannot load).
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** The six featured projects in the carousel's order, as the home page shows them. */
const ORDER = [
  'ember-oak-coffee-roasters',
  'peak-form-fitness-studio',
  'whitfield-associates-law',
  'azure-cove-pool-resort',
  'greenblade-lawn-care',
  'summit-ridge-roofing',
];

describe('the case studies', () => {
  it('follow the carousel’s order, each with its own project’s title', () => {
    expect(caseStudies.map((c) => c.slug)).toEqual(ORDER);
    expect(getCaseStudy('azure-cove-pool-resort').title).toBe('Azure Cove Pool & Resort');
    expect(getProject('greenblade-lawn-care').title).toBe('GreenBlade Lawn Care');
  });

  it('lead each to the next one, the last to the first', () => {
    expect(ORDER.map((slug) => nextCaseStudy(slug as ProjectSlug).slug)).toEqual([...ORDER.slice(1), ORDER[0]]);
  });

  it('put the fitness studio, the coffee roastery and the law firm on /portfolio (spec §2 Portfolio)', () => {
    expect(portfolioCaseStudies.map((c) => c.slug)).toEqual([
      'peak-form-fitness-studio',
      'ember-oak-coffee-roasters',
      'whitfield-associates-law',
    ]);
  });

  it('refuse a slug that is not a project, naming it', () => {
    expect(() => getProject('no-such-project' as ProjectSlug)).toThrow('Unknown project no-such-project');
    expect(() => getCaseStudy('no-such-project' as ProjectSlug)).toThrow('Unknown case study no-such-project');
  });

  it('show a project with its best screens’ alt texts', () => {
    const shown = shownProject('summit-ridge-roofing');
    expect(shown.title).toBe('Summit Ridge Roofing');
    expect(shown.alts.desktop).toMatch(/^Summit Ridge's homepage/);
    expect(shown.alts.phone).toMatch(/^A roof quote from Summit Ridge on a phone/);
  });
});

describe('findRoute', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/portfolio/summit-ridge-roofing//', '/portfolio/summit-ridge-roofing'],
  ])('finds %j at %s', (pathname, path) => {
    expect(findRoute(pathname)?.path).toBe(path);
  });

  it.each(['/nowhere', '/about/team', '/About'])('finds nothing at %s', (pathname) => {
    expect(findRoute(pathname)).toBeUndefined();
  });
});

describe('the route table', () => {
  const at = (path: string) => routes.find((r) => r.path === path)!;

  it('titles a case study after its client, and gives it a trail back through /portfolio', () => {
    expect(at('/portfolio/ember-oak-coffee-roasters')).toMatchObject({
      title: 'Ember & Oak Coffee Roasters case study | Lumivox',
      heading: 'Ember & Oak Coffee Roasters',
      kind: 'page',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Portfolio', path: '/portfolio' },
        { name: 'Ember & Oak Coffee Roasters', path: '/portfolio/ember-oak-coffee-roasters' },
      ],
    });
  });

  it('brands an article’s title when it is short, leaves a long one as it is, and trails back through /resources', () => {
    expect(at('/resources/ai-reshaping-business')).toMatchObject({
      title: 'How AI Is Reshaping Small Business: A Practical Guide | Lumivox',
      heading: 'How AI Is Reshaping Small Business: A Practical Guide',
      kind: 'article',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Resources', path: '/resources' },
        { name: 'How AI Is Reshaping Small Business: A Practical Guide', path: '/resources/ai-reshaping-business' },
      ],
    });
    expect(at('/resources/smart-website-revolution').title).toBe(
      'The Smart Website Revolution: What Modern Sites Do Differently',
    );
  });

  it('trails a service page back through /services, and the guarantee page back home', () => {
    expect(at('/services/website-design')).toMatchObject({
      kind: 'service',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'Website Design', path: '/services/website-design' },
      ],
    });
    expect(at('/guaranteed-growth').breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Our Guarantee', path: '/guaranteed-growth' },
    ]);
    expect(at('/about').breadcrumbs).toBeUndefined();
  });

  it('gives every static page its SEO title and description', () => {
    for (const path of ['/', '/about', '/services', '/portfolio', '/faq', '/resources', '/contact', '/get-started']) {
      expect(at(path).title, path).toMatch(/\S/);
      expect(at(path).description.length, path).toBeGreaterThan(50);
      expect(at(path).kind).toBe('page');
    }
  });
});

describe('workImagePath', () => {
  it('names the first piece by shot and width, a later piece by its number from 2', () => {
    expect(workImagePath('ember-oak-coffee-roasters', 'desktop', 960, 'avif')).toBe(
      '/images/work/ember-oak-coffee-roasters/desktop-960.avif',
    );
    expect(workImagePath('ember-oak-coffee-roasters', 'desktop', 960, 'avif', 0)).toBe(
      '/images/work/ember-oak-coffee-roasters/desktop-960.avif',
    );
    expect(workImagePath('peak-form-fitness-studio', 'phone', 780, 'webp', 1)).toBe(
      '/images/work/peak-form-fitness-studio/phone-2-780.webp',
    );
  });
});

describe('the pages a URL opens', () => {
  const open = (route: (pageContext: PageContext) => unknown, urlPathname: string) =>
    route({ urlPathname } as PageContext);

  it('/services/<slug>: the six services without a page of their own, with or without the trailing slash', () => {
    for (const slug of ['branding', 'seo', 'crm', 'marketing', 'analytics', 'schedule-management'])
      expect(open(serviceRoute, `/services/${slug}/`), slug).toEqual({ routeParams: { slug } });
    expect(open(serviceRoute, '/services/seo')).toEqual({ routeParams: { slug: 'seo' } });
    // Website design and customer service have their own pages; anything else is the 404 page.
    for (const path of ['/services/website-design', '/services/customer-service', '/services/seoo', '/services/'])
      expect(open(serviceRoute, path), path).toBe(false);
  });

  it('/portfolio/<slug>: the six case studies (spec §3), and no other', () => {
    for (const slug of ORDER)
      expect(open(caseStudyRoute, `/portfolio/${slug}`), slug).toEqual({ routeParams: { slug } });
    expect(open(caseStudyRoute, '/portfolio/summit-ridge')).toBe(false);
  });

  it('/resources/<slug>: the four articles, and no other', () => {
    for (const slug of [
      'ai-reshaping-business',
      'ads-troubleshooting-guide',
      'smart-website-revolution',
      'data-driven-growth',
    ])
      expect(open(articleRoute, `/resources/${slug}`), slug).toEqual({ routeParams: { slug } });
    expect(open(articleRoute, '/resources/seo')).toBe(false);
  });

  it('the two services with a page of their own show their own card’s title with their page', () => {
    const context = {} as PageContextServer;
    const customerService = customerServiceData(context).service;
    expect(customerService.title).toBe('Customer Service');
    expect(customerService.slug).toBe('customer-service');
    expect(customerService.page).toBe(customerServicePage);
    expect(websiteDesignData(context).service.title).toBe('Website Design');
    expect(() => withPage('no-such-service' as ServiceSlug, customerServicePage)).toThrow(
      'Unknown service no-such-service',
    );
  });
});
