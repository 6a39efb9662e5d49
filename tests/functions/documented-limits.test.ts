// The numbers of docs/security.md, each at its boundary (the last allowed, the first refused) and in combination (one
// budget turned off, the other not; a flood across a minute boundary). Every expected value is written here from the
// document, never read from the module under test. The index of every documented number and the test that pins it:
// tests/README.md, "Every documented number".
import type { PGlite } from '@electric-sql/pglite';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createHandler as auditHandler } from '../../supabase/functions/audit-website/handler.ts';
import { createHandler as challengeHandler } from '../../supabase/functions/altcha-challenge/handler.ts';
import { createHandler as chatHandler } from '../../supabase/functions/chat-support/handler.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { createChatBudget } from '../../supabase/functions/_shared/chat-budget.ts';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import type { AuditNet } from '../../supabase/functions/_shared/audit/fetcher.ts';
import { checkProof } from '../../supabase/functions/_shared/proof.ts';
import { post, type ProofPayload, rowsOf, testDeps, validContact, withTestDb } from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

/** docs/security.md, typed out from the document. */
const DOC = {
  chatPerMinute: 20, // RATE_LIMIT_CHAT_PER_MINUTE: per client, per function, per minute
  ceilingPerMinute: 30, // LEADS_CEILING_PER_MINUTE
  maxCostFactor: 16, // ALTCHA_MAX_COST_FACTOR
  clientCharsPerDay: 200_000, // CHAT_BUDGET_CLIENT_CHARS_PER_DAY
  siteCharsPerDay: 5_000_000, // CHAT_BUDGET_SITE_CHARS_PER_DAY
  clockDriftMs: 2_000, // "2 s allowed for clock drift between instances"
  bodyTimeoutMs: 10_000, // BODY_TIMEOUT_MS
};
const MINUTE_MS = 60_000;
/** A minute's start, on the clock the challenge function is given. */
const M = Date.UTC(2026, 10, 25, 12, 0);

describe('the site-wide ceiling (defaults: 30 leads a minute, at most 16 times the cost)', () => {
  /** The leads the statement that stores them has counted for the minute starting at `start`. */
  const stored = (start: number, n: number) =>
    pg.query(
      `insert into public.rate_limits (bucket, key, window_start, hits, expires_at)
       values ('leads', 'site', $1, $2, $3)`,
      [new Date(start).toISOString(), n, new Date(start + 2 * MINUTE_MS).toISOString()],
    );
  /** The cost of a new challenge at `now`, as a multiple of ALTCHA_COST. */
  const factorAt = async (now: number) => {
    const deps = testDeps(db, { RATE_LIMIT_CHAT_PER_MINUTE: '0' }, { clock: () => now });
    const res = await challengeHandler(deps)(post({}, { proof: false }), { remoteAddr: '192.0.2.1' });
    expect(res.status).toBe(200);
    const cost = ((await res.json()) as ProofPayload['challenge']).parameters.cost;
    return cost / deps.config.proof.cost;
  };

  it.each([
    [0, 1],
    [30, 1], // the last count at the base cost
    [31, 2], // past the ceiling: twice
    [60, 2],
    [61, 4], // past twice it: four times
    [90, 4],
    [91, 8],
    [120, 8],
    [121, 16],
    [150, 16],
    [151, 16], // the cap: never more than 16 times
    [10_000, 16],
  ])('%i leads stored this minute: new challenges cost %i× ALTCHA_COST', async (leads, factor) => {
    await stored(M, leads);
    expect(await factorAt(M + 30_000)).toBe(factor);
  });

  it('a bot bursting just after each minute turns pays the risen cost: the previous minute still counts', async () => {
    // 30 leads in the last seconds of one minute, 30 more right after it turns: 60 within a few seconds.
    await stored(M - MINUTE_MS, 30);
    await stored(M, 30);
    expect(await factorAt(M + 1_000)).toBe(2);
  });

  it('counts the previous minute as spread evenly over it: its share falls as the new minute goes on', async () => {
    await stored(M - MINUTE_MS, 62);
    // 1 s in: 62 × 59/60 ≈ 61 leads in the last 60 s (past twice the ceiling); 30 s in: 31 (past it); 31 s in: 30.
    expect([await factorAt(M + 1_000), await factorAt(M + 30_000), await factorAt(M + 31_000)]).toEqual([4, 2, 1]);
  });

  it('falls back to the base cost once the flood’s minute has left the last 60 s', async () => {
    await stored(M, 120);
    expect([await factorAt(M + 59_999), await factorAt(M + MINUTE_MS + 1), await factorAt(M + 2 * MINUTE_MS)]).toEqual([
      8, 8, 1,
    ]);
  });
});

