// The audit's checks: small pure functions over what was fetched, each with its copy (title and what it means for
// the business) in CHECK_COPY below, the one place for the findings' words. score() weighs them into 0–100.
import type { AuditFinding, AuditReport } from '../contract/api.ts';
import type { ScannedHtml, Tag } from './html.ts';

type CheckStatus = AuditFinding['status'];

export interface PageFacts {
  finalUrl: URL;
  /** Every URL requested for the home page, first to last. */
  chain: string[];
  status: number;
  headers: Headers;
  bytes: number;
  truncated: boolean;
  ttfbMs: number;
  html: ScannedHtml;
  /** Whether http:// of the same host ends on https:// (null: could not be tried). */
  httpUpgrades: boolean | null;
  robotsTxt: boolean | null;
  sitemapXml: boolean | null;
}

export interface CheckOutcome {
  status: CheckStatus;
  /** What was measured, e.g. '1.4 s' or '3 images'. */
  detail: string;
}

const CHECK_COPY = {
  https: {
    title: 'Secure connection (HTTPS)',
    business: 'Browsers mark sites without HTTPS as “Not secure”, which makes visitors leave before they read a word.',
  },
  httpsRedirect: {
    title: 'Redirect from http:// to https://',
    business:
      'Visitors who type your address without https land on an insecure page, and search engines see two sites.',
  },
  ttfb: {
    title: 'Server response time',
    business: 'A slow first byte delays every page, and each extra second costs a share of your visitors and sales.',
  },
  weight: {
    title: 'Page weight',
    business: 'Heavy pages load slowly on phones and mobile data, where most of your visitors browse.',
  },
  resources: {
    title: 'Number of files the page loads',
    business: 'Every extra script, stylesheet and image is another request that slows the first screen down.',
  },
  compression: {
    title: 'Compression',
    business: 'Uncompressed pages take several times longer to download, so visitors wait for nothing.',
  },
  caching: {
    title: 'Cache headers',
    business: 'Without caching, returning visitors download everything again and your site feels slow every time.',
  },
  title: {
    title: 'Page title',
    business: 'The title is the blue link in Google; a missing or cut-off one loses clicks to your competitors.',
  },
  description: {
    title: 'Meta description',
    business:
      'The description is your sales line under the link in search results; without it Google picks one for you.',
  },
  h1: {
    title: 'One main heading (H1)',
    business: 'A single clear main heading tells visitors and search engines what the page is about at a glance.',
  },
  viewport: {
    title: 'Mobile viewport',
    business: 'Without a viewport tag phones show a shrunken desktop page, and Google ranks it lower on mobile.',
  },
  lang: {
    title: 'Page language',
    business:
      'Declaring the language helps search engines show your site to the right audience and screen readers speak it correctly.',
  },
  canonical: {
    title: 'Canonical link',
    business: 'A canonical link stops duplicate addresses from splitting your search ranking.',
  },
  openGraph: {
    title: 'Social sharing preview (Open Graph)',
    business:
      'When someone shares your site, Open Graph tags decide whether a rich card with your image appears or a bare link.',
  },
  altText: {
    title: 'Image descriptions (alt text)',
    business: 'Images without alt text are invisible to search engines and to visitors using screen readers.',
  },
  robots: {
    title: 'robots.txt',
    business: 'robots.txt guides search engines through your site and points them to your sitemap.',
  },
  sitemap: {
    title: 'XML sitemap',
    business: 'A sitemap helps Google find and index every page you want customers to find.',
  },
  structuredData: {
    title: 'Structured data',
    business: 'Structured data earns rich results (ratings, hours, FAQs) that stand out in search and win more clicks.',
  },
  hsts: {
    title: 'HSTS header',
    business: 'HSTS makes browsers always use the secure connection, closing a door attackers use to hijack visits.',
  },
  csp: {
    title: 'Content Security Policy',
    business: 'A Content Security Policy limits the damage of injected scripts that could steal your customers’ data.',
  },
} as const satisfies Record<string, { title: string; business: string }>;

type CheckId = keyof typeof CHECK_COPY;

const pass = (detail: string): CheckOutcome => ({ status: 'pass', detail });
const warn = (detail: string): CheckOutcome => ({ status: 'warn', detail });
const fail = (detail: string): CheckOutcome => ({ status: 'fail', detail });

