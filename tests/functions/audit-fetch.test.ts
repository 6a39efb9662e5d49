// The audit end to end over fixture sites on loopback: reports for a good and a poor site, and a friendly
// 'unreachable' outcome (never an exception, never a request into a private network) for every hostile case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditNet,
  AuditRefusal,
  normaliseWebsite,
  safeFetch,
} from '../../supabase/functions/_shared/audit/fetcher.ts';
import { runAudit } from '../../supabase/functions/_shared/audit/run.ts';
import { type Fixtures, startFixtures } from './audit-fixtures.ts';

let fx: Fixtures;
beforeAll(async () => {
  fx = await startFixtures();
});
afterAll(() => fx.close());

const statusOf = (report: { findings: { id: string; status: string }[] }, id: string) =>
  report.findings.find((f) => f.id === id)?.status;

describe('runAudit on fixture sites', () => {
  it('scores a well-built site high, with every file check passing', async () => {
    const steps: string[] = [];
    const outcome = await runAudit('good.audit.test', fx.net, (s) => steps.push(s));
    expect(outcome.kind).toBe('report');
    if (outcome.kind !== 'report') return;
    expect(steps).toEqual(['connecting', 'analysing', 'checking_files', 'scoring']);
    for (const id of ['title', 'description', 'h1', 'viewport', 'lang', 'canonical', 'openGraph', 'altText']) {
      expect([id, statusOf(outcome.report, id)]).toEqual([id, 'pass']);
    }
    for (const id of [
      'compression',
      'caching',
      'robots',
      'sitemap',
      'structuredData',
      'hsts',
      'csp',
      'httpsRedirect',
    ]) {
      expect([id, statusOf(outcome.report, id)]).toEqual([id, 'pass']);
    }
    expect(outcome.report.score).toBeGreaterThanOrEqual(85);
  });

  it('scores a poor site low and lists its problems first, each with a business sentence', async () => {
    const outcome = await runAudit('http://poor.audit.test', fx.net);
    if (outcome.kind !== 'report') throw new Error(`expected a report, got ${outcome.kind}`);
    const { report } = outcome;
    expect(report.score).toBeLessThan(45);
    const firstPass = report.findings.findIndex((f) => f.status === 'pass');
    expect(report.findings.slice(firstPass).every((f) => f.status === 'pass')).toBe(true);
    expect(report.findings[0]).toMatchObject({ id: 'https', status: 'fail' });
    for (const id of ['viewport', 'description', 'lang', 'compression', 'sitemap', 'csp']) {
      expect([id, statusOf(report, id)]).toEqual([id, 'fail']);
    }
    expect(statusOf(report, 'h1')).toBe('warn');
    expect(report.findings.every((f) => f.business.length > 30 && f.business.endsWith('.'))).toBe(true);
  });

  it('stops a redirect loop after 5 redirects', async () => {
    fx.requested.length = 0;
    const outcome = await runAudit('https://loop.audit.test/', fx.net);
    expect(outcome).toMatchObject({ kind: 'unreachable', reason: 'too_many_redirects' });
    expect(fx.requested).toHaveLength(6);
  });

  it('stops reading an oversized page at 2 MB and reports its weight as a failure', async () => {
    const outcome = await runAudit('https://huge.audit.test/', fx.net);
    if (outcome.kind !== 'report') throw new Error(`expected a report, got ${outcome.kind}`);
    expect(outcome.report.findings.find((f) => f.id === 'weight')).toMatchObject({
      status: 'fail',
      detail: 'HTML larger than 2048 KB',
    });
  });

  it('gives up on a slow site at the deadline', async () => {
    const outcome = await runAudit('https://slow.audit.test/', fx.net, () => {}, 300);
    expect(outcome).toMatchObject({ kind: 'unreachable', reason: 'timeout' });
  });

  it('refuses a redirect to a name that resolves to the cloud metadata address, without requesting it', async () => {
    fx.requested.length = 0;
    const outcome = await runAudit('https://pivot.audit.test/', fx.net);
    expect(outcome).toMatchObject({ kind: 'unreachable', reason: 'private_address' });
    expect(fx.requested).toEqual(['https://pivot.audit.test/']);
  });

  it('refuses a redirect to a literal private IP', async () => {
    fx.requested.length = 0;
    const outcome = await runAudit('https://pivotip.audit.test/', fx.net);
    expect(outcome).toMatchObject({ kind: 'unreachable', reason: 'ip_literal' });
    expect(fx.requested).toEqual(['https://pivotip.audit.test/']);
  });

  it('answers a non-HTML response with a friendly result', async () => {
    expect(await runAudit('https://json.audit.test/', fx.net)).toMatchObject({
      kind: 'unreachable',
      reason: 'not_html',
    });
  });

  it('answers an unknown name with a friendly result', async () => {
    expect(await runAudit('https://nowhere.audit.test/', fx.net)).toMatchObject({ kind: 'unreachable', reason: 'dns' });
  });
});