describe('the chat, the challenge and the audit: 20 requests per client, per function, per minute', () => {
  /** The audit's network: never reached, every request here is refused before an audit starts. */
  const noNet: AuditNet = {
    fetch: () => Promise.reject(new Error('no network')),
    resolve: () => Promise.reject(new Error('no network')),
    allowLoopback: false,
    now: Date.now,
  };
  const functions = {
    'chat-support': {
      handle: (deps: ReturnType<typeof testDeps>) => chatHandler(deps),
      body: { messages: [{ role: 'user', content: 'hi' }] },
    },
    'altcha-challenge': { handle: (deps: ReturnType<typeof testDeps>) => challengeHandler(deps), body: {} },
    'audit-website': {
      handle: (deps: ReturnType<typeof testDeps>) => auditHandler(deps, noNet),
      body: { leadId: 'not a lead' },
    },
  };

  it.each(Object.keys(functions) as (keyof typeof functions)[])(
    '%s: the 20th request of a minute passes, the 21st is 429 with a Retry-After within the minute',
    async (name) => {
      const { handle, body } = functions[name];
      const call = handle(testDeps(db, { ASSISTANT_WORD_DELAY_MS: '0' }));
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < DOC.chatPerMinute + 1; i++) {
        const res = await call(post(body, { proof: false }), { remoteAddr: '198.51.100.77' });
        statuses.push(res.status);
        if (res.status === 429) refused = res;
        else await res.text();
      }
      // Another function's count is its own: the same client still gets its first challenge or chat answer.
      const other = name === 'altcha-challenge' ? functions['chat-support'] : functions['altcha-challenge'];
      const elsewhere = await other.handle(testDeps(db))(post(other.body, { proof: false }), {
        remoteAddr: '198.51.100.77',
      });
      await elsewhere.text();

      expect(statuses.slice(0, DOC.chatPerMinute).filter((s) => s === 429)).toEqual([]);
      expect(statuses.at(-1)).toBe(429);
      const retryAfter = Number(refused!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(elsewhere.status).not.toBe(429);
      // What the database counts: a window of one minute per function, 21 requests in this one's.
      const windows = await rowsOf<{ key: string; hits: number; seconds: number }>(
        pg,
        `select key, hits, extract(epoch from expires_at - window_start)::int as seconds
           from public.rate_limits where bucket = 'requests' and key like $1`,
        [`${name}:%`],
      );
      expect(windows.map((w) => [w.hits, w.seconds])).toEqual([[DOC.chatPerMinute + 1, 60]]);
    },
  );
});

describe('the chat’s daily budget: each budget bounds on its own', () => {
  const DAY = Date.UTC(2026, 10, 25, 9);
  const budget = (env: Record<string, string> = {}) =>
    createChatBudget(db, loadConfig((name) => ({ LUMIVOX_LOCAL: '1', ...env })[name]).chatBudget, () => DAY);

  it('per client, by default 200,000 characters a day: the last character passes, the next is refused', async () => {
    const chat = budget();
    const spent = [await chat.spend('client-a', DOC.clientCharsPerDay - 1), await chat.spend('client-a', 1)];
    expect(spent).toEqual([true, true]);
    expect(await chat.spend('client-a', 1)).toBe(false);
    expect(await chat.spend('client-b', DOC.clientCharsPerDay)).toBe(true);
  });

  it('site-wide, by default 5,000,000 characters a day: 25 clients at their full budget fill it; a 26th gets nothing', async () => {
    const chat = budget();
    const clients = DOC.siteCharsPerDay / DOC.clientCharsPerDay;
    const spent: boolean[] = [];
    for (let i = 0; i < clients; i++) spent.push(await chat.spend(`client-${i}`, DOC.clientCharsPerDay));
    expect(spent).toEqual(Array(25).fill(true));
    expect(await chat.spend('client-late', 1)).toBe(false);
  });

  it('the per-client budget off (0) leaves the site-wide budget on: the AI bill stays bounded', async () => {
    const chat = budget({ CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '0', CHAT_BUDGET_SITE_CHARS_PER_DAY: '1000' });
    expect([await chat.spend('one', 600), await chat.spend('two', 400)]).toEqual([true, true]);
    expect([await chat.spend('three', 1), await chat.spend('one', 1)]).toEqual([false, false]);
  });

  it('the site-wide budget off (0) leaves the per-client budget on', async () => {
    const chat = budget({ CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '1000', CHAT_BUDGET_SITE_CHARS_PER_DAY: '0' });
    expect(await chat.spend('one', 1000)).toBe(true);
    expect(await chat.spend('one', 1)).toBe(false);
    expect(await chat.spend('two', 1000)).toBe(true);
  });

  it('both off (0): no bound, and nothing counted', async () => {
    const chat = budget({ CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '0', CHAT_BUDGET_SITE_CHARS_PER_DAY: '0' });
    expect(await chat.spend('one', 2 ** 31 - 1)).toBe(true);
    expect(await rowsOf(pg, `select 1 from public.rate_limits where bucket = 'chat-chars'`)).toEqual([]);
  });
});

