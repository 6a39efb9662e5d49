// Each page's <head> beyond its title and description (components/seo/RouteHead.tsx, jsonLd.ts, pageHead.tsx) as a
// search engine, a link preview and the browser read it: the canonical address or noindex, the Open Graph and Twitter
// tags, the structured data, the render block until the hero's end. Addresses and words are written out here as
// those readers get them (the site's address: content/site.ts's default, https://lumivox.agency, as the unit tests
// build without VITE_SITE_URL).
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteHead } from '../../components/seo/RouteHead';
import { findRoute } from '../../content/routes';

const config = vi.hoisted(() => vi.fn());
vi.mock('vike-react/useConfig', () => ({ useConfig: () => config }));

const SITE = 'https://lumivox.agency';

/** The head of the page at `path` (undefined: the 404 page), parsed as the browser parses it. */
function head(path: string | undefined) {
  const route = path === undefined ? undefined : findRoute(path);
  if (path !== undefined) expect(route, path).toBeDefined();
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${renderToStaticMarkup(<RouteHead route={route} />)}</head></html>`,
    'text/html',
  );
  const meta = (attribute: 'name' | 'property', key: string) =>
    doc.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? null;
  const link = (rel: string) => doc.head.querySelector(`link[rel="${rel}"]`);
  const script = doc.head.querySelector('script[type="application/ld+json"]');
  return {
    doc,
    meta,
    link,
    scriptText: script?.textContent ?? '',
    graph: JSON.parse(script?.textContent ?? '{}') as { '@context': string; '@graph': Record<string, unknown>[] },
  };
}

const organization = {
  '@type': 'ProfessionalService',
  '@id': `${SITE}/#organization`,
  name: 'Lumivox',
  legalName: 'Lumivox LLC',
  url: `${SITE}/`,
  logo: `${SITE}/favicon.svg`,
  description: 'Design, marketing and growth powered by AI, built for small and mid-size businesses.',
  telephone: '+14045550142',
  email: 'hello@lumivox.agency',
  address: { '@type': 'PostalAddress', addressLocality: 'Atlanta', addressRegion: 'GA', addressCountry: 'US' },
};