describe('safeFetch refusals before any request', () => {
  const signal = new AbortController().signal;
  it.each([
    ['ftp://good.audit.test/', 'scheme'],
    ['https://good.audit.test:8443/', 'port'],
    ['http://good.audit.test:22/', 'port'],
    ['http://127.0.0.1/', 'ip_literal'],
    ['http://2130706433/', 'ip_literal'],
    ['http://0x7f.0.0.1/', 'ip_literal'],
    ['http://[::1]/', 'ip_literal'],
    ['http://localhost/', 'invalid_url'],
    ['https://intranet.audit.test/', 'private_address'],
    ['https://mixed.audit.test/', 'private_address'],
    ['https://metadata.audit.test/', 'private_address'],
  ])('%s → %s', async (url, reason) => {
    fx.requested.length = 0;
    const error = await safeFetch(new URL(url), fx.net, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuditRefusal);
    expect((error as AuditRefusal).reason).toBe(reason);
    expect(fx.requested).toEqual([]);
  });

  it('refuses loopback unless the explicit local setting allows it', async () => {
    const strict = await startFixtures(false);
    try {
      const error = await safeFetch(new URL('https://good.audit.test/'), strict.net, signal).catch((e: unknown) => e);
      expect((error as AuditRefusal).reason).toBe('private_address');
      expect(strict.requested).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('normalises what a visitor types', () => {
    expect(normaliseWebsite(' example.com ').href).toBe('https://example.com/');
    expect(normaliseWebsite('http://example.com/shop').href).toBe('http://example.com/shop');
    expect(() => normaliseWebsite('javascript:alert(1)')).toThrow(AuditRefusal);
    expect(() => normaliseWebsite('file:///etc/passwd')).toThrow(AuditRefusal);
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked: a name that answers public, then private, is fetched at the public one', async () => {
    const answers = [['93.184.216.34'], ['169.254.169.254']];
    const lookups: string[] = [];
    const connections: string[] = [];
    const net: AuditNet = {
      allowLoopback: false,
      now: () => performance.now(),
      resolve: (host) => {
        lookups.push(host);
        return Promise.resolve(answers[Math.min(lookups.length - 1, answers.length - 1)]!);
      },
      fetch: (url, _init, address) => {
        connections.push(`${new URL(url).host} → ${address}`);
        return Promise.resolve(new Response('<html lang="en"><title>Shop</title></html>', { status: 200 }));
      },
    };
    const page = await safeFetch(new URL('https://rebind.example/'), net, new AbortController().signal);

    expect(page.status).toBe(200);
    expect(lookups).toEqual(['rebind.example']);
    expect(connections).toEqual(['rebind.example → 93.184.216.34']);
  });

  it('checks every redirect hop again and connects each to its own checked address', async () => {
    const records: Record<string, string[]> = { 'a.example': ['93.184.216.34'], 'b.example': ['2606:4700::1111'] };
    const connections: string[] = [];
    const net: AuditNet = {
      allowLoopback: false,
      now: () => performance.now(),
      resolve: (host) => Promise.resolve(records[host] ?? []),
      fetch: (url, _init, address) => {
        const { host } = new URL(url);
        connections.push(`${host} → ${address}`);
        // The first answer redirects; by then a.example's record has turned private: it is not asked again.
        records['a.example'] = ['10.0.0.5'];
        return Promise.resolve(
          host === 'a.example'
            ? new Response(null, { status: 301, headers: { location: 'https://b.example/home' } })
            : new Response('<html></html>', { status: 200 }),
        );
      },
    };
    const page = await safeFetch(new URL('https://a.example/'), net, new AbortController().signal);

    expect(page.finalUrl.href).toBe('https://b.example/home');
    expect(connections).toEqual(['a.example → 93.184.216.34', 'b.example → 2606:4700::1111']);
  });
});
