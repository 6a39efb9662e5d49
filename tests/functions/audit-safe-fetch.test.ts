// The audit's fetcher over a scripted network (no sockets): what it refuses and with which words, what it sends,
// how it follows redirects and where it stops reading. The words are the ones the audit dialog shows a visitor
// (AuditRefusal's message) and are typed out here; the limits are the fetcher's documented ones (5 redirects, 2 MB,
// ports 80 and 443 only, names only).
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AuditNet,
  AuditRefusal,
  denoResolve,
  normaliseWebsite,
  safeFetch,
} from '../../supabase/functions/_shared/audit/fetcher.ts';

const MB2 = 2 * 1024 * 1024;
const PUBLIC = '93.184.216.34';

/** A refusal's reason and message, or the value when it is not a refusal. */
async function refusalOf(work: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    if (error instanceof AuditRefusal) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

interface Scripted {
  net: AuditNet;
  requests: { url: string; init: RequestInit; address: string }[];
  lookups: string[];
}

function scriptedNet(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  records: (host: string) => string[] | Promise<string[]> = () => [PUBLIC],
  clock: number[] = [],
): Scripted {
  const requests: Scripted['requests'] = [];
  const lookups: string[] = [];
  return {
    requests,
    lookups,
    net: {
      allowLoopback: false,
      now: () => clock.shift() ?? 0,
      resolve: async (host) => (lookups.push(host), records(host)),
      fetch: async (url, init, address) => (requests.push({ url, init, address }), answer(url, init)),
    },
  };
}

const open = () => new AbortController().signal;
const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html' }, ...init });

describe('normaliseWebsite: what a visitor may type', () => {
  it.each([
    ['Example.com', 'https://example.com/'],
    ['HTTPS://Example.com/shop?x=1', 'https://example.com/shop?x=1'],
    ['http://example.com:80/', 'http://example.com/'],
    ['https://example.com:443/', 'https://example.com/'],
    ['https://example.com:80/', 'https://example.com:80/'],
    ['http://example.com:443/', 'http://example.com:443/'],
    ['example.com.', 'https://example.com./'],
    ['example.com/?next=https://other.example/', 'https://example.com/?next=https://other.example/'],
  ])('%s → %s', (typed, href) => {
    expect(normaliseWebsite(typed).href).toBe(href);
  });

  it.each([
    ['https://', 'invalid_url', 'That does not look like a website address.'],
    ['ftp://example.com/', 'scheme', 'Only http and https websites can be audited.'],
    ['https://example.com:8080/', 'port', 'Only websites on the standard ports can be audited.'],
    ['https://user:secret@example.com/', 'invalid_url', 'Addresses with a password are refused.'],
    ['https://user@example.com/', 'invalid_url', 'Addresses with a password are refused.'],
    ['https://:secret@example.com/', 'invalid_url', 'Addresses with a password are refused.'],
    ['https://10.0.0.1/', 'ip_literal', 'Please give the website by its name.'],
    ['intranet', 'invalid_url', 'That does not look like a public website address.'],
    ['intranet.', 'invalid_url', 'That does not look like a public website address.'],
    ['localhost', 'invalid_url', 'That does not look like a public website address.'],
    ['shop.localhost', 'invalid_url', 'That does not look like a public website address.'],
    ['shop.localhost.', 'invalid_url', 'That does not look like a public website address.'],
    ['metadata.google.internal', 'invalid_url', 'That does not look like a public website address.'],
  ])('%s is refused: %s', async (typed, reason, message) => {
    expect(await refusalOf(() => normaliseWebsite(typed))).toEqual({ reason, message });
  });

  it('takes names that only end like the refused ones', () => {
    expect(normaliseWebsite('mylocalhost.example').hostname).toBe('mylocalhost.example');
    expect(normaliseWebsite('internal.example').hostname).toBe('internal.example');
  });
});

describe('the name check before each request', () => {
  it('resolves the name without its trailing dot and connects to the first checked address', async () => {
    const s = scriptedNet(
      () => html('<html></html>'),
      () => [PUBLIC, '2606:4700::1111'],
    );
    await safeFetch(new URL('https://shop.example./'), s.net, open());
    expect(s.lookups).toEqual(['shop.example']);
    expect(s.requests.map((r) => r.address)).toEqual([PUBLIC]);
  });

  it.each([
    ['a failed lookup', () => Promise.reject(new Error('NXDOMAIN'))],
    ['no address', () => []],
  ])('answers %s as a name that could not be found', async (_, records) => {
    const s = scriptedNet(() => html(''), records);
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), s.net, open()))).toEqual({
      reason: 'dns',
      message: 'The website’s name could not be found.',
    });
    expect(s.requests).toEqual([]);
  });

  it('refuses a name with one private address among public ones, and loopback unless allowed', async () => {
    const mixed = scriptedNet(
      () => html(''),
      () => [PUBLIC, '10.0.0.1'],
    );
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), mixed.net, open()))).toEqual({
      reason: 'private_address',
      message: 'That address points into a private network and is refused.',
    });
    const loopback = scriptedNet(
      () => html(''),
      () => ['127.0.0.1'],
    );
    expect((await refusalOf(safeFetch(new URL('https://shop.example/'), loopback.net, open()))).reason).toBe(
      'private_address',
    );
    const allowed = { ...loopback.net, allowLoopback: true };
    expect((await safeFetch(new URL('https://shop.example/'), allowed, open())).status).toBe(200);
    const blocked = {
      ...scriptedNet(
        () => html(''),
        () => ['169.254.169.254'],
      ).net,
      allowLoopback: true,
    };
    expect((await refusalOf(safeFetch(new URL('https://shop.example/'), blocked, open()))).reason).toBe(
      'private_address',
    );
  });
});

