// The outbox runs kicked by submissions (docs/backend.md, "The outbox"): a batch of 25 e-mails per run, a full batch
// kicks the next run at once, runs at least 100 ms apart while submissions keep arriving, and a failed run is logged
// without failing the submission. The database is a stand-in that hands out due rows, so the clock can be faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { OutboxKicker } from '../../supabase/functions/_shared/outbox-kicker.ts';
import { recordingMailer } from './helpers.ts';

const BATCH = 25;
const INTERVAL_MS = 100;

/** A queue of `due` e-mail rows: each claim takes up to its limit, at the fake clock's time. */
function outboxDb(due: number, { failClaims = 0, claimMs = 0 } = {}) {
  let left = due;
  let failures = failClaims;
  const claims: { at: number; limit: number; taken: number }[] = [];
  const db: Db = {
    query: async <T>(text: string, params: readonly unknown[] = []) => {
      if (!text.includes("set status = 'sending'")) return [] as T[];
      const at = Date.now();
      if (claimMs > 0) await new Promise((resolve) => setTimeout(resolve, claimMs));
      if (failures > 0) {
        failures--;
        throw new Error('database unreachable');
      }
      const limit = Number(params[2]);
      const taken = Math.min(left, limit);
      left -= taken;
      claims.push({ at, limit, taken });
      return Array.from({ length: taken }, (_, i) => ({
        id: `row-${claims.length}-${i}`,
        to_email: 'hello@lumivox.agency',
        reply_to: null,
        subject: 'Contact message',
        text_body: 't',
        html_body: 'h',
        attempts: 1,
      })) as T[];
    },
  };
  return { db, claims };
}

function kicker(db: Db) {
  const mailer = recordingMailer();
  const background: Promise<unknown>[] = [];
  const logs: string[] = [];
  const kicks = new OutboxKicker(
    { db, mailer, from: 'Lumivox <noreply@lumivox.agency>', log: () => {} },
    (work) => void background.push(work),
    (message, ...details) => void logs.push([message, ...details.map(String)].join(' ')),
  );
  const settle = async () => {
    while (background.length) await Promise.all(background.splice(0));
  };
  return { kicks, mailer, logs, settle };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 12) }));
afterEach(() => vi.useRealTimers());

describe('the outbox runs after submissions', () => {
  it('sends 25 per run, and a full batch kicks the next run until nothing is due', async () => {
    const { db, claims } = outboxDb(2 * BATCH + 5);
    const { kicks, mailer, settle } = kicker(db);
    const start = Date.now();
    await kicks.kick();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    // No submission meanwhile: each next run starts at once.
    expect(claims.map((c) => c.at - start)).toEqual([0, 0, 0]);
    expect(claims.map((c) => [c.limit, c.taken])).toEqual([
      [BATCH, BATCH],
      [BATCH, BATCH],
      [BATCH, 5],
    ]);
    expect(mailer.sent).toHaveLength(2 * BATCH + 5);
  });

  it('a run that takes less than a full batch kicks no other', async () => {
    const { db, claims } = outboxDb(BATCH - 1);
    const { kicks, settle } = kicker(db);
    await kicks.kick();
    await settle();
    expect(claims).toHaveLength(1);
  });

  it('while submissions keep arriving, runs start 100 ms apart', async () => {
    const { db, claims } = outboxDb(3);
    const { kicks } = kicker(db);
    const start = Date.now();
    await kicks.stored();
    expect(claims.map((c) => c.at - start)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10);
    const second = kicks.stored();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 11);
    expect(claims).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(claims.map((c) => c.at - start)).toEqual([0, INTERVAL_MS]);
  });

  it('the first run after a quiet spell of 100 ms starts at once', async () => {
    const { db, claims } = outboxDb(3);
    const { kicks } = kicker(db);
    const start = Date.now();
    await kicks.stored();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await kicks.stored();
    // A kick that is no submission starts at once after the interval too.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await kicks.kick();
    expect(claims.map((c) => c.at - start)).toEqual([0, INTERVAL_MS, 2 * INTERVAL_MS]);
  });

  it('the interval counts from the last submission: 100 ms after it, a kick starts at once', async () => {
    const { db, claims } = outboxDb(3, { claimMs: 5 });
    const { kicks } = kicker(db);
    const start = Date.now();
    await Promise.all([kicks.stored(), vi.advanceTimersByTimeAsync(10)]);
    // The first run took 5 ms; the next starts 100 ms after it began, and takes 5 ms too.
    void kicks.stored();
    await vi.advanceTimersByTimeAsync(100);
    const third = kicks.kick();
    await vi.advanceTimersByTimeAsync(5);
    expect(claims.map((c) => c.at - start)).toEqual([0, INTERVAL_MS, INTERVAL_MS + 10]);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await third;
  });

  it('a failed run is logged, the kick still resolves, and the next kick sends what is due', async () => {
    const { db, claims } = outboxDb(2, { failClaims: 1 });
    const { kicks, mailer, logs } = kicker(db);
    await expect(kicks.kick()).resolves.toBeUndefined();
    expect(logs).toEqual(['outbox run failed (e-mails stay queued): Error: database unreachable']);
    await kicks.kick();
    expect(claims).toHaveLength(1);
    expect(mailer.sent).toHaveLength(2);
  });
});
