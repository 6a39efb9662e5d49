// Rate limits in Postgres, shared by every function instance: a fixed window per (bucket, client key), counted by
// one upsert. Concurrent checks of one process are grouped into one statement (see groupCommit), so a burst costs
// one round trip, not one per request; the same statement deletes a few expired windows through their index.
import { groupCommit } from './group-commit.ts';
import type { RateLimitConfig } from './config.ts';
import type { Db } from './db.ts';

export interface RateLimitResult {
  ok: boolean;
  /** Whole seconds until the window ends (the Retry-After value). */
  retryAfterSec: number;
}

export interface RateLimiter {
  /** Counts one request of `client` (a salted address-group hash) to the function `fn`. */
  take(client: string, fn: string): Promise<RateLimitResult>;
}

interface Check {
  bucket: string;
  key: string;
  limit: number;
  windowSec: number;
}

const SQL = `with input as (
    select bucket, key, window_sec, sum(n)::int as n
    from jsonb_to_recordset($1::text::jsonb) as r(bucket text, key text, window_sec int, n int)
    group by bucket, key, window_sec
  ), expired as (
    delete from public.rate_limits where ctid in (
      select ctid from public.rate_limits where expires_at < now() order by expires_at limit 50
    )
  ), counted as (
    insert into public.rate_limits as r (bucket, key, window_start, hits, expires_at)
    select bucket, key, w.start, n, w.start + make_interval(secs => window_sec)
    from input,
      lateral (select to_timestamp(floor(extract(epoch from now()) / window_sec) * window_sec) as start) w
    on conflict (bucket, key, window_start) do update set hits = r.hits + excluded.hits
    returning r.bucket, r.key, r.hits, ceil(extract(epoch from r.expires_at - now()))::int as retry_after
  )
  select bucket, key, hits, retry_after from counted`;

/** Counts every check of a batch; the i-th request of a key in the batch sees the count as it was after it. */
function counter(db: Db) {
  return groupCommit(async (checks: readonly Check[]) => {
    const tally = new Map<string, number>();
    const ordinal = checks.map((c) => {
      const id = `${c.bucket}\n${c.key}\n${c.windowSec}`;
      const seen = (tally.get(id) ?? 0) + 1;
      tally.set(id, seen);
      return seen;
    });
    const input = [...tally].map(([id, n]) => {
      const [bucket, key, windowSec] = id.split('\n');
      return { bucket, key, window_sec: Number(windowSec), n };
    });
    const rows = await db.query<{ bucket: string; key: string; hits: number; retry_after: number }>(SQL, [
      JSON.stringify(input),
    ]);
    const after = new Map(rows.map((r) => [`${r.bucket}\n${r.key}`, r]));
    return checks.map((c, i): RateLimitResult => {
      const row = after.get(`${c.bucket}\n${c.key}`);
      if (!row) throw new Error('rate limit row missing');
      const hitsThen = row.hits - (tally.get(`${c.bucket}\n${c.key}\n${c.windowSec}`) ?? 0) + (ordinal[i] ?? 0);
      return hitsThen <= c.limit
        ? { ok: true, retryAfterSec: 0 }
        : { ok: false, retryAfterSec: Math.max(1, row.retry_after) };
    });
  });
}

// Keyed by the database so `rateLimit(db, …)` needs no setup; the entry goes with the Db object.
const counters = new WeakMap<Db, ReturnType<typeof counter>>();

/**
 * Counts one request of `key` in `bucket` and says whether it is within `limit` per `windowSec`. The interface any
 * function uses (forms, transcripts, chat, audit): `rateLimit(db, 'audit-website', ip, 3, 3600)`.
 */
function rateLimit(db: Db, bucket: string, key: string, limit: number, windowSec: number) {
  let count = counters.get(db);
  if (!count) counters.set(db, (count = counter(db)));
  return count({ bucket, key: key.slice(0, 200), limit, windowSec: Math.max(1, Math.round(windowSec)) });
}

/** A limiter bound to one bucket and its configured limit, counted per client and function; 0 turns it off. */
export function createRateLimiter(db: Db, bucket: string, { limit, windowMs }: RateLimitConfig): RateLimiter {
  return {
    take: (client, fn) =>
      limit <= 0
        ? Promise.resolve({ ok: true, retryAfterSec: 0 })
        : rateLimit(db, bucket, `${fn}:${client}`, limit, windowMs / 1000),
  };
}
