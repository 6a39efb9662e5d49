// Structured data (schema.org JSON-LD) per route kind: Organization everywhere, Service, Article, BreadcrumbList.
import { articles } from '../../content/articles';
import type { RouteEntry } from '../../content/routes';
import { services } from '../../content/services';
import { site } from '../../content/site';
import { absoluteUrl, siteUrl } from '../siteUrl';

type Json = Record<string, unknown>;

function organization(): Json {
  return {
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description: site.tagline,
    telephone: site.phone.href.replace('tel:', ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
  };
}

export function jsonLdFor(route: RouteEntry | undefined): Json {
  const graph: Json[] = [organization()];
  if (route?.kind === 'service') {
    const service = services.find((s) => `/services/${s.slug}` === route.path);
    if (service)
      graph.push({
        '@type': 'Service',
        name: service.title,
        serviceType: service.title,
        description: service.description,
        url: absoluteUrl(route.path),
        provider: { '@id': `${siteUrl}/#organization` },
        areaServed: 'US',
      });
  }
  if (route?.kind === 'article') {
    const article = articles.find((a) => `/resources/${a.slug}` === route.path);
    if (article)
      graph.push({
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        datePublished: article.published,
        author: {
          '@type': 'Person',
          name: article.author.name,
          jobTitle: article.author.role,
          image: absoluteUrl(article.author.portrait),
          url: absoluteUrl('/about'),
          worksFor: { '@id': `${siteUrl}/#organization` },
        },
        publisher: { '@id': `${siteUrl}/#organization` },
        mainEntityOfPage: absoluteUrl(route.path),
        keywords: article.topics.join(', '),
      });
  }
  if (route?.breadcrumbs)
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: route.breadcrumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: absoluteUrl(c.path),
      })),
    });
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON for a <script> element: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
