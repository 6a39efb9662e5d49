// The audit's network in production and locally: Deno's resolver and fetch. Loopback fixtures are allowed only with
// AUDIT_ALLOW_LOOPBACK=1 in local mode; set outside local mode it is refused (logged, and ignored).
import type { EnvGetter } from '../config.ts';
import { type AuditNet, denoResolve } from './fetcher.ts';

export function auditNetFromEnv(env: EnvGetter, local: boolean, log: (m: string) => void): AuditNet {
  const wanted = env('AUDIT_ALLOW_LOOPBACK') === '1';
  if (wanted && !local) log('audit-website: AUDIT_ALLOW_LOOPBACK is ignored outside local mode.');
  return {
    fetch: (input, init) => fetch(input, init),
    resolve: denoResolve,
    allowLoopback: wanted && local,
    now: () => performance.now(),
  };
}
