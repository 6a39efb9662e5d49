// One lead budget per client across the three lead forms and the chat transcript, and the site-wide ceiling past
// which every new proof-of-work challenge costs more (docs/security.md).
//
// Per client: a sliding log in Postgres (public.lead_budget), so any `windowSec` holds at most `perClient` leads: a
// fixed window would let a client send its limit at the end of one window and again at the start of the next. The
// key is the salted hash of the client's address group (clientGroup: the IPv4 address, the IPv6 /64), the same for
// every lead function. Concurrent checks of one instance go into one statement (groupCommit); instances share rows.
//
// Site-wide: the statement that stores submissions (submission-insert-sql.ts) counts the leads it stored in a
// one-minute row of public.rate_limits (siteCountSql). Stored, not let through by the budget: a post without a valid
// proof costs its sender nothing, so counting those would let a bot rotating addresses raise everyone's cost for
// free. The challenge function reads the last minute's count (the current minute plus the part of the previous one
// still inside the last 60 s) and doubles the proof's cost for every full ceiling's worth of leads, up to
// maxCostFactor: a bot rotating addresses pays more the more it stores, and so does everyone while it does.
import type { LeadsConfig } from './config.ts';
import type { Db } from './db.ts';
import { groupCommit } from './group-commit.ts';
import type { RateLimiter, RateLimitResult } from './ratelimit.ts';

const SITE_BUCKET = 'leads';
const SITE_KEY = 'site';
const MINUTE_MS = 60_000;

// $1: [{key, n}], $2: now (ms since the epoch), $3: window (s), $4: leads per client in a window.
const SQL = `with input as (
    select key, sum(n)::int as n from jsonb_to_recordset($1::text::jsonb) as r(key text, n int) group by key
  ), expired as (
    delete from public.lead_budget where ctid in (
      select ctid from public.lead_budget where expires_at < to_timestamp($2::float8 / 1000)
      order by expires_at limit 50
    )
  ), counted as (
    insert into public.lead_budget as b (key, hits, admitted, expires_at)
    select key, array_fill(to_timestamp($2::float8 / 1000), array[least(n, $4::int)]), least(n, $4::int),
      to_timestamp($2::float8 / 1000 + $3::int)
    from input
    on conflict (key) do update set
      admitted = least(excluded.admitted,
        greatest(0, $4::int - cardinality(public.live_hits(b.hits, to_timestamp($2::float8 / 1000 - $3::int))))),
      hits = public.live_hits(b.hits, to_timestamp($2::float8 / 1000 - $3::int))
        || excluded.hits[1:least(excluded.admitted,
          greatest(0, $4::int - cardinality(public.live_hits(b.hits, to_timestamp($2::float8 / 1000 - $3::int)))))],
      expires_at = excluded.expires_at
    returning b.key, b.admitted,
      greatest(1, ceil(extract(epoch from b.hits[1]) + $3::int - $2::float8 / 1000))::int as retry_after
  )
  select key, admitted, retry_after from counted`;

/** A statement (for a `with` clause) that adds the rows of `stored` to this minute's site-wide count of leads. */
export const siteCountSql = (
  stored: string,
) => `insert into public.rate_limits as r (bucket, key, window_start, hits, expires_at)
    select '${SITE_BUCKET}', '${SITE_KEY}', w.start, s.n, w.start + interval '2 minutes'
    from (select count(*)::int as n from ${stored}) s,
      lateral (select to_timestamp(floor(extract(epoch from now()) / 60) * 60) as start) w
    where s.n > 0
    on conflict (bucket, key, window_start) do update set hits = r.hits + excluded.hits`;

/** The lead budget as the form functions' limiter; `perClient` 0 turns it off. */
export function createLeadBudget(db: Db, config: LeadsConfig, clock: () => number = Date.now): RateLimiter {
  const take = groupCommit(async (keys: readonly string[]): Promise<RateLimitResult[]> => {
    const tally = new Map<string, number>();
    const ordinal = keys.map((key) => {
      const seen = (tally.get(key) ?? 0) + 1;
      tally.set(key, seen);
      return seen;
    });
    const input = [...tally].map(([key, n]) => ({ key, n }));
    const rows = await db.query<{ key: string; admitted: number; retry_after: number }>(SQL, [
      JSON.stringify(input),
      clock(),
      config.windowSec,
      config.perClient,
    ]);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key, i): RateLimitResult => {
      const row = byKey.get(key);
      if (!row) throw new Error('lead budget row missing');
      return (ordinal[i] ?? 0) <= row.admitted
        ? { ok: true, retryAfterSec: 0 }
        : { ok: false, retryAfterSec: row.retry_after };
    });
  });
  return {
    take: (client) => (config.perClient <= 0 ? Promise.resolve({ ok: true, retryAfterSec: 0 }) : take(client)),
  };
}

/** Leads let through site-wide in the last minute: this minute's count and the share of the previous minute's
 * that still falls inside the last 60 s (counted as if spread evenly over it). */
export async function siteLeadsLastMinute(db: Db, now: number): Promise<number> {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const rows = await db.query<{ current: number; previous: number }>(
    `select coalesce(sum(hits) filter (where window_start = $1::timestamptz), 0)::int as current,
            coalesce(sum(hits) filter (where window_start = $2::timestamptz), 0)::int as previous
       from public.rate_limits
      where bucket = '${SITE_BUCKET}' and key = '${SITE_KEY}' and window_start in ($1::timestamptz, $2::timestamptz)`,
    [new Date(start).toISOString(), new Date(start - MINUTE_MS).toISOString()],
  );
  const { current = 0, previous = 0 } = rows[0] ?? {};
  return current + previous * (1 - (now - start) / MINUTE_MS);
}

/** The proof-of-work cost for a new challenge: `baseCost` up to `ceilingPerMinute` leads in the last minute, then
 * doubled for every further ceiling's worth begun (×2 past it, ×4 past twice it…), at most `maxCostFactor` times the
 * base. A ceiling of 0 keeps the base cost. */
export function risenCost(baseCost: number, config: LeadsConfig, leadsLastMinute: number): number {
  const { ceilingPerMinute, maxCostFactor } = config;
  if (ceilingPerMinute <= 0 || leadsLastMinute <= ceilingPerMinute) return baseCost;
  const doublings = Math.ceil(leadsLastMinute / ceilingPerMinute) - 1;
  return baseCost * Math.max(1, Math.min(maxCostFactor, 2 ** Math.min(doublings, 30)));
}