describe('the request', () => {
  it('is a GET without cookies or credentials, redirects by hand, with the agency’s user agent', async () => {
    const s = scriptedNet(() => html('<html></html>'));
    await safeFetch(new URL('https://shop.example/'), s.net, open());
    const { init, url } = s.requests[0]!;
    expect(url).toBe('https://shop.example/');
    expect(init).toMatchObject({ method: 'GET', redirect: 'manual', credentials: 'omit' });
    expect(init.headers).toEqual({
      'user-agent': 'LumivoxWebsiteAudit/1.0 (+https://lumivox.agency/services/website-design)',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.5',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('measures the first byte from just before the request to its answer', async () => {
    const s = scriptedNet(() => html('<html></html>'), undefined, [1000, 1450]);
    expect((await safeFetch(new URL('https://shop.example/'), s.net, open())).ttfbMs).toBe(450);
  });

  it('answers a network failure with the error’s name, or "network error" for anything else thrown', async () => {
    const failing = scriptedNet(() => Promise.reject(new TypeError('fetch failed')));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), failing.net, open()))).toEqual({
      reason: 'unreachable',
      message: 'The website could not be reached (TypeError).',
    });
    const odd = scriptedNet(() => Promise.reject('reset') as Promise<Response>);
    expect((await refusalOf(safeFetch(new URL('https://shop.example/'), odd.net, open()))).message).toBe(
      'The website could not be reached (network error).',
    );
  });

  it('answers a failure after the deadline as a timeout', async () => {
    const deadline = new AbortController();
    const s = scriptedNet(() => (deadline.abort(), Promise.reject(new Error('aborted'))));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), s.net, deadline.signal))).toEqual({
      reason: 'timeout',
      message: 'The website took too long to answer.',
    });
  });

  it('never looks the name up once the deadline has passed, and stops waiting for a lookup at the deadline', async () => {
    const passed = new AbortController();
    passed.abort();
    const s = scriptedNet(() => html(''));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), s.net, passed.signal))).toEqual({
      reason: 'timeout',
      message: 'The website took too long to answer.',
    });
    expect(s.requests).toEqual([]);

    const deadline = new AbortController();
    const hanging = scriptedNet(
      () => html(''),
      // The deadline passes while the lookup is under way.
      () => (queueMicrotask(() => deadline.abort()), new Promise<string[]>(() => {})),
    );
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), hanging.net, deadline.signal))).toEqual({
      reason: 'timeout',
      message: 'The website took too long to answer.',
    });
    expect(hanging.requests).toEqual([]);
  });
});

describe('redirects', () => {
  it('follows 5 redirects and refuses the 6th', async () => {
    const hops = (n: number) =>
      scriptedNet((url) => {
        const i = Number(new URL(url).pathname.slice(1) || 0);
        return i < n ? new Response(null, { status: 302, headers: { location: `/${i + 1}` } }) : html('<html></html>');
      });
    const five = hops(5);
    const page = await safeFetch(new URL('https://shop.example/'), five.net, open());
    expect(page.finalUrl.href).toBe('https://shop.example/5');
    expect(page.chain).toEqual([0, 1, 2, 3, 4, 5].map((i) => `https://shop.example/${i || ''}`));
    const six = hops(6);
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), six.net, open()))).toEqual({
      reason: 'too_many_redirects',
      message: 'The website redirects too many times.',
    });
    expect(six.requests).toHaveLength(6);
  });

  it('treats 300 to 399 with a Location as a redirect, and a 3xx without one or a 400 with one as the answer', async () => {
    const answer = (status: number, location?: string) =>
      scriptedNet((url) =>
        url.endsWith('/next')
          ? html('next')
          : new Response(status === 304 ? null : 'here', { status, headers: location ? { location } : {} }),
      );
    for (const status of [300, 399]) {
      const s = answer(status, '/next');
      expect((await safeFetch(new URL('https://shop.example/'), s.net, open())).body).toBe('next');
    }
    for (const [status, location] of [
      [304, undefined],
      [400, '/next'],
      [200, '/next'],
    ] as const) {
      const s = answer(status, location);
      const page = await safeFetch(new URL('https://shop.example/'), s.net, open());
      expect([page.status, page.body]).toEqual([status, status === 304 ? '' : 'here']);
    }
  });

  it('refuses a redirect to an address that does not parse', async () => {
    const s = scriptedNet(() => new Response(null, { status: 301, headers: { location: 'https://[bad/' } }));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), s.net, open()))).toEqual({
      reason: 'invalid_url',
      message: 'The website redirects to an invalid address.',
    });
  });
});

