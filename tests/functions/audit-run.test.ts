// One audit over a scripted network (no sockets): the steps the dialog shows, the ways it ends without a report and
// their words, and the three file checks (http→https, robots.txt, sitemap.xml) as the report gives them. Expected
// values typed out here; pure, no database.
import { describe, expect, it, vi } from 'vitest';
import type { AuditNet } from '../../supabase/functions/_shared/audit/fetcher.ts';
import { runAudit, STEP_LABELS } from '../../supabase/functions/_shared/audit/run.ts';

type Site = Record<string, () => Response>;
const PAGE = '<html lang="en"><title>Harbour Bakery Bristol</title></html>';
const html = (body = PAGE, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

/** A network where `site` answers by URL (href); anything else is a connection refused. */
function netOf(site: Site, requested: string[] = []): AuditNet {
  return {
    allowLoopback: false,
    now: () => 0,
    resolve: () => Promise.resolve(['93.184.216.34']),
    fetch: (url) => {
      requested.push(url);
      const answer = site[url];
      return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('connection refused'));
    },
  };
}

const statusOf = async (site: Site, id: string) => {
  const outcome = await runAudit('shop.example', netOf(site));
  if (outcome.kind !== 'report') throw new Error(`expected a report, got ${JSON.stringify(outcome)}`);
  return outcome.report.findings.find((f) => f.id === id)!.detail;
};

