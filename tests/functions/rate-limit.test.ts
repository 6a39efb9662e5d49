// The per-client request limit (RATE_LIMIT_CHAT_PER_MINUTE's limiter, `_shared/ratelimit.ts`) as its callers and the
// database see it: the Retry-After of a refusal is the seconds left in the window, and a burst of checks from one
// function instance costs the database one statement, not one per request.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createRateLimiter } from '../../supabase/functions/_shared/ratelimit.ts';
import { withTestDb } from './helpers.ts';

let db: Db;
withTestDb((opened) => ({ db } = opened));

const HOUR_MS = 3_600_000;

describe('a fixed window per client and function', () => {
  it('refuses past the limit with a Retry-After of the seconds left in the window (here an hour)', async () => {
    const limiter = createRateLimiter(db, 'requests', { limit: 1, windowMs: HOUR_MS });
    // The window is the clock hour (Postgres's clock, the same host clock as Date.now here).
    let first, second, before, after;
    do {
      await db.query('truncate public.rate_limits');
      before = Date.now();
      first = await limiter.take('client-a', 'audit-website');
      second = await limiter.take('client-a', 'audit-website');
      after = Date.now();
    } while (Math.floor(before / HOUR_MS) !== Math.floor(after / HOUR_MS)); // the hour turned between the two

    const end = (Math.floor(before / HOUR_MS) + 1) * HOUR_MS;
    expect(first).toEqual({ ok: true, retryAfterSec: 0 });
    expect(second.ok).toBe(false);
    expect(second.retryAfterSec).toBeGreaterThanOrEqual(Math.floor((end - after) / 1000));
    expect(second.retryAfterSec).toBeLessThanOrEqual(Math.ceil((end - before) / 1000));
  });

  it('counts a burst of 10 checks from one instance in two statements (the first at once, the rest together)', async () => {
    let statements = 0;
    const counting: Db = { query: (text, params) => (statements++, db.query(text, params)) };
    const limiter = createRateLimiter(counting, 'requests', { limit: 5, windowMs: 60_000 });

    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.take('client-b', 'chat-support')));

    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    expect(statements).toBe(2);
  });
});