describe("a page's head", () => {
  it('the home page: canonical at the root, a website, the page picture, the organization', () => {
    const { meta, link, graph } = head('/');
    expect(link('canonical')?.getAttribute('href')).toBe(`${SITE}/`);
    expect(meta('property', 'og:url')).toBe(`${SITE}/`);
    expect(meta('name', 'robots')).toBeNull();
    expect(meta('property', 'og:site_name')).toBe('Lumivox');
    expect(meta('property', 'og:locale')).toBe('en_US');
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:image')).toBe(`${SITE}/og/page.jpg`);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(`${SITE}/og/page.jpg`);
    expect(meta('name', 'theme-color')).toBe('#7c3aed');
    expect(link('manifest')?.getAttribute('href')).toBe('/site.webmanifest');
    expect(graph).toEqual({ '@context': 'https://schema.org', '@graph': [organization] });
  });

  it('waits to paint until the hero has been parsed whole (#hero-end), and carries the splash guard', () => {
    const { doc, link } = head('/about');
    const expectLink = link('expect');
    expect(expectLink?.getAttribute('href')).toBe('#hero-end');
    expect(expectLink?.getAttribute('blocking')).toBe('render');
    expect(doc.head.querySelector('noscript')?.textContent).toBe('#splash{display:none}');
  });

  it('a service page: its own address, the service picture, its title and description for Twitter, a Service', () => {
    const { meta, link, graph } = head('/services/seo');
    expect(link('canonical')?.getAttribute('href')).toBe(`${SITE}/services/seo`);
    expect(meta('property', 'og:url')).toBe(`${SITE}/services/seo`);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:image')).toBe(`${SITE}/og/service.jpg`);
    expect(meta('name', 'twitter:title')).toBe('Local SEO Services | Lumivox');
    expect(meta('name', 'twitter:description')).toBe(
      'Rank higher on Google and win more local customers. Lumivox handles keyword research, on-page SEO, link building and technical fixes for small businesses.',
    );
    expect(graph['@graph']).toEqual([
      organization,
      {
        '@type': 'Service',
        name: 'SEO',
        serviceType: 'SEO',
        description:
          'We help customers find you when they search for what you offer. Keyword research, on-page work, links and technical fixes combine into rankings that bring steady organic traffic.',
        url: `${SITE}/services/seo`,
        provider: { '@id': `${SITE}/#organization` },
        areaServed: 'US',
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
          { '@type': 'ListItem', position: 3, name: 'SEO', item: `${SITE}/services/seo` },
        ],
      },
    ]);
  });

  it('an article: an article for Open Graph, the article picture, an Article by its author', () => {
    const { meta, graph } = head('/resources/ai-reshaping-business');
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:image')).toBe(`${SITE}/og/article.jpg`);
    const article = graph['@graph'].find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'How AI Is Reshaping Small Business: A Practical Guide',
      description:
        'Where AI actually helps a small business today: support chat, scheduling, content and analytics, plus what to automate first and how to start safely.',
      datePublished: '2026-09-15',
      author: {
        '@type': 'Person',
        name: 'Andre Bell',
        jobTitle: 'Automation & AI Lead',
        url: `${SITE}/about`,
        worksFor: { '@id': `${SITE}/#organization` },
      },
      publisher: { '@id': `${SITE}/#organization` },
      mainEntityOfPage: `${SITE}/resources/ai-reshaping-business`,
      keywords: 'AI, Automation, Customer Service, Small Business',
    });
    expect((article?.author as { image: string }).image).toMatch(new RegExp(`^${SITE}/.+`));
    expect(graph['@graph'].map((item) => item['@type'])).toEqual(['ProfessionalService', 'Article', 'BreadcrumbList']);
  });

  it('each article its own: the second article is not the first', () => {
    const article = head('/resources/ads-troubleshooting-guide').graph['@graph'].find(
      (item) => item['@type'] === 'Article',
    );
    expect(article).toMatchObject({
      headline: "Why Your Ads Aren't Working: A Troubleshooting Guide",
      author: { name: 'Jordan Ellis' },
    });
  });

  it('a page without breadcrumbs or a service: the organization alone', () => {
    expect(head('/contact').graph['@graph']).toEqual([organization]);
  });

  it('the 404 page: noindex, no address of its own, the page picture, the site name for Twitter', () => {
    const { meta, link, graph } = head(undefined);
    expect(meta('name', 'robots')).toBe('noindex');
    expect(link('canonical')).toBeNull();
    expect(meta('property', 'og:url')).toBeNull();
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:image')).toBe(`${SITE}/og/page.jpg`);
    expect(meta('name', 'twitter:title')).toBe('Lumivox');
    expect(meta('name', 'twitter:description')).toBeNull();
    expect(graph['@graph']).toEqual([organization]);
  });

  it('structured data cannot close its script: a "<" is written \\u003c', async () => {
    const { serializeJsonLd } = await import('../../components/seo/jsonLd');
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});

describe('pageHead: the title and description each page gives Vike', () => {
  beforeEach(() => config.mockClear());
  const given = async (pageContext: object) => {
    const { pageHead } = await import('../../components/seo/pageHead');
    pageHead(pageContext as PageContextServer);
    return config.mock.calls[0]?.[0] as { title: string; description: string; Head: { props: { route?: unknown } } };
  };

  it("a page's route: its title and description, and its head", async () => {
    const set = await given({ urlPathname: '/services/seo/', is404: false });
    expect(set.title).toBe('Local SEO Services | Lumivox');
    expect(set.description).toMatch(/^Rank higher on Google/);
    expect(set.Head.props.route).toMatchObject({ path: '/services/seo' });
  });

  it("the 404 page, even at a page's address: 'Page Not Found', the not-found text, no route", async () => {
    const set = await given({ urlPathname: '/about', is404: true });
    expect(set.title).toBe('Page Not Found | Lumivox');
    expect(set.description).toBe(
      "The page you're looking for doesn't exist or may have moved. Head back to the Lumivox home page to keep exploring.",
    );
    expect(set.Head.props.route).toBeUndefined();
  });
});