describe('runAudit', () => {
  it('reports its steps in order with the words the dialog shows', async () => {
    const steps: string[] = [];
    const outcome = await runAudit('shop.example', netOf({ 'https://shop.example/': () => html() }), (s) =>
      steps.push(s),
    );
    expect(outcome.kind).toBe('report');
    expect(steps).toEqual(['connecting', 'analysing', 'checking_files', 'scoring']);
    expect(STEP_LABELS).toEqual({
      connecting: 'Connecting to your website…',
      analysing: 'Reading your home page…',
      checking_files: 'Checking HTTPS, robots.txt and sitemap…',
      scoring: 'Scoring the findings…',
    });
  });

  it('ends on an error page (400 and up) with the status in its words; 399 is read', async () => {
    const at = (status: number) =>
      runAudit('shop.example', netOf({ 'https://shop.example/': () => new Response(PAGE, { status }) }));
    expect(await at(404)).toEqual({
      kind: 'unreachable',
      reason: 'http_error',
      message: 'The website answered with error 404.',
    });
    expect(await at(400)).toEqual({
      kind: 'unreachable',
      reason: 'http_error',
      message: 'The website answered with error 400.',
    });
    expect(await at(399)).toMatchObject({ reason: 'not_html' }); // read: a string body is text/plain
  });

  it('reads HTML and XHTML in any case, and ends on anything else with the words for it', async () => {
    const typed = (type: string | null) =>
      runAudit(
        'shop.example',
        netOf({ 'https://shop.example/': () => new Response(PAGE, { headers: type ? { 'content-type': type } : {} }) }),
      );
    expect((await typed('TEXT/HTML')).kind).toBe('report');
    expect((await typed('application/xhtml+xml; charset=utf-8')).kind).toBe('report');
    const notAPage = { kind: 'unreachable', reason: 'not_html', message: 'The address does not serve a web page.' };
    expect(await typed('application/json')).toEqual(notAPage);
    expect(await typed('text/plain')).toEqual(notAPage);
    expect(await typed('application/xhtml')).toEqual(notAPage);
  });

  it('answers a refusal of the fetcher with its reason and words', async () => {
    expect(await runAudit('localhost', netOf({}))).toEqual({
      kind: 'unreachable',
      reason: 'invalid_url',
      message: 'That does not look like a public website address.',
    });
    expect(await runAudit('shop.example', netOf({}))).toEqual({
      kind: 'unreachable',
      reason: 'unreachable',
      message: 'The website could not be reached (TypeError).',
    });
  });

  it('lets a failure that is not a refusal through to the caller', async () => {
    const broken: AuditNet = {
      ...netOf({ 'https://shop.example/': () => html() }),
      now: () => {
        throw new RangeError('clock broke');
      },
    };
    await expect(runAudit('shop.example', broken)).rejects.toThrow('clock broke');
  });

  it('asks http:// of the final host, then robots.txt and sitemap.xml of the final origin', async () => {
    const requested: string[] = [];
    await runAudit(
      'shop.example/welcome',
      netOf(
        {
          'https://shop.example/welcome': () =>
            new Response(null, { status: 301, headers: { location: 'https://www.shop.example/' } }),
          'https://www.shop.example/': () => html(),
        },
        requested,
      ),
    );
    expect(requested.slice(0, 2)).toEqual(['https://shop.example/welcome', 'https://www.shop.example/']);
    expect(requested.slice(2).sort()).toEqual([
      'http://www.shop.example/',
      'https://www.shop.example/robots.txt',
      'https://www.shop.example/sitemap.xml',
    ]);
  });

  it('passes the https redirect only when http:// ends on https://, and cannot check it when http:// fails', async () => {
    const home = { 'https://shop.example/': () => html() };
    const upgrade = () => new Response(null, { status: 301, headers: { location: 'https://shop.example/' } });
    expect(await statusOf({ ...home, 'http://shop.example/': upgrade }, 'httpsRedirect')).toBe(
      'http:// redirects to https://',
    );
    expect(await statusOf({ ...home, 'http://shop.example/': () => html() }, 'httpsRedirect')).toBe(
      'http:// does not redirect to https://',
    );
    expect(await statusOf(home, 'httpsRedirect')).toBe('http:// could not be checked');
  });

  it('finds robots.txt when it answers 200 with no HTML in its first 2,000 characters', async () => {
    const home = { 'https://shop.example/': () => html() };
    const robots = (body: string, status = 200) => ({
      ...home,
      'https://shop.example/robots.txt': () => new Response(body, { status }),
    });
    expect(await statusOf(robots('User-agent: *\nAllow: /'), 'robots')).toBe('robots.txt found');
    expect(await statusOf(robots(`${' '.repeat(2000)}<html>`), 'robots')).toBe('robots.txt found');
    expect(await statusOf(robots(`${' '.repeat(1994)}<HTML>`), 'robots')).toBe('No robots.txt');
    expect(await statusOf(robots('User-agent: *', 404), 'robots')).toBe('No robots.txt');
    expect(await statusOf(home, 'robots')).toBe('Could not be checked');
  });

  it('finds a sitemap when it answers 200 with a urlset or a sitemap index', async () => {
    const home = { 'https://shop.example/': () => html() };
    const sitemap = (body: string, status = 200) => ({
      ...home,
      'https://shop.example/sitemap.xml': () => new Response(body, { status }),
    });
    expect(await statusOf(sitemap('<?xml version="1.0"?>\n<urlset xmlns="x"></urlset>'), 'sitemap')).toBe(
      'sitemap.xml found',
    );
    expect(await statusOf(sitemap('<SITEMAPINDEX></SITEMAPINDEX>'), 'sitemap')).toBe('sitemap.xml found');
    expect(await statusOf(sitemap('<urlsets></urlsets>'), 'sitemap')).toBe('No sitemap.xml');
    expect(await statusOf(sitemap('<html>Not found</html>'), 'sitemap')).toBe('No sitemap.xml');
    expect(await statusOf(sitemap('<urlset></urlset>', 404), 'sitemap')).toBe('No sitemap.xml');
    expect(await statusOf(home, 'sitemap')).toBe('Could not be checked');
  });

  it('gives up 8 s after it began, with the words for it', async () => {
    vi.useFakeTimers();
    try {
      const hanging: AuditNet = {
        ...netOf({}),
        fetch: (_url, init) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      };
      let outcome: unknown;
      void runAudit('shop.example', hanging).then((o) => (outcome = o));
      await vi.advanceTimersByTimeAsync(7_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toEqual({
        kind: 'unreachable',
        reason: 'timeout',
        message: 'The website took too long to answer.',
      });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears its deadline when it ends early', async () => {
    vi.useFakeTimers();
    try {
      await runAudit('shop.example', netOf({ 'https://shop.example/': () => html() }));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
