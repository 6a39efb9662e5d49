// Fixture websites for the audit tests, served on loopback by the tests themselves. The audit only fetches names
// on ports 80/443, so `fixtureNet` maps `<site>.audit.test` names to the loopback server (the fake resolver
// answers 127.0.0.1, allowed only because these tests set allowLoopback) and records every request that left.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { AuditNet } from '../../supabase/functions/_shared/audit/fetcher.ts';

const GOOD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbour Bakery – Fresh bread in Bristol</title>
<meta name="description" content="Sourdough, pastries and celebration cakes baked every morning in Bristol. Order online for pickup or delivery.">
<link rel="canonical" href="https://good.audit.test/">
<meta property="og:title" content="Harbour Bakery"><meta property="og:description" content="Fresh bread in Bristol">
<meta property="og:image" content="https://good.audit.test/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Harbour Bakery"}</script>
<link rel="stylesheet" href="/site.css"></head><body><h1>Harbour Bakery</h1>
<img src="/bread.jpg" alt="A loaf of sourdough"><img src="/logo.svg" alt=""></body></html>`;

const POOR_HTML = `<html><head><title>Home</title></head><body><h1>Welcome</h1><h1>Our shop</h1>
<img src="/a.jpg"><img src="/b.jpg"><img src="/c.jpg" alt="c"></body></html>`;

type Route = (req: IncomingMessage, res: ServerResponse) => void;

const GOOD_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'cache-control': 'public, max-age=600',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'self'",
};

/** Fixture sites by name: path → route. */
const SITES: Record<string, Record<string, Route>> = {
  good: {
    '/': (q, r) =>
      q.headers['x-fixture-proto'] === 'http:'
        ? r.writeHead(301, { location: 'https://good.audit.test/' }).end()
        : r.writeHead(200, GOOD_HEADERS).end(gzipSync(GOOD_HTML)),
    '/robots.txt': (_q, r) => r.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n'),
    '/sitemap.xml': (_q, r) =>
      r.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset><url><loc>/</loc></url></urlset>'),
  },
  poor: {
    '/': (_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end(POOR_HTML.padEnd(4000, ' ')),
  },
  loop: {
    '/': (_q, r) => r.writeHead(302, { location: '/again' }).end(),
    '/again': (_q, r) => r.writeHead(302, { location: '/' }).end(),
  },
  huge: {
    '/': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const more = () => {
        // 16 MB unless the client stops reading first.
        while (sent < 256) {
          sent++;
          if (!r.write(chunk)) return void r.once('drain', more);
        }
        r.end();
      };
      r.on('close', () => (sent = 1e9));
      more();
    },
  },
  slow: {
    '/': (_q, r) =>
      void setTimeout(() => r.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'), 5_000),
  },
  pivot: { '/': (_q, r) => r.writeHead(301, { location: 'http://metadata.audit.test/latest/meta-data/' }).end() },
  pivotip: { '/': (_q, r) => r.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end() },
  json: { '/': (_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}') },
};

/** Names the fake resolver knows that point into private networks. */
const PRIVATE_NAMES: Record<string, string[]> = {
  'metadata.audit.test': ['169.254.169.254'],
  'intranet.audit.test': ['10.0.0.7'],
  'mixed.audit.test': ['93.184.216.34', '192.168.0.10'],
};

export interface Fixtures {
  net: AuditNet;
  /** URLs that reached the network (fetch was called with them). */
  requested: string[];
  port: number;
  close(): Promise<void>;
}

export async function startFixtures(allowLoopback = true): Promise<Fixtures> {
  const server: Server = createServer((req, res) => {
    const site = String(req.headers['x-fixture-host'] ?? '').split('.')[0] ?? '';
    const route = SITES[site]?.[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const requested: string[] = [];
  const net: AuditNet = {
    allowLoopback,
    now: () => performance.now(),
    resolve: (host) => {
      if (PRIVATE_NAMES[host]) return Promise.resolve(PRIVATE_NAMES[host]);
      if (host.endsWith('.audit.test') && SITES[host.split('.')[0]!]) return Promise.resolve(['127.0.0.1']);
      return Promise.reject(new Error('NXDOMAIN'));
    },
    // Connects every request to the loopback server, the address the resolver gave and the fetcher checked (the
    // site travels in a header); any other address would be a request the check did not cover.
    fetch: (input, init, address) => {
      const url = new URL(input);
      if (address !== '127.0.0.1') throw new Error(`request to ${url.host} pinned to unchecked ${address}`);
      requested.push(url.href);
      const headers = new Headers(init.headers);
      headers.set('x-fixture-host', url.host);
      headers.set('x-fixture-proto', url.protocol);
      return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, { ...init, headers });
    },
  };
  return {
    net,
    requested,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
