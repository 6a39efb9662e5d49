// The audit's network in production and locally: Deno's resolver, and requests pinned to the checked address
// (pinnedFetch). Loopback fixtures are allowed only with AUDIT_ALLOW_LOOPBACK=1 in local mode; set outside local mode
// it is refused (logged, and ignored). With it, local end-to-end tests may also set AUDIT_FIXTURE_ORIGIN (an
// http://127.0.0.1:<port> origin): names under `.audit.test` then resolve to 127.0.0.1 and their requests go to that
// origin, the site named in an `x-fixture-host` header.
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { EnvGetter } from '../config.ts';
import { type AuditNet, denoResolve } from './fetcher.ts';

const FIXTURE_SUFFIX = '.audit.test';

/** Content codings the audit accepts, and how each is undone (the page's HTML is read, its coding reported). */
const DECODERS: Partial<Record<string, () => NodeJS.ReadWriteStream>> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * A GET/HEAD over a connection to `address`, with node:http(s) (the runtime's Node compatibility) and a `lookup`
 * that answers only that address: the URL keeps the name, so the Host header, TLS SNI and the certificate check
 * are the name's, while the socket goes where the check said. Nothing resolves the name again. Redirects are not
 * followed (the caller checks each hop); the body is decoded (gzip, deflate, br) and its headers kept as sent.
 */
export function pinnedFetch(url: string, init: RequestInit, address: string): Promise<Response> {
  const target = new URL(url);
  const family = address.includes(':') ? 6 : 4;
  const headers = new Headers(init.headers);
  headers.set(
    'accept-encoding',
    Object.keys(DECODERS)
      .filter((c) => c !== 'x-gzip')
      .join(', '),
  );
  const lookup = (_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) =>
    options?.all ? done(null, [{ address, family }]) : done(null, address, family);
  return new Promise<Response>((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: init.method ?? 'GET',
        headers: Object.fromEntries(headers),
        lookup,
        signal: init.signal ?? undefined,
      } as https.RequestOptions,
      (incoming) => {
        const out = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const v of Array.isArray(value) ? value : [value ?? '']) out.append(name, v);
        }
        const coding = String(incoming.headers['content-encoding'] ?? '')
          .trim()
          .toLowerCase();
        const decode = DECODERS[coding];
        const source = decode ? incoming.pipe(decode()) : incoming;
        if (decode) incoming.on('error', (error) => source.emit('error', error));
        const status = incoming.statusCode ?? 0;
        if (status < 200 || status > 599) {
          incoming.destroy();
          return reject(new Error(`unusable HTTP status ${status}`));
        }
        const noBody = init.method === 'HEAD' || status === 204 || status === 304;
        resolve(
          new Response(noBody ? null : (Readable.toWeb(source as Readable) as ReadableStream<Uint8Array>), {
            status,
            statusText: incoming.statusMessage ?? '',
            headers: out,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export function auditNetFromEnv(env: EnvGetter, local: boolean, log: (m: string) => void): AuditNet {
  const wanted = env('AUDIT_ALLOW_LOOPBACK') === '1';
  if (wanted && !local) log('audit-website: AUDIT_ALLOW_LOOPBACK is ignored outside local mode.');
  const allowLoopback = wanted && local;
  const fixture = allowLoopback ? env('AUDIT_FIXTURE_ORIGIN') : undefined;
  const fixtureOrigin = fixture && /^http:\/\/127\.0\.0\.1:\d+$/.test(fixture) ? fixture : undefined;
  const isFixture = (host: string) => fixtureOrigin !== undefined && host.endsWith(FIXTURE_SUFFIX);
  return {
    resolve: (host) => (isFixture(host) ? Promise.resolve(['127.0.0.1']) : denoResolve(host)),
    fetch: (input, init, address) => {
      const url = new URL(input);
      if (!isFixture(url.hostname)) return pinnedFetch(input, init, address);
      const headers = new Headers(init.headers);
      headers.set('x-fixture-host', url.host);
      return fetch(`${fixtureOrigin}${url.pathname}${url.search}`, { ...init, headers });
    },
    allowLoopback,
    now: () => performance.now(),
  };
}
