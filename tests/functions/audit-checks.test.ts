// One unit test per audit check: the facts that make it pass, warn and fail, written from the thresholds.
import { describe, expect, it } from 'vitest';
import * as C from '../../supabase/functions/_shared/audit/checks.ts';
import { scanHtml } from '../../supabase/functions/_shared/audit/html.ts';

function facts(over: Partial<C.PageFacts> & { markup?: string; headerList?: Record<string, string> } = {}) {
  const { markup = '<html></html>', headerList = {}, ...rest } = over;
  return {
    finalUrl: new URL('https://shop.example/'),
    chain: ['https://shop.example/'],
    status: 200,
    headers: new Headers(headerList),
    bytes: markup.length,
    truncated: false,
    ttfbMs: 200,
    html: scanHtml(markup),
    httpUpgrades: true,
    robotsTxt: true,
    sitemapXml: true,
    ...rest,
  } satisfies C.PageFacts;
}
const head = (inner: string) => `<html><head>${inner}</head><body></body></html>`;

describe('audit checks', () => {
  it('https', () => {
    expect(C.checkHttps(facts()).status).toBe('pass');
    expect(C.checkHttps(facts({ finalUrl: new URL('http://shop.example/') })).status).toBe('fail');
  });
  it('http → https redirect', () => {
    expect(C.checkHttpsRedirect(facts()).status).toBe('pass');
    expect(C.checkHttpsRedirect(facts({ httpUpgrades: false })).status).toBe('fail');
    expect(C.checkHttpsRedirect(facts({ httpUpgrades: null })).status).toBe('warn');
  });
  it('time to first byte', () => {
    expect(C.checkTtfb(facts({ ttfbMs: 800 }))).toEqual({ status: 'pass', detail: 'First byte after 0.80 s' });
    expect(C.checkTtfb(facts({ ttfbMs: 1500 })).status).toBe('warn');
    expect(C.checkTtfb(facts({ ttfbMs: 2500 }))).toEqual({ status: 'fail', detail: 'First byte after 2.5 s' });
  });
  it('HTML weight', () => {
    expect(C.checkWeight(facts({ bytes: 50_000 })).status).toBe('pass');
    expect(C.checkWeight(facts({ bytes: 300_000 })).status).toBe('warn');
    expect(C.checkWeight(facts({ bytes: 600_000 })).status).toBe('fail');
    expect(C.checkWeight(facts({ bytes: 2_097_152, truncated: true })).detail).toBe('HTML larger than 2048 KB');
  });
  it('counted resources', () => {
    const many = (n: number) => '<script src="/a.js"></script><img src="/i.png" alt="">'.repeat(n / 2);
    expect(C.countResources(scanHtml(`${many(4)}<link rel="stylesheet" href="/s.css"><img alt="x">`).tags)).toBe(5);
    expect(C.checkResources(facts({ markup: many(40) })).status).toBe('pass');
    expect(C.checkResources(facts({ markup: many(60) })).status).toBe('warn');
    expect(C.checkResources(facts({ markup: many(100) })).status).toBe('fail');
  });
  it('compression', () => {
    expect(C.checkCompression(facts({ headerList: { 'content-encoding': 'br' }, bytes: 9000 })).status).toBe('pass');
    expect(C.checkCompression(facts({ bytes: 9000 })).status).toBe('fail');
    expect(C.checkCompression(facts({ bytes: 500 })).status).toBe('pass');
  });
  it('cache headers', () => {
    expect(C.checkCaching(facts({ headerList: { 'cache-control': 'max-age=60' } })).status).toBe('pass');
    expect(C.checkCaching(facts({ headerList: { etag: '"x"' } })).status).toBe('warn');
    expect(C.checkCaching(facts({ headerList: { 'cache-control': 'no-store' } })).status).toBe('fail');
    expect(C.checkCaching(facts()).status).toBe('fail');
  });
  it('title presence and length', () => {
    expect(C.checkTitle(facts({ markup: head('<title>Harbour Bakery Bristol</title>') })).status).toBe('pass');
    expect(C.checkTitle(facts({ markup: head('<title>Home</title>') })).status).toBe('warn');
    expect(C.checkTitle(facts({ markup: head(`<title>${'x'.repeat(61)}</title>`) })).status).toBe('warn');
    expect(C.checkTitle(facts({ markup: head('') })).status).toBe('fail');
    expect(C.checkTitle(facts({ markup: '<!-- <title>In a comment</title> -->' })).status).toBe('fail');
  });
  it('meta description presence and length', () => {
    const d = (n: number) => head(`<meta name="description" content="${'d'.repeat(n)}">`);
    expect(C.checkDescription(facts({ markup: d(120) })).status).toBe('pass');
    expect(C.checkDescription(facts({ markup: d(20) })).status).toBe('warn');
    expect(C.checkDescription(facts({ markup: d(200) })).status).toBe('warn');
    expect(C.checkDescription(facts({ markup: head('') })).status).toBe('fail');
  });
  it('exactly one H1', () => {
    expect(C.checkH1(facts({ markup: '<h1>A</h1>' })).status).toBe('pass');
    expect(C.checkH1(facts({ markup: '<h1>A</h1><H1 class="x">B</H1>' })).status).toBe('warn');
    expect(C.checkH1(facts({ markup: '<h2>A</h2><script>"<h1>"</script>' })).status).toBe('fail');
  });
  it('viewport meta', () => {
    const v = head('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(C.checkViewport(facts({ markup: v })).status).toBe('pass');
    expect(C.checkViewport(facts({ markup: head('<meta name="viewport" content="width=1024">') })).status).toBe('fail');
  });
  it('lang', () => {
    expect(C.checkLang(facts({ markup: '<html lang="en-GB"></html>' })).status).toBe('pass');
    expect(C.checkLang(facts({ markup: '<html></html>' })).status).toBe('fail');
  });
  it('canonical', () => {
    expect(C.checkCanonical(facts({ markup: head('<link rel="canonical" href="/">') })).status).toBe('pass');
    expect(C.checkCanonical(facts()).status).toBe('warn');
  });
  it('Open Graph', () => {
    const og = (p: string[]) => head(p.map((x) => `<meta property="og:${x}" content="v">`).join(''));
    expect(C.checkOpenGraph(facts({ markup: og(['title', 'description', 'image']) })).status).toBe('pass');
    expect(C.checkOpenGraph(facts({ markup: og(['title']) }))).toEqual({
      status: 'warn',
      detail: 'Missing og:description, og:image',
    });
    expect(C.checkOpenGraph(facts()).status).toBe('fail');
  });
  it('images without alt text', () => {
    expect(C.checkAltText(facts({ markup: '<img src=a alt="A"><img src=b alt>' })).status).toBe('pass');
    const some = '<img alt=a>'.repeat(9) + '<img src=x>';
    expect(C.checkAltText(facts({ markup: some }))).toEqual({ status: 'warn', detail: '1 of 10 images lack alt' });
    expect(C.checkAltText(facts({ markup: '<img src=a><img src=b>' })).status).toBe('fail');
  });
  it('robots.txt and sitemap.xml', () => {
    expect(C.checkRobots(facts()).status).toBe('pass');
    expect(C.checkRobots(facts({ robotsTxt: false })).status).toBe('warn');
    expect(C.checkSitemap(facts()).status).toBe('pass');
    expect(C.checkSitemap(facts({ sitemapXml: false })).status).toBe('fail');
  });
  it('structured data', () => {
    const ld = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(C.checkStructuredData(facts({ markup: ld })).status).toBe('pass');
    expect(C.checkStructuredData(facts({ markup: '<div itemscope itemtype="https://schema.org/Place">' })).status).toBe(
      'pass',
    );
    expect(C.checkStructuredData(facts({ markup: '<script>{"@type":"x"}</script>' })).status).toBe('warn');
  });
  it('HSTS', () => {
    const h = (v: string) => facts({ headerList: { 'strict-transport-security': v } });
    expect(C.checkHsts(h('max-age=31536000')).status).toBe('pass');
    expect(C.checkHsts(h('max-age=300')).status).toBe('warn');
    expect(C.checkHsts(facts()).status).toBe('fail');
    expect(C.checkHsts(facts({ finalUrl: new URL('http://shop.example/') })).status).toBe('fail');
  });
  it('CSP', () => {
    const c = (v: string) => facts({ headerList: { 'content-security-policy': v } });
    expect(C.checkCsp(c("default-src 'self'; img-src 'self' https://cdn.example")).status).toBe('pass');
    expect(C.checkCsp(c("script-src 'self' 'unsafe-inline'")).status).toBe('warn');
    expect(C.checkCsp(facts()).status).toBe('fail');
  });
});

describe('buildReport', () => {
  it('scores all-pass 100, orders failures first by weight and gives each finding its business sentence', () => {
    const perfect = facts({
      markup: `<html lang="en"><head><title>Harbour Bakery Bristol</title>
        <meta name="description" content="${'d'.repeat(80)}"><meta name="viewport" content="width=device-width">
        <link rel="canonical" href="/"><meta property="og:title" content="a"><meta property="og:description" content="b">
        <meta property="og:image" content="c"><script type="application/ld+json">{}</script></head><h1>x</h1></html>`,
      headerList: {
        'content-encoding': 'gzip',
        'cache-control': 'max-age=60',
        'strict-transport-security': 'max-age=31536000',
        'content-security-policy': "default-src 'self'",
      },
    });
    expect(C.buildReport(perfect).score).toBe(100);
    const bare = C.buildReport(facts({ finalUrl: new URL('http://shop.example/'), httpUpgrades: false }));
    expect(bare.findings[0]!.id).toBe('https');
    const rank = bare.findings.map((f) => ({ fail: 0, warn: 1, pass: 2 })[f.status]);
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(bare.findings).toHaveLength(20);
    expect(new Set(bare.findings.map((f) => f.business)).size).toBe(20);
    expect(bare.score).toBeLessThan(50);
  });
});

describe('the report a visitor is shown (the dialog and the agency’s e-mail print these words)', () => {
  /** Each check's title and what it means for the business, as the report shows them, typed out here. */
  const COPY: Record<string, [title: string, business: string]> = {
    https: [
      'Secure connection (HTTPS)',
      'Browsers mark sites without HTTPS as “Not secure”, which makes visitors leave before they read a word.',
    ],
    viewport: [
      'Mobile viewport',
      'Without a viewport tag phones show a shrunken desktop page, and Google ranks it lower on mobile.',
    ],
    title: [
      'Page title',
      'The title is the blue link in Google; a missing or cut-off one loses clicks to your competitors.',
    ],
    description: [
      'Meta description',
      'The description is your sales line under the link in search results; without it Google picks one for you.',
    ],
    httpsRedirect: [
      'Redirect from http:// to https://',
      'Visitors who type your address without https land on an insecure page, and search engines see two sites.',
    ],
    h1: [
      'One main heading (H1)',
      'A single clear main heading tells visitors and search engines what the page is about at a glance.',
    ],
    openGraph: [
      'Social sharing preview (Open Graph)',
      'When someone shares your site, Open Graph tags decide whether a rich card with your image appears or a bare link.',
    ],
    caching: [
      'Cache headers',
      'Without caching, returning visitors download everything again and your site feels slow every time.',
    ],
    hsts: [
      'HSTS header',
      'HSTS makes browsers always use the secure connection, closing a door attackers use to hijack visits.',
    ],
    lang: [
      'Page language',
      'Declaring the language helps search engines show your site to the right audience and screen readers speak it correctly.',
    ],
    csp: [
      'Content Security Policy',
      'A Content Security Policy limits the damage of injected scripts that could steal your customers’ data.',
    ],
    canonical: ['Canonical link', 'A canonical link stops duplicate addresses from splitting your search ranking.'],
    structuredData: [
      'Structured data',
      'Structured data earns rich results (ratings, hours, FAQs) that stand out in search and win more clicks.',
    ],
    ttfb: [
      'Server response time',
      'A slow first byte delays every page, and each extra second costs a share of your visitors and sales.',
    ],
    weight: ['Page weight', 'Heavy pages load slowly on phones and mobile data, where most of your visitors browse.'],
    compression: [
      'Compression',
      'Uncompressed pages take several times longer to download, so visitors wait for nothing.',
    ],
    altText: [
      'Image descriptions (alt text)',
      'Images without alt text are invisible to search engines and to visitors using screen readers.',
    ],
    sitemap: ['XML sitemap', 'A sitemap helps Google find and index every page you want customers to find.'],
    resources: [
      'Number of files the page loads',
      'Every extra script, stylesheet and image is another request that slows the first screen down.',
    ],
    robots: ['robots.txt', 'robots.txt guides search engines through your site and points them to your sitemap.'],
  };
  const shown = (rows: [id: string, weight: number, status: string, detail: string][]) =>
    rows.map(([id, weight, status, detail]) => ({
      id,
      weight,
      title: COPY[id]![0],
      business: COPY[id]![1],
      status,
      detail,
    }));

  it('a bare page over plain HTTP: every finding in order (failures first, heaviest first), scoring 35', () => {
    const report = C.buildReport(facts({ finalUrl: new URL('http://shop.example/'), httpUpgrades: false }));
    expect(report.url).toBe('http://shop.example/');
    // Earned: the passes' weights (8 + 5 + 5 + 4 + 4 + 4 + 2) and half of each warning's (3 + 3) of 100.
    expect(report.score).toBe(35);
    expect(report.findings).toEqual(
      shown([
        ['https', 12, 'fail', 'Served over plain HTTP'],
        ['viewport', 8, 'fail', 'No mobile viewport'],
        ['title', 8, 'fail', 'No title'],
        ['description', 6, 'fail', 'No meta description'],
        ['httpsRedirect', 6, 'fail', 'http:// does not redirect to https://'],
        ['h1', 5, 'fail', 'No H1'],
        ['openGraph', 4, 'fail', 'No Open Graph tags'],
        ['caching', 4, 'fail', 'No cache headers'],
        ['hsts', 4, 'fail', 'Not applicable without HTTPS'],
        ['lang', 3, 'fail', 'No lang attribute'],
        ['csp', 2, 'fail', 'No Content-Security-Policy header'],
        ['canonical', 3, 'warn', 'No canonical link'],
        ['structuredData', 3, 'warn', 'No structured data'],
        ['ttfb', 8, 'pass', 'First byte after 0.20 s'],
        ['weight', 5, 'pass', 'HTML is 0 KB'],
        ['compression', 5, 'pass', 'Page too small to need compression'],
        ['altText', 4, 'pass', 'No images'],
        ['sitemap', 4, 'pass', 'sitemap.xml found'],
        ['resources', 4, 'pass', '0 files referenced'],
        ['robots', 2, 'pass', 'robots.txt found'],
      ]),
    );
  });

  it('a page that passes everything: each pass’s detail, in the checks’ order of weight', () => {
    const report = C.buildReport(
      facts({
        markup: `<html lang="en"><head><title>Harbour Bakery Bristol</title>
        <meta name="description" content="${'d'.repeat(80)}"><meta name="viewport" content="width=device-width">
        <link rel="canonical" href="/"><meta property="og:title" content="a"><meta property="og:description" content="b">
        <meta property="og:image" content="c"><script type="application/ld+json">{}</script></head><h1>x</h1></html>`,
        headerList: {
          'content-encoding': 'gzip',
          'cache-control': 'max-age=60',
          'strict-transport-security': 'max-age=31536000',
          'content-security-policy': "default-src 'self'",
        },
      }),
    );
    expect(report.findings.map((f) => [f.id, f.weight, f.status, f.detail])).toEqual([
      ['https', 12, 'pass', 'Served over HTTPS'],
      ['viewport', 8, 'pass', 'Viewport set for phones'],
      ['title', 8, 'pass', '22 characters'],
      ['ttfb', 8, 'pass', 'First byte after 0.20 s'],
      ['description', 6, 'pass', '80 characters'],
      ['httpsRedirect', 6, 'pass', 'http:// redirects to https://'],
      ['h1', 5, 'pass', 'Exactly one H1'],
      ['weight', 5, 'pass', 'HTML is 0 KB'],
      ['compression', 5, 'pass', 'Compressed with gzip'],
      ['altText', 4, 'pass', 'No images'],
      ['sitemap', 4, 'pass', 'sitemap.xml found'],
      ['openGraph', 4, 'pass', 'Title, description and image set'],
      ['resources', 4, 'pass', '0 files referenced'],
      ['caching', 4, 'pass', 'cache-control: max-age=60'],
      ['hsts', 4, 'pass', 'max-age=31536000'],
      ['lang', 3, 'pass', 'lang="en"'],
      ['canonical', 3, 'pass', 'Canonical link present'],
      ['structuredData', 3, 'pass', '1 JSON-LD block(s)'],
      ['csp', 2, 'pass', 'Policy set'],
      ['robots', 2, 'pass', 'robots.txt found'],
    ]);
  });
});

describe('each check at its edges: the last value that passes, the first that warns, the first that fails', () => {
  const one = (status: string, detail: string) => ({ status, detail });
  const scripts = (n: number) => '<script src="/a.js"></script>'.repeat(n);
  const titled = (n: number) => facts({ markup: head(`<title>${'t'.repeat(n)}</title>`) });
  const described = (n: number) => facts({ markup: head(`<meta name="description" content="${'d'.repeat(n)}">`) });
  const hsts = (v: string) => facts({ headerList: { 'strict-transport-security': v } });
  const csp = (v: string) => facts({ headerList: { 'content-security-policy': v } });
  const cache = (headerList: Record<string, string>) => facts({ headerList });

  it('http → https: the words when it could not be checked', () => {
    expect(C.checkHttpsRedirect(facts({ httpUpgrades: null }))).toEqual(one('warn', 'http:// could not be checked'));
  });

  it('time to first byte: 0.8 s passes, 1.8 s warns, more fails; whole seconds with one decimal', () => {
    expect(C.checkTtfb(facts({ ttfbMs: 801 }))).toEqual(one('warn', 'First byte after 0.80 s'));
    expect(C.checkTtfb(facts({ ttfbMs: 1000 }))).toEqual(one('warn', 'First byte after 1.0 s'));
    expect(C.checkTtfb(facts({ ttfbMs: 1800 }))).toEqual(one('warn', 'First byte after 1.8 s'));
    expect(C.checkTtfb(facts({ ttfbMs: 1801 }))).toEqual(one('fail', 'First byte after 1.8 s'));
  });

  it('HTML weight: 100 KB passes, 500 KB warns, more fails', () => {
    expect(C.checkWeight(facts({ bytes: 100 * 1024 }))).toEqual(one('pass', 'HTML is 100 KB'));
    expect(C.checkWeight(facts({ bytes: 100 * 1024 + 1 }))).toEqual(one('warn', 'HTML is 100 KB'));
    expect(C.checkWeight(facts({ bytes: 500 * 1024 }))).toEqual(one('warn', 'HTML is 500 KB'));
    expect(C.checkWeight(facts({ bytes: 500 * 1024 + 1 }))).toEqual(one('fail', 'HTML is 500 KB'));
  });

  it('files referenced: 40 pass, 80 warn, more fail; scripts, styles, icons, preloads and media with a source', () => {
    expect(C.checkResources(facts({ markup: scripts(40) }))).toEqual(one('pass', '40 files referenced'));
    expect(C.checkResources(facts({ markup: scripts(41) }))).toEqual(one('warn', '41 files referenced'));
    expect(C.checkResources(facts({ markup: scripts(80) })).status).toBe('warn');
    expect(C.checkResources(facts({ markup: scripts(81) })).status).toBe('fail');
    const counted =
      '<link rel="preload" href="/f.woff2"><link rel="modulepreload" href="/m.js"><link rel="icon" href="/i.svg">' +
      '<iframe src="/v"></iframe><video src="/v.mp4"></video><audio src="/a.mp3"></audio>';
    expect(C.countResources(scanHtml(counted).tags)).toBe(6);
    const notCounted =
      '<script>inline()</script><link rel="stylesheet"><link rel="canonical" href="/"><link rel="iconic" href="/x">' +
      '<img alt="no source"><iframe></iframe><video></video><audio></audio><a href="/x.js">' +
      '<a rel="icon preload" href="/x"><source src="/v.webm"><track src="/t.vtt"><input type="image" src="/b.png">';
    expect(C.countResources(scanHtml(notCounted).tags)).toBe(0);
  });

  it('compression: any of br, gzip, zstd, deflate; an uncompressed page under 1 KB passes', () => {
    const sent = (coding: string) => facts({ headerList: { 'content-encoding': coding }, bytes: 9000 });
    expect(C.checkCompression(sent('GZIP'))).toEqual(one('pass', 'Compressed with gzip'));
    expect(C.checkCompression(sent('zstd'))).toEqual(one('pass', 'Compressed with zstd'));
    expect(C.checkCompression(sent('deflate'))).toEqual(one('pass', 'Compressed with deflate'));
    expect(C.checkCompression(sent('brotli'))).toEqual(one('fail', 'Sent uncompressed'));
    expect(C.checkCompression(facts({ bytes: 1023 }))).toEqual(one('pass', 'Page too small to need compression'));
    expect(C.checkCompression(facts({ bytes: 1024 }))).toEqual(one('fail', 'Sent uncompressed'));
  });

  it('cache headers: cache-control (cut at 60 characters) unless no-store, else a validator warns', () => {
    const long = `public, max-age=60, ${'x'.repeat(80)}`;
    expect(C.checkCaching(cache({ 'cache-control': long }))).toEqual(
      one('pass', `cache-control: ${long.slice(0, 60)}`),
    );
    const validatorOnly = one('warn', 'Only a validator (ETag / Last-Modified), no cache-control');
    expect(C.checkCaching(cache({ 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' }))).toEqual(validatorOnly);
    expect(C.checkCaching(cache({ 'cache-control': 'No-Store', etag: '"x"' }))).toEqual(validatorOnly);
    expect(C.checkCaching(cache({ 'cache-control': 'private, NO-STORE' }))).toEqual(
      one('fail', 'cache-control: no-store'),
    );
    expect(C.checkCaching(facts())).toEqual(one('fail', 'No cache headers'));
  });

  it('title: 10 to 60 characters pass, others warn with the aim', () => {
    expect(C.checkTitle(titled(10))).toEqual(one('pass', '10 characters'));
    expect(C.checkTitle(titled(9))).toEqual(one('warn', '9 characters (aim for 10–60)'));
    expect(C.checkTitle(titled(60))).toEqual(one('pass', '60 characters'));
    expect(C.checkTitle(titled(61))).toEqual(one('warn', '61 characters (aim for 10–60)'));
    expect(C.checkTitle(facts({ markup: head('') }))).toEqual(one('fail', 'No title'));
  });

  it('meta description: 50 to 160 characters pass, others warn with the aim; a blank one is none', () => {
    expect(C.checkDescription(described(50))).toEqual(one('pass', '50 characters'));
    expect(C.checkDescription(described(49))).toEqual(one('warn', '49 characters (aim for 50–160)'));
    expect(C.checkDescription(described(160))).toEqual(one('pass', '160 characters'));
    expect(C.checkDescription(described(161))).toEqual(one('warn', '161 characters (aim for 50–160)'));
    const blank = facts({ markup: head('<meta name="Description" content="   ">') });
    expect(C.checkDescription(blank)).toEqual(one('fail', 'No meta description'));
    expect(C.checkDescription(facts({ markup: head('<meta name="description">') }))).toEqual(
      one('fail', 'No meta description'),
    );
    const notMeta = facts({ markup: head(`<input name="description" content="${'d'.repeat(60)}">`) });
    expect(C.checkDescription(notMeta)).toEqual(one('fail', 'No meta description'));
    const named = facts({ markup: head(`<meta name="DESCRIPTION" content=" ${'d'.repeat(60)} ">`) });
    expect(C.checkDescription(named)).toEqual(one('pass', '60 characters'));
  });

  it('H1, viewport, lang, canonical: what each finding says', () => {
    expect(C.checkH1(facts({ markup: '<h1>A</h1><h1>B</h1>' }))).toEqual(one('warn', '2 H1 headings'));
    const viewport = head('<meta name="viewport" content="initial-scale=1, WIDTH = Device-Width">');
    expect(C.checkViewport(facts({ markup: viewport }))).toEqual(one('pass', 'Viewport set for phones'));
    expect(C.checkViewport(facts({ markup: head('<meta content="width=device-width">') }))).toEqual(
      one('fail', 'No mobile viewport'),
    );
    expect(C.checkLang(facts({ markup: `<html lang=" ${'x'.repeat(30)} ">` }))).toEqual(
      one('pass', `lang="${'x'.repeat(20)}"`),
    );
    expect(C.checkLang(facts({ markup: '<html lang="  ">' }))).toEqual(one('fail', 'No lang attribute'));
    expect(C.checkLang(facts({ markup: '<body lang="en">' }))).toEqual(one('fail', 'No lang attribute'));
    expect(C.checkCanonical(facts({ markup: head('<link rel="Canonical" href="/">') }))).toEqual(
      one('pass', 'Canonical link present'),
    );
    expect(C.checkCanonical(facts({ markup: head('<link rel="canonical">') }))).toEqual(
      one('warn', 'No canonical link'),
    );
    expect(C.checkCanonical(facts({ markup: head('<link rel="noncanonical" href="/">') })).status).toBe('warn');
    expect(C.checkCanonical(facts({ markup: '<a rel="canonical" href="/">' })).status).toBe('warn');
  });

  it('Open Graph: a blank content is missing; a name= in place of property= does not count', () => {
    const og = head(
      '<meta property="og:title" content=" "><meta name="og:description" content="d"><meta property="OG:IMAGE" content="i">',
    );
    expect(C.checkOpenGraph(facts({ markup: og }))).toEqual(one('warn', 'Missing og:title, og:description'));
  });

  it('alt text: more than a quarter of the images without it fails', () => {
    expect(C.checkAltText(facts({ markup: '<img alt=a>'.repeat(3) + '<img src=x>' }))).toEqual(
      one('warn', '1 of 4 images lack alt'),
    );
    expect(C.checkAltText(facts({ markup: '<img alt=a>'.repeat(2) + '<img src=x>' }))).toEqual(
      one('fail', '1 of 3 images lack alt'),
    );
    expect(C.checkAltText(facts({ markup: '<img alt=a><img alt="">' }))).toEqual(one('pass', 'All 2 images described'));
  });

  it('robots.txt, sitemap and structured data: what each finding says', () => {
    expect(C.checkRobots(facts({ robotsTxt: null }))).toEqual(one('warn', 'Could not be checked'));
    expect(C.checkRobots(facts({ robotsTxt: false }))).toEqual(one('warn', 'No robots.txt'));
    expect(C.checkSitemap(facts({ sitemapXml: null }))).toEqual(one('warn', 'Could not be checked'));
    expect(C.checkSitemap(facts({ sitemapXml: false }))).toEqual(one('fail', 'No sitemap.xml'));
    const ld = '<script type="application/ld+json">{}</script>';
    expect(C.checkStructuredData(facts({ markup: ld + ld }))).toEqual(one('pass', '2 JSON-LD block(s)'));
    expect(C.checkStructuredData(facts({ markup: '<body><div itemtype="https://schema.org/Place">' }))).toEqual(
      one('pass', 'Microdata present'),
    );
    expect(C.checkStructuredData(facts())).toEqual(one('warn', 'No structured data'));
  });

  it('HSTS: six months (15,552,000 s) passes; less, or no max-age, warns; none fails', () => {
    expect(C.checkHsts(hsts('MAX-AGE="15552000"; includeSubDomains'))).toEqual(one('pass', 'max-age=15552000'));
    expect(C.checkHsts(hsts('max-age = 31536000'))).toEqual(one('pass', 'max-age=31536000'));
    expect(C.checkHsts(hsts('max-age=15551999'))).toEqual(one('warn', 'max-age=15551999 (aim for 6 months+)'));
    expect(C.checkHsts(hsts('includeSubDomains'))).toEqual(one('warn', 'max-age=? (aim for 6 months+)'));
    expect(C.checkHsts(facts())).toEqual(one('fail', 'No Strict-Transport-Security header'));
    expect(C.checkHsts(facts({ finalUrl: new URL('http://shop.example/') }))).toEqual(
      one('fail', 'Not applicable without HTTPS'),
    );
  });

  it('CSP: unsafe-inline, unsafe-eval or a bare * warn; a wildcard subdomain does not', () => {
    expect(C.checkCsp(csp("script-src 'self' 'unsafe-eval'"))).toEqual(one('warn', 'Policy allows unsafe sources'));
    expect(C.checkCsp(csp('default-src *'))).toEqual(one('warn', 'Policy allows unsafe sources'));
    expect(C.checkCsp(csp("img-src * 'self'"))).toEqual(one('warn', 'Policy allows unsafe sources'));
    expect(C.checkCsp(csp("img-src *a.example 'self'"))).toEqual(one('pass', 'Policy set'));
    expect(C.checkCsp(csp("img-src 'self' *.cdn.example"))).toEqual(one('pass', 'Policy set'));
    expect(C.checkCsp(facts())).toEqual(one('fail', 'No Content-Security-Policy header'));
  });
});
