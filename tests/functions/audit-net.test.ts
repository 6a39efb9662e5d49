// The audit's network (supabase/functions/_shared/audit/net.ts) in Node, in-process: pinnedFetch against a server on
// 127.0.0.1 (the socket goes to the checked address whatever the name; the body is decoded and its coding still
// reported), and what AUDIT_ALLOW_LOOPBACK and AUDIT_FIXTURE_ORIGIN turn on (docs/backend.md: loopback fixtures in
// local mode only). audit-pin.test.ts runs pinnedFetch under Deno as production does, with TLS and DNS rebinding.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditNetFromEnv, pinnedFetch } from '../../supabase/functions/_shared/audit/net.ts';

const PAGE = '<html lang="en"><title>Pinned</title></html>'.repeat(50);
const coded: Record<string, (b: Buffer) => Buffer> = {
  gzip: gzipSync,
  'x-gzip': gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
  identity: (b) => b,
};

let server: Server;
let port: number;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    const coding = url.searchParams.get('coding') ?? 'identity';
    res.statusMessage = 'Fine Here';
    res.setHeader('set-cookie', ['a=1', 'b=2']);
    res.setHeader('content-type', 'text/html');
    if (coding !== 'identity') res.setHeader('content-encoding', ` ${coding.toUpperCase()} `);
    res.writeHead(status);
    res.end(status === 204 || status === 304 ? undefined : coded[coding]!(Buffer.from(PAGE)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen.at(-1)!;

describe('pinnedFetch', () => {
  it('connects to the checked address for a name no resolver knows, with the name in Host', async () => {
    const res = await pinnedFetch(
      `http://rebinding.invalid:${port}/home?q=1`,
      { headers: { 'x-a': 'b' } },
      '127.0.0.1',
    );
    expect([res.status, res.statusText, await res.text()]).toEqual([200, 'Fine Here', PAGE]);
    expect(last().method).toBe('GET');
    expect(last().url).toBe('/home?q=1');
    expect(last().headers.host).toBe(`rebinding.invalid:${port}`);
    expect(last().headers['x-a']).toBe('b');
    // The codings it can undo, and only those (x-gzip is gzip's old name: decoded, never asked for).
    expect(last().headers['accept-encoding']).toBe('gzip, deflate, br');
    // Every value of a repeated header is kept.
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2');
  });

  it.each(['gzip', 'x-gzip', 'deflate', 'br'])('reads a %s body decoded and still reports the coding', async (c) => {
    const res = await pinnedFetch(`http://site.invalid:${port}/?coding=${c}`, {}, '127.0.0.1');
    expect(await res.text()).toBe(PAGE);
    expect(res.headers.get('content-encoding')).toBe(c.toUpperCase());
  });

  it('a HEAD, a 204 and a 304 have no body; another status keeps its body', async () => {
    const head = await pinnedFetch(`http://site.invalid:${port}/`, { method: 'HEAD' }, '127.0.0.1');
    expect(last().method).toBe('HEAD');
    expect([head.status, head.body]).toEqual([200, null]);
    for (const status of [204, 304]) {
      const res = await pinnedFetch(`http://site.invalid:${port}/?status=${status}`, {}, '127.0.0.1');
      expect([res.status, res.body]).toEqual([status, null]);
    }
    const gone = await pinnedFetch(`http://site.invalid:${port}/?status=410`, {}, '127.0.0.1');
    expect([gone.status, await gone.text()]).toEqual([410, PAGE]);
  });

  it('does not resolve the name: pinned to an address where nothing listens, it fails', async () => {
    await expect(pinnedFetch(`http://localhost:${port}/`, {}, '127.0.0.2')).rejects.toThrow();
  });

  /** A server that answers every connection with these raw bytes, then closes it (or, `cut`, breaks it). */
  async function rawServer(bytes: Buffer | string, cut = false): Promise<TcpServer> {
    const raw = createTcpServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', () => (cut ? socket.write(bytes, () => socket.destroy()) : socket.end(bytes)));
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    return raw;
  }
  const portOf = (s: TcpServer | Server) => (s.address() as AddressInfo).port;
  const closing = (s: TcpServer | Server) => new Promise((resolve) => s.close(resolve));

  it('a status the Fetch API cannot hold (600) is refused; 599 is a response', async () => {
    for (const [status, outcome] of [
      [600, 'unusable HTTP status 600'],
      [599, 599],
    ] as const) {
      const raw = await rawServer(`HTTP/1.1 ${status} Odd\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
      const answer = pinnedFetch(`http://site.invalid:${portOf(raw)}/`, {}, '127.0.0.1');
      if (typeof outcome === 'string') await expect(answer).rejects.toThrow(outcome);
      else expect((await answer).status).toBe(outcome);
      await closing(raw);
    }
  });

  it.each(['gzip', 'identity'])(
    'a %s body cut off midway fails the read instead of hanging the audit',
    async (coding) => {
      const body = coded[coding]!(Buffer.from(PAGE.repeat(20)));
      const head = `HTTP/1.1 200 OK\r\ncontent-encoding: ${coding}\r\ncontent-length: ${body.length}\r\n\r\n`;
      const raw = await rawServer(Buffer.concat([Buffer.from(head), body.subarray(0, 40)]), true);
      const res = await pinnedFetch(`http://site.invalid:${portOf(raw)}/`, {}, '127.0.0.1');
      await expect(res.text()).rejects.toThrow(/terminated|aborted|closed|premature|unexpected end/i);
      await closing(raw);
    },
    5_000,
  );

  it('https goes over TLS to the pinned address, checking the certificate for the name', async () => {
    // tests/functions/deno/pin-test.*: a certificate for pin.test that this process does not trust.
    const tls = createTlsServer(
      {
        cert: readFileSync('tests/functions/deno/pin-test.crt'),
        key: readFileSync('tests/functions/deno/pin-test.key'),
      },
      (_req, res) => res.end('secret'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    await expect(pinnedFetch(`https://pin.test:${portOf(tls)}/`, {}, '127.0.0.1')).rejects.toThrow(
      /self[- ]signed|certificate/i,
    );
    await closing(tls);
  });

  it('stops when the audit is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      pinnedFetch(`http://site.invalid:${port}/`, { signal: controller.signal }, '127.0.0.1'),
    ).rejects.toThrow();
  });
});

describe('auditNetFromEnv', () => {
  const envOf = (vars: Record<string, string>) => (name: string) => vars[name];
  const fixture = () => `http://127.0.0.1:${port}`;

  it('AUDIT_ALLOW_LOOPBACK=1 is taken in local mode only; outside it is logged and ignored', () => {
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    expect(auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: '1' }), true, log).allowLoopback).toBe(true);
    expect(logs).toEqual([]);
    expect(auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: '1' }), false, log).allowLoopback).toBe(false);
    expect(logs).toEqual(['audit-website: AUDIT_ALLOW_LOOPBACK is ignored outside local mode.']);
    expect(auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: 'true' }), true, log).allowLoopback).toBe(false);
    expect(auditNetFromEnv(envOf({}), true, log).allowLoopback).toBe(false);
    expect(logs).toHaveLength(1);
  });

  it('with a fixture origin, names under .audit.test resolve to 127.0.0.1 and go to it, the name in x-fixture-host', async () => {
    const net = auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: '1', AUDIT_FIXTURE_ORIGIN: fixture() }), true, () => {});
    expect(await net.resolve('shop.audit.test')).toEqual(['127.0.0.1']);
    const res = await net.fetch('http://shop.audit.test/page?x=1', { headers: { 'x-a': 'b' } }, '203.0.113.9');
    expect(await res.text()).toBe(PAGE);
    expect(last().url).toBe('/page?x=1');
    expect(last().headers['x-fixture-host']).toBe('shop.audit.test');
    expect(last().headers['x-a']).toBe('b');
    // Any other name is resolved for real (Deno's resolver: none in Node) and pinned to the checked address.
    await expect(net.resolve('example.com')).rejects.toThrow('Deno.resolveDns is unavailable');
    const pinned = await net.fetch(`http://elsewhere.invalid:${port}/p`, {}, '127.0.0.1');
    expect(pinned.status).toBe(200);
    expect(last().headers.host).toBe(`elsewhere.invalid:${port}`);
    expect(last().headers['x-fixture-host']).toBeUndefined();
  });

  it.each([
    ['outside local mode', { AUDIT_ALLOW_LOOPBACK: '1' }, false],
    ['without AUDIT_ALLOW_LOOPBACK', {}, true],
    ['when it is not http://127.0.0.1:<port>', { AUDIT_ALLOW_LOOPBACK: '1', bad: 'https' }, true],
  ] as const)('the fixture origin is ignored %s', async (_label, vars, local) => {
    const origin = 'bad' in vars ? `https://127.0.0.1:${port}` : fixture();
    const net = auditNetFromEnv(envOf({ ...vars, AUDIT_FIXTURE_ORIGIN: origin }), local, () => {});
    await expect(net.resolve('shop.audit.test')).rejects.toThrow('Deno.resolveDns is unavailable');
  });

  it.each(['http://127.0.0.1:80/', 'http://127.0.0.2:80', 'xhttp://127.0.0.1:80', 'http://127.0.0.1:'])(
    'a fixture origin %j is ignored',
    async (origin) => {
      const net = auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: '1', AUDIT_FIXTURE_ORIGIN: origin }), true, () => {});
      await expect(net.resolve('shop.audit.test')).rejects.toThrow('Deno.resolveDns is unavailable');
    },
  );

  it('only names ending in .audit.test are fixtures', async () => {
    const net = auditNetFromEnv(envOf({ AUDIT_ALLOW_LOOPBACK: '1', AUDIT_FIXTURE_ORIGIN: fixture() }), true, () => {});
    await expect(net.resolve('audit.test.example.com')).rejects.toThrow('Deno.resolveDns is unavailable');
  });

  it('the audit clock is the monotonic one', () => {
    const net = auditNetFromEnv(envOf({}), true, () => {});
    const before = performance.now();
    const now = net.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(performance.now());
  });
});