const meta = (tags: Tag[], key: 'name' | 'property', value: string) =>
  tags.find((t) => t.name === 'meta' && (t.attrs[key] ?? '').toLowerCase() === value)?.attrs.content?.trim();

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 1000 ? 2 : 1)} s`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function checkHttps(f: PageFacts): CheckOutcome {
  return f.finalUrl.protocol === 'https:' ? pass('Served over HTTPS') : fail('Served over plain HTTP');
}

export function checkHttpsRedirect(f: PageFacts): CheckOutcome {
  if (f.httpUpgrades === null) return warn('http:// could not be checked');
  return f.httpUpgrades ? pass('http:// redirects to https://') : fail('http:// does not redirect to https://');
}

export function checkTtfb(f: PageFacts): CheckOutcome {
  const d = `First byte after ${seconds(f.ttfbMs)}`;
  return f.ttfbMs <= 800 ? pass(d) : f.ttfbMs <= 1800 ? warn(d) : fail(d);
}

export function checkWeight(f: PageFacts): CheckOutcome {
  if (f.truncated) return fail(`HTML larger than ${kb(f.bytes)}`);
  const d = `HTML is ${kb(f.bytes)}`;
  return f.bytes <= 100 * 1024 ? pass(d) : f.bytes <= 500 * 1024 ? warn(d) : fail(d);
}

export function countResources(tags: Tag[]): number {
  return tags.filter(
    (t) =>
      (t.name === 'script' && t.attrs.src) ||
      (t.name === 'link' && /\b(stylesheet|preload|modulepreload|icon)\b/i.test(t.attrs.rel ?? '') && t.attrs.href) ||
      ((t.name === 'img' || t.name === 'iframe' || t.name === 'video' || t.name === 'audio') && t.attrs.src),
  ).length;
}

export function checkResources(f: PageFacts): CheckOutcome {
  const n = countResources(f.html.tags);
  const d = `${n} files referenced`;
  return n <= 40 ? pass(d) : n <= 80 ? warn(d) : fail(d);
}

export function checkCompression(f: PageFacts): CheckOutcome {
  const enc = (f.headers.get('content-encoding') ?? '').toLowerCase();
  if (/\b(br|gzip|zstd|deflate)\b/.test(enc)) return pass(`Compressed with ${enc}`);
  return f.bytes < 1024 ? pass('Page too small to need compression') : fail('Sent uncompressed');
}

export function checkCaching(f: PageFacts): CheckOutcome {
  const cc = f.headers.get('cache-control');
  const validator = f.headers.get('etag') ?? f.headers.get('last-modified');
  if (cc && !/no-store/i.test(cc)) return pass(`cache-control: ${cc.slice(0, 60)}`);
  if (validator) return warn('Only a validator (ETag / Last-Modified), no cache-control');
  return fail(cc ? 'cache-control: no-store' : 'No cache headers');
}

export function checkTitle(f: PageFacts): CheckOutcome {
  const t = f.html.title;
  if (!t) return fail('No title');
  const d = `${t.length} characters`;
  return t.length >= 10 && t.length <= 60 ? pass(d) : warn(`${d} (aim for 10–60)`);
}

export function checkDescription(f: PageFacts): CheckOutcome {
  const d = meta(f.html.tags, 'name', 'description');
  if (!d) return fail('No meta description');
  const detail = `${d.length} characters`;
  return d.length >= 50 && d.length <= 160 ? pass(detail) : warn(`${detail} (aim for 50–160)`);
}

export function checkH1(f: PageFacts): CheckOutcome {
  const n = f.html.h1Count;
  return n === 1 ? pass('Exactly one H1') : n === 0 ? fail('No H1') : warn(`${n} H1 headings`);
}

export function checkViewport(f: PageFacts): CheckOutcome {
  const v = meta(f.html.tags, 'name', 'viewport');
  return v && /width\s*=\s*device-width/i.test(v) ? pass('Viewport set for phones') : fail('No mobile viewport');
}

export function checkLang(f: PageFacts): CheckOutcome {
  const lang = f.html.tags.find((t) => t.name === 'html')?.attrs.lang?.trim();
  return lang ? pass(`lang="${lang.slice(0, 20)}"`) : fail('No lang attribute');
}

export function checkCanonical(f: PageFacts): CheckOutcome {
  const link = f.html.tags.find((t) => t.name === 'link' && /\bcanonical\b/i.test(t.attrs.rel ?? ''));
  return link?.attrs.href ? pass('Canonical link present') : warn('No canonical link');
}

export function checkOpenGraph(f: PageFacts): CheckOutcome {
  const wanted = ['og:title', 'og:description', 'og:image'];
  const missing = wanted.filter((p) => !meta(f.html.tags, 'property', p));
  if (missing.length === 0) return pass('Title, description and image set');
  return missing.length === wanted.length ? fail('No Open Graph tags') : warn(`Missing ${missing.join(', ')}`);
}

export function checkAltText(f: PageFacts): CheckOutcome {
  const images = f.html.tags.filter((t) => t.name === 'img');
  const missing = images.filter((t) => !('alt' in t.attrs)).length;
  if (missing === 0) return pass(images.length ? `All ${images.length} images described` : 'No images');
  return missing * 4 > images.length
    ? fail(`${missing} of ${images.length} images lack alt`)
    : warn(`${missing} of ${images.length} images lack alt`);
}

export function checkRobots(f: PageFacts): CheckOutcome {
  if (f.robotsTxt === null) return warn('Could not be checked');
  return f.robotsTxt ? pass('robots.txt found') : warn('No robots.txt');
}

export function checkSitemap(f: PageFacts): CheckOutcome {
  if (f.sitemapXml === null) return warn('Could not be checked');
  return f.sitemapXml ? pass('sitemap.xml found') : fail('No sitemap.xml');
}

export function checkStructuredData(f: PageFacts): CheckOutcome {
  const microdata = f.html.tags.some((t) => 'itemtype' in t.attrs);
  if (f.html.jsonLdBlocks > 0) return pass(`${f.html.jsonLdBlocks} JSON-LD block(s)`);
  return microdata ? pass('Microdata present') : warn('No structured data');
}

export function checkHsts(f: PageFacts): CheckOutcome {
  if (f.finalUrl.protocol !== 'https:') return fail('Not applicable without HTTPS');
  const h = f.headers.get('strict-transport-security');
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(h ?? '')?.[1] ?? NaN);
  if (!h) return fail('No Strict-Transport-Security header');
  return maxAge >= 15_552_000
    ? pass(`max-age=${maxAge}`)
    : warn(`max-age=${Number.isNaN(maxAge) ? '?' : maxAge} (aim for 6 months+)`);
}

export function checkCsp(f: PageFacts): CheckOutcome {
  const csp = f.headers.get('content-security-policy');
  if (!csp) return fail('No Content-Security-Policy header');
  return /unsafe-inline|unsafe-eval|\*(?![.\w])/.test(csp) ? warn('Policy allows unsafe sources') : pass('Policy set');
}

/** Every check with its weight (points of the 100) and priority group: business impact first. */
const CHECKS: readonly { id: CheckId; weight: number; run: (f: PageFacts) => CheckOutcome }[] = [
  { id: 'https', weight: 12, run: checkHttps },
  { id: 'viewport', weight: 8, run: checkViewport },
  { id: 'title', weight: 8, run: checkTitle },
  { id: 'ttfb', weight: 8, run: checkTtfb },
  { id: 'description', weight: 6, run: checkDescription },
  { id: 'httpsRedirect', weight: 6, run: checkHttpsRedirect },
  { id: 'h1', weight: 5, run: checkH1 },
  { id: 'weight', weight: 5, run: checkWeight },
  { id: 'compression', weight: 5, run: checkCompression },
  { id: 'altText', weight: 4, run: checkAltText },
  { id: 'sitemap', weight: 4, run: checkSitemap },
  { id: 'openGraph', weight: 4, run: checkOpenGraph },
  { id: 'resources', weight: 4, run: checkResources },
  { id: 'caching', weight: 4, run: checkCaching },
  { id: 'hsts', weight: 4, run: checkHsts },
  { id: 'lang', weight: 3, run: checkLang },
  { id: 'canonical', weight: 3, run: checkCanonical },
  { id: 'structuredData', weight: 3, run: checkStructuredData },
  { id: 'csp', weight: 2, run: checkCsp },
  { id: 'robots', weight: 2, run: checkRobots },
];

const RANK: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2 };

/** Runs every check; a pass earns its weight, a warning half of it. */
export function buildReport(f: PageFacts): AuditReport {
  const findings = CHECKS.map(({ id, weight, run }) => ({ id, weight, ...CHECK_COPY[id], ...run(f) }));
  const total = CHECKS.reduce((s, c) => s + c.weight, 0);
  const earned = findings.reduce(
    (s, x) => s + (x.status === 'pass' ? x.weight : x.status === 'warn' ? x.weight / 2 : 0),
    0,
  );
  findings.sort((a, b) => RANK[a.status] - RANK[b.status] || b.weight - a.weight);
  return { url: f.finalUrl.href, score: Math.round((100 * earned) / total), findings };
}
