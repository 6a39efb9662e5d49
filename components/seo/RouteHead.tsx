// Per-route head tags beyond title/description (which vike-react renders, with og:title/og:description); set by
// pages/+data.tsx for the route it looked up (undefined on the 404 page).
import { brand } from '../../content/brand';
import type { RouteEntry } from '../../content/routes';
import { site } from '../../content/site';
import { heroEndId } from '../layout/HeroEnd';
import { SplashGuard } from '../layout/SplashGuard';
import { absoluteUrl } from '../siteUrl';
import { jsonLdFor, serializeJsonLd } from './jsonLd';

export function RouteHead({ route }: { route: RouteEntry | undefined }) {
  const url = route ? absoluteUrl(route.path) : undefined;
  const ogImage = absoluteUrl(`/og/${route?.kind ?? 'page'}.jpg`);
  return (
    <>
      <SplashGuard />
      {/* No frame before the page's hero has been parsed whole (components/layout/HeroEnd.tsx). */}
      <link rel="expect" href={`#${heroEndId}`} blocking="render" />
      <meta name="theme-color" content={brand.from} />
      <link rel="manifest" href="/site.webmanifest" />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:type" content={route?.kind === 'article' ? 'article' : 'website'} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={route?.title ?? site.name} />
      {route && <meta name="twitter:description" content={route.description} />}
      <meta name="twitter:image" content={ogImage} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdFor(route)) }} />
    </>
  );
}