describe('proofs checked against the live configuration: 2 s allowed for clock drift', () => {
  const proof = loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]).proof;
  // A whole second a day ahead of the real clock: the library also checks the expiry against the real time.
  const NOW = (Math.floor(Date.now() / 1000) + 86_400) * 1000;

  /** A genuine challenge of this deploy that expires `ttlSec` plus `extraSec` seconds after NOW, solved. */
  async function expiringIn(extraSec: number) {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: proof.cost,
      counter: 2,
      deriveKey,
      expiresAt: NOW / 1000 + proof.ttlSec + extraSec,
      hmacSignatureSecret: proof.hmacSecret,
      hmacKeySignatureSecret: proof.keySecret,
    });
    return { challenge, solution: (await solveChallenge({ challenge, deriveKey }))! };
  }
  const outcome = (value: unknown, now: number) =>
    checkProof(proof, value, now).then(
      () => 'accepted',
      (error: { code?: string }) => error.code,
    );

  it('accepts an expiry 2 s past now + ALTCHA_TTL_SEC, refuses one a millisecond further', async () => {
    const drift = DOC.clockDriftMs / 1000;
    const atTheEdge = await expiringIn(drift);
    // The same challenge seen a millisecond earlier lies 2.001 s past the limit.
    expect(await outcome(atTheEdge, NOW)).toBe('accepted');
    expect(await outcome(atTheEdge, NOW - 1)).toBe('proof_too_long_lived');
    expect(await outcome(await expiringIn(drift + 1), NOW)).toBe('proof_too_long_lived');
  });
});

it('the documented defaults when nothing is set (docs/security.md, .env.example)', () => {
  const config = loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]);
  expect(config.leads).toEqual({
    perClient: 5,
    windowSec: 60,
    ceilingPerMinute: DOC.ceilingPerMinute,
    maxCostFactor: DOC.maxCostFactor,
  });
  expect(config.rateLimits.chat).toEqual({ limit: DOC.chatPerMinute, windowMs: 60_000 });
  expect(config.chatBudget).toEqual({ perClientChars: DOC.clientCharsPerDay, siteChars: DOC.siteCharsPerDay });
  expect(config.bodyTimeoutMs).toBe(DOC.bodyTimeoutMs);
});

describe('0 turns a limit off (docs/security.md: "0 turns off the rate limits, the lead budget, the ceiling")', () => {
  it('RATE_LIMIT_FORMS_PER_MINUTE=0: no lead budget, 8 leads from one address in a few seconds are all stored', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' });
    const contact = contactHandler(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const res = await contact(post({ ...validContact, elapsedMs: 5000 }, { headers }), {
        remoteAddr: '203.0.113.90',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await rowsOf(pg, 'select 1 from public.leads')).toHaveLength(8);
  });

  it('LEADS_CEILING_PER_MINUTE=0: no ceiling, 10,000 leads stored this minute leave new challenges at ALTCHA_COST', async () => {
    await pg.query(
      `insert into public.rate_limits (bucket, key, window_start, hits, expires_at) values ('leads', 'site', $1, $2, $3)`,
      [new Date(M).toISOString(), 10_000, new Date(M + 2 * MINUTE_MS).toISOString()],
    );
    const deps = testDeps(db, { LEADS_CEILING_PER_MINUTE: '0' }, { clock: () => M + 30_000 });
    const res = await challengeHandler(deps)(post({}, { proof: false }), { remoteAddr: '192.0.2.1' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ProofPayload['challenge']).parameters.cost).toBe(deps.config.proof.cost);
  });

  it('LEADS_CEILING_PER_MINUTE=0 with the request limit off too: a challenge costs no database statement', async () => {
    const statements: string[] = [];
    const counting: Db = { query: (text, params) => (statements.push(text), db.query(text, params)) };
    const env = { LEADS_CEILING_PER_MINUTE: '0', RATE_LIMIT_CHAT_PER_MINUTE: '0' };
    const deps = testDeps(counting, env, { clock: () => M });
    const res = await challengeHandler(deps)(post({}, { proof: false }), { remoteAddr: '192.0.2.1' });
    expect(res.status).toBe(200);
    expect(statements).toEqual([]);
  });
});
