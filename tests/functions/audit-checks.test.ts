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
