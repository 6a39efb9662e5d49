// Who a caller is, as the rate limit and the stored hash see it: only a trusted source counts, and production
// refuses to run without its own salt for the address hashes.
import type { PGlite } from '@electric-sql/pglite';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import {
  count,
  withTestDb,
  jsonOf,
  post,
  type ProofPayload,
  rowsOf,
  solvedProof,
  testDeps,
  validContact,
} from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const PRODUCTION = {
  LUMIVOX_LOCAL: '0',
  PUBLIC_API_KEYS: 'sb_publishable_prod',
  ALLOWED_ORIGINS: 'https://lumivox.agency',
  IP_HASH_SALT: 'a-long-random-production-salt',
  ALTCHA_HMAC_SECRET: 'a-long-random-production-proof-secret',
};
/** Solved proofs signed with the production secret (post() adds local-mode ones). */
const prodProofs: ProofPayload[] = [];
beforeEach(async () => {
  while (prodProofs.length < 40) prodProofs.push(await solvedProof({ env: PRODUCTION }));
});
const prodPost = (body: unknown, headers: Record<string, string>) =>
  post(body, { key: 'sb_publishable_prod', headers, proof: prodProofs.pop()! });

let n = 0;
const randomAddress = () => `${(++n % 250) + 1}.${(n * 7) % 250}.${(n * 13) % 250}.${(n * 31) % 250}`;

describe('client address and rate limit', () => {
  it('local mode: rotating X-Forwarded-For and X-Real-IP from one socket gets 5 of 30 through a 5/min limit', async () => {
    const handle = createHandler(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '5' }));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const headers = {
        'x-forwarded-for': randomAddress(),
        'x-real-ip': randomAddress(),
        'idempotency-key': `rotating-${i}`,
      };
      statuses.push((await handle(post(validContact, { headers }), { remoteAddr: '198.51.100.44' })).status);
    }

    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await count(pg, 'leads')).toBe(5);
  });

  it('behind the platform proxy: a forged left-most X-Forwarded-For is ignored, the entry the proxy appended counts', async () => {
    const handle = createHandler(testDeps(db, { ...PRODUCTION, RATE_LIMIT_FORMS_PER_MINUTE: '5' }));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // The attacker writes the first entries; the platform's edge appends the address it saw.
      const headers = {
        'x-forwarded-for': `${randomAddress()}, ${randomAddress()}, 203.0.113.9`,
        'x-real-ip': randomAddress(),
        'idempotency-key': `forwarded-${i}`,
      };
      statuses.push((await handle(prodPost(validContact, headers), { remoteAddr: '10.0.0.1' })).status);
    }
    const other = await handle(prodPost(validContact, { 'x-forwarded-for': '203.0.113.10' }), {
      remoteAddr: '10.0.0.1',
    });

    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(other.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(6);
  });

  it('honours a configured header and hop count (two proxies in front)', async () => {
    const env = {
      ...PRODUCTION,
      RATE_LIMIT_FORMS_PER_MINUTE: '1',
      TRUSTED_PROXY_HEADER: 'X-Client-Chain',
      TRUSTED_PROXY_HOPS: '2',
    };
    const handle = createHandler(testDeps(db, env));
    const send = (chain: string, key: string) =>
      handle(prodPost(validContact, { 'x-client-chain': chain, 'idempotency-key': key }), { remoteAddr: '10.0.0.1' });

    expect((await send('1.1.1.1, 203.0.113.5, 10.0.0.2', 'hops-aaaa-1')).status).toBe(200);
    expect((await send('9.9.9.9, 203.0.113.5, 10.0.0.3', 'hops-aaaa-2')).status).toBe(429);
    expect((await send('1.1.1.1, 203.0.113.6, 10.0.0.2', 'hops-aaaa-3')).status).toBe(200);
  });

  it.each([
    ['unset', {}],
    ['blank', { IP_HASH_SALT: '   ' }],
  ])('outside local mode refuses every call while IP_HASH_SALT is %s, and stores nothing', async (_label, salt) => {
    const env: Record<string, string> = { ...PRODUCTION, ...salt };
    if (!('IP_HASH_SALT' in salt)) delete env.IP_HASH_SALT;
    const deps = testDeps(db, env);
    const res = await createHandler(deps)(prodPost(validContact, { 'x-forwarded-for': '203.0.113.1' }));

    expect(res.status).toBe(500);
    expect((await jsonOf(res)).error?.code).toBe('not_configured');
    expect(deps.logs.join('\n')).toContain('IP_HASH_SALT');
    expect(await count(pg, 'leads')).toBe(0);
  });

  it('is shared by every instance: 30 concurrent requests spread over 3 instances get 5 through a 5/min limit', async () => {
    const instances = [1, 2, 3].map(() => createHandler(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '5' })));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % 3]!(post(validContact, { headers: { 'idempotency-key': `shared-${i}` } }), {
          remoteAddr: '198.51.100.77',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);

    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await count(pg, 'leads')).toBe(5);
    const stored = await rowsOf<{ key: string }>(pg, 'select key from lead_budget');
    expect(stored.map((r) => r.key).join()).not.toContain('198.51.100.77');
  });
});