describe('the body', () => {
  const streamed = (chunks: Uint8Array[], fail?: Error) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(c);
          if (fail) controller.error(fail);
          else controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'text/html' } },
    );

  it('reads 2 MB in full and stops one byte past it, the page marked truncated', async () => {
    const full = scriptedNet(() => streamed([new Uint8Array(MB2 - 10).fill(97), new Uint8Array(10).fill(98)]));
    const page = await safeFetch(new URL('https://shop.example/'), full.net, open());
    expect([page.bytes, page.truncated, page.body.length, page.body.slice(-11)]).toEqual([
      MB2,
      false,
      MB2,
      `a${'b'.repeat(10)}`,
    ]);
    const over = scriptedNet(() => streamed([new Uint8Array(MB2 - 10).fill(97), new Uint8Array(11).fill(98)]));
    const cut = await safeFetch(new URL('https://shop.example/'), over.net, open());
    // The 11th byte of the last chunk is the one past the cap: the first 10 are kept.
    expect([cut.bytes, cut.truncated, cut.body.length, cut.body.slice(-11)]).toEqual([
      MB2,
      true,
      MB2,
      `a${'b'.repeat(10)}`,
    ]);
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('<title>Café – Bäckerei</title>');
    const s = scriptedNet(() => streamed([bytes.subarray(0, 11), bytes.subarray(11, 17), bytes.subarray(17)]));
    const page = await safeFetch(new URL('https://shop.example/'), s.net, open());
    expect([page.body, page.bytes]).toEqual(['<title>Café – Bäckerei</title>', bytes.byteLength]);
  });

  it('reads an answer without a body as empty, and bytes that are not UTF-8 as replacement characters', async () => {
    const empty = scriptedNet(() => new Response(null, { status: 200 }));
    const page = await safeFetch(new URL('https://shop.example/'), empty.net, open());
    expect([page.body, page.bytes, page.truncated]).toEqual(['', 0, false]);
    const latin1 = scriptedNet(() => streamed([new Uint8Array([0x43, 0x61, 0x66, 0xe9])]));
    expect((await safeFetch(new URL('https://shop.example/'), latin1.net, open())).body).toBe('Caf\ufffd');
  });

  it('reads no body for a HEAD', async () => {
    const s = scriptedNet(() => html('<html>unread</html>'));
    const page = await safeFetch(new URL('https://shop.example/'), s.net, open(), 'HEAD');
    expect(s.requests[0]!.init.method).toBe('HEAD');
    expect([page.body, page.bytes, page.truncated]).toEqual(['', 0, false]);
  });

  it('answers a body that breaks off as a site that stopped answering, or a timeout past the deadline', async () => {
    const broken = scriptedNet(() => streamed([new Uint8Array(10)], new RangeError('reset')));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), broken.net, open()))).toEqual({
      reason: 'unreachable',
      message: 'The website stopped answering (RangeError).',
    });
    const deadline = new AbortController();
    const late = scriptedNet(() => (deadline.abort(), streamed([new Uint8Array(10)], new Error('aborted'))));
    expect(await refusalOf(safeFetch(new URL('https://shop.example/'), late.net, deadline.signal))).toEqual({
      reason: 'timeout',
      message: 'The website took too long to answer.',
    });
  });
});

describe('denoResolve (the production resolver)', () => {
  const g = globalThis as { Deno?: unknown };
  afterEach(() => {
    delete g.Deno;
  });
  const asked: string[] = [];
  const deno = (a: () => Promise<string[]>, aaaa: () => Promise<string[]>) => {
    asked.length = 0;
    g.Deno = {
      resolveDns: (host: string, type: string) => (
        asked.push(`${host} ${type}`),
        type === 'A' ? a() : type === 'AAAA' ? aaaa() : Promise.reject(new Error(`no type ${type}`))
      ),
    };
  };

  it('asks for A and AAAA records and returns both, IPv4 first', async () => {
    deno(
      () => Promise.resolve(['93.184.216.34']),
      () => Promise.resolve(['2606:2800::1']),
    );
    expect(await denoResolve('shop.example')).toEqual(['93.184.216.34', '2606:2800::1']);
    expect(asked).toEqual(['shop.example A', 'shop.example AAAA']);
  });

  it('takes either kind alone when the other fails, and fails when neither answers', async () => {
    deno(
      () => Promise.reject(new Error('NXDOMAIN')),
      () => Promise.resolve(['2606:2800::1']),
    );
    expect(await denoResolve('shop.example')).toEqual(['2606:2800::1']);
    deno(
      () => Promise.resolve(['93.184.216.34']),
      () => Promise.reject(new Error('no AAAA')),
    );
    expect(await denoResolve('shop.example')).toEqual(['93.184.216.34']);
    deno(
      () => Promise.resolve([]),
      () => Promise.reject(new Error('no AAAA')),
    );
    await expect(denoResolve('shop.example')).rejects.toThrow('no address');
  });

  it('fails outside Deno', async () => {
    await expect(denoResolve('shop.example')).rejects.toThrow('Deno.resolveDns is unavailable');
  });
});
