// The front half every function shares (`_shared/pipeline.ts`), as a caller sees it: the method, the origin, an
// unexpected failure, and which refusals are logged.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { jsonOf, KEY, post, testDeps, validContact, withTestDb } from './helpers.ts';

let db: Db;
withTestDb((opened) => ({ db } = opened));

describe('the shared front half of the functions', () => {
  it('answers another method than POST with 405 and an Allow header naming POST and OPTIONS (RFC 9110), logging nothing', async () => {
    const deps = testDeps(db);
    const res = await contactHandler(deps)(
      new Request('http://localhost/functions/v1/send-contact-form', {
        method: 'GET',
        headers: { authorization: `Bearer ${KEY}` },
      }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await jsonOf(res)).error?.code).toBe('method_not_allowed');
    expect(deps.logs).toEqual([]);
  });

  it('an unexpected failure is a 500 internal_error the page can still read (CORS headers kept), logged once', async () => {
    const down: Db = { query: () => Promise.reject(new Error('database down')) };
    const deps = testDeps(down);
    const res = await contactHandler(deps)(post({ ...validContact, elapsedMs: 5000 }));
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).error?.code).toBe('internal_error');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(deps.logs).toHaveLength(1);
    expect(deps.logs[0]).toContain('send-contact-form');
    expect(deps.logs[0]).toContain('database down');
  });

  /** A deploy outside local mode (docs/security.md: only the configured origins and keys). */
  const PRODUCTION = {
    LUMIVOX_LOCAL: '0',
    PUBLIC_API_KEYS: 'sb_publishable_prod',
    ALLOWED_ORIGINS: 'https://lumivox.agency',
    IP_HASH_SALT: 'a-long-random-production-salt',
  };

  it('a page on another origin is answered 403 origin_not_allowed, without CORS headers', async () => {
    const res = await contactHandler(testDeps(db, PRODUCTION))(
      new Request('http://localhost/functions/v1/send-contact-form', {
        method: 'POST',
        headers: { origin: 'https://evil.example', authorization: 'Bearer sb_publishable_prod' },
        body: JSON.stringify(validContact),
      }),
    );
    expect(res.status).toBe(403);
    expect((await jsonOf(res)).error?.code).toBe('origin_not_allowed');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without a public key configured every call is 500 not_configured, and the log names what is missing', async () => {
    const noKeys: Record<string, string> = { ...PRODUCTION };
    delete noKeys.PUBLIC_API_KEYS;
    const deps = testDeps(db, noKeys);
    const res = await contactHandler(deps)(post(validContact, { key: 'sb_publishable_prod' }));
    expect(res.status).toBe(500);
    expect((await jsonOf(res)).error?.code).toBe('not_configured');
    expect(deps.logs.join('\n')).toContain('PUBLIC_API_KEYS');
  });

  it('a refusal the visitor caused (an invalid form) is answered, not logged', async () => {
    const deps = testDeps(db);
    const res = await contactHandler(deps)(post({ ...validContact, email: 'not an e-mail', elapsedMs: 5000 }));
    expect(res.status).toBe(400);
    expect(deps.logs).toEqual([]);
  });
});
