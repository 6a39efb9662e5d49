// The audit's network in production and locally: Deno's resolver and fetch. Loopback fixtures are allowed only with
// AUDIT_ALLOW_LOOPBACK=1 in local mode; set outside local mode it is refused (logged, and ignored). With it, local
// end-to-end tests may also set AUDIT_FIXTURE_ORIGIN (an http://127.0.0.1:<port> origin): names under `.audit.test`
// then resolve to 127.0.0.1 and their requests go to that origin, the site named in an `x-fixture-host` header.
import type { EnvGetter } from '../config.ts';
import { type AuditNet, denoResolve } from './fetcher.ts';

const FIXTURE_SUFFIX = '.audit.test';

export function auditNetFromEnv(env: EnvGetter, local: boolean, log: (m: string) => void): AuditNet {
  const wanted = env('AUDIT_ALLOW_LOOPBACK') === '1';
  if (wanted && !local) log('audit-website: AUDIT_ALLOW_LOOPBACK is ignored outside local mode.');
  const allowLoopback = wanted && local;
  const fixture = allowLoopback ? env('AUDIT_FIXTURE_ORIGIN') : undefined;
  const fixtureOrigin = fixture && /^http:\/\/127\.0\.0\.1:\d+$/.test(fixture) ? fixture : undefined;
  const isFixture = (host: string) => fixtureOrigin !== undefined && host.endsWith(FIXTURE_SUFFIX);
  return {
    resolve: (host) => (isFixture(host) ? Promise.resolve(['127.0.0.1']) : denoResolve(host)),
    fetch: (input, init) => {
      const url = new URL(String(input));
      if (!isFixture(url.hostname)) return fetch(input, init);
      const headers = new Headers(init?.headers);
      headers.set('x-fixture-host', url.host);
      return fetch(`${fixtureOrigin}${url.pathname}${url.search}`, { ...init, headers });
    },
    allowLoopback,
    now: () => performance.now(),
  };
}
