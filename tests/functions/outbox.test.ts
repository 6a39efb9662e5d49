// The e-mail outbox: retries with exponential backoff and jitter, delivered exactly once, lead untouched.
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { leadNotification } from '../../supabase/functions/_shared/emails.ts';
import { createLocalMailer, createResendMailer } from '../../supabase/functions/_shared/mailer.ts';
import { backoffDelayMs, processOutbox } from '../../supabase/functions/_shared/outbox.ts';
import { createHandler as outboxWorker, workerSecrets } from '../../supabase/functions/outbox-worker/handler.ts';
import { createHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { count, withTestDb, post, recordingMailer, rowsOf, testDeps, validContact } from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const FROM = 'Lumivox <noreply@lumivox.agency>';
const backoff = { baseDelayMs: 1000, maxDelayMs: 60_000 };

interface OutboxState {
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  provider_message_id: string | null;
}
const outboxRow = async () =>
  (
    await rowsOf<OutboxState>(
      pg,
      'select status, attempts, next_attempt_at, last_error, provider_message_id from email_outbox',
    )
  )[0];

describe('outbox worker', () => {
  it('delivers once after a mailer that fails 3 times, with the lead present throughout', async () => {
    // Submit with a failing provider: the lead is stored, the first attempt fails.
    const mailer = recordingMailer(3);
    const deps = testDeps(db, {}, { mailer, outbox: { backoff, random: () => 0.5 } });
    const res = await createHandler(deps)(post(validContact));
    await deps.settle();
    expect(res.status).toBe(200);

    const run = (at: number) =>
      processOutbox({ db, mailer, from: FROM, now: () => new Date(at), backoff, random: () => 0.5, log: () => {} });
    const waits: number[] = [];
    let previous = Date.now();
    for (let attempt = 2; attempt <= 4; attempt++) {
      const row = await outboxRow();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt - 1, last_error: 'provider down' });
      expect(await count(pg, 'leads')).toBe(1);
      const due = row!.next_attempt_at.getTime();
      waits.push(due - previous);
      // Not due yet: the worker leaves the row alone.
      expect(await run(due - 1)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
      const result = await run(due);
      expect(result).toMatchObject(
        attempt < 4 ? { sent: 0, retried: 1, failed: 0 } : { sent: 1, retried: 0, failed: 0 },
      );
      previous = due;
    }

    expect(mailer.calls).toBe(4);
    expect(mailer.sent).toHaveLength(1);
    expect(await outboxRow()).toMatchObject({
      status: 'sent',
      attempts: 4,
      last_error: null,
      provider_message_id: 'msg-1',
    });
    expect(await count(pg, 'leads')).toBe(1);
    // Backoff doubled between retries (random pinned at 0.5: 750 ms, 1500 ms, 3000 ms).
    expect(waits[1]).toBe(1500);
    expect(waits[2]).toBe(3000);
    // Nothing more to do: delivered once.
    expect(await run(Date.now() + 3600_000)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
  });

  it('computes exponential backoff with jitter, capped', () => {
    const at = (attempt: number, r: number) => backoffDelayMs(attempt, backoff, () => r);
    expect([1, 2, 3, 4].map((n) => at(n, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => at(n, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(at(20, 1)).toBe(60_000);
    expect(at(3, 0.25)).toBeGreaterThan(at(3, 0));
  });

  it('gives up after the maximum attempts, keeping the row as failed and the lead intact', async () => {
    const mailer = recordingMailer(100);
    const deps = testDeps(db, {}, { mailer, outbox: { backoff } });
    await createHandler(deps)(post(validContact));
    await deps.settle();
    let clock = Date.now() + 1;
    for (let i = 0; i < 4; i++) {
      clock += 120_000;
      await processOutbox({
        db,
        mailer,
        from: FROM,
        now: () => new Date(clock),
        backoff,
        maxAttempts: 3,
        log: () => {},
      });
    }
    expect(await outboxRow()).toMatchObject({ status: 'failed', attempts: 3, last_error: 'provider down' });
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('two workers running at once send each e-mail once', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' }, { mailer: recordingMailer(1000) });
    for (let i = 0; i < 6; i++) {
      await createHandler(deps)(
        post({ ...validContact, message: `Message ${i}` }, { headers: { 'idempotency-key': `k-${i}-xxxxxxxx` } }),
      );
    }
    await deps.settle();
    await pg.exec("update email_outbox set next_attempt_at = now() - interval '1 second'");
    const mailer = recordingMailer();
    await Promise.all([processOutbox({ db, mailer, from: FROM }), processOutbox({ db, mailer, from: FROM })]);
    expect(mailer.sent).toHaveLength(6);
    expect(new Set(mailer.sent.map((m) => m.id)).size).toBe(6);
  });

  it('local mode marks rows delivered_locally and prints them', async () => {
    const printed: string[] = [];
    const deps = testDeps(db, {}, { mailer: createLocalMailer((t) => printed.push(t)) });
    await createHandler(deps)(post(validContact));
    await deps.settle();

    expect((await outboxRow())?.status).toBe('delivered_locally');
    expect(printed.join('\n')).toContain('Subject: Contact message from Ada Lovelace');
  });
});

describe('an outbox run, what it records', () => {
  afterEach(() => vi.useRealTimers());

  /** Queues `n` contact notifications, due now, with a provider that failed them (so nothing was sent yet). */
  async function queue(n: number) {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' }, { mailer: recordingMailer(n) });
    for (let i = 0; i < n; i++) {
      await createHandler(deps)(
        post({ ...validContact, message: `Message ${i}` }, { headers: { 'idempotency-key': `q-${i}-xxxxxxxx` } }),
      );
    }
    await deps.settle();
    await pg.exec("update email_outbox set next_attempt_at = now() - interval '1 second'");
  }
  const statuses = async () =>
    (await rowsOf<{ status: string }>(pg, 'select status from email_outbox order by next_attempt_at, id')).map(
      (r) => r.status,
    );

  it('a fast provider: the sent rows are recorded together at the end, in one statement', async () => {
    await queue(3);
    // The clock stands still: every send takes no time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen: string[][] = [];
    const statements: string[] = [];
    const counting: Db = { query: (text, params) => (statements.push(text), db.query(text, params)) };
    const mailer = recordingMailer();
    const send = mailer.send;
    mailer.send = async (email) => (seen.push(await statuses()), send(email));
    expect(await processOutbox({ db: counting, mailer, from: FROM })).toMatchObject({ claimed: 3, sent: 3 });
    expect(seen.map((s) => s.filter((x) => x === 'sent').length)).toEqual([0, 0, 0]);
    expect(statements).toHaveLength(2);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
  });

  it('a slow provider: what was sent is recorded once the oldest unrecorded send began 200 ms ago', async () => {
    await queue(5);
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen: number[] = [];
    const mailer = recordingMailer();
    const send = mailer.send;
    mailer.send = async (email) => {
      seen.push((await statuses()).filter((x) => x === 'sent').length);
      // The first two sends take 150 ms each, the others 100 ms.
      vi.setSystemTime(Date.now() + (seen.length < 3 ? 150 : 100));
      return send(email);
    };
    await processOutbox({ db, mailer, from: FROM });
    // 0–150 ms: one send; 150–300: the second ends 300 ms after the first began (recorded: 2); the third began at
    // 300 and ends at 400 (100 ms: kept); the fourth ends at 500, exactly 200 ms after the third began (recorded: 4).
    expect(seen).toEqual([0, 0, 2, 2, 4]);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('a run with nothing due costs one statement', async () => {
    const statements: string[] = [];
    const counting: Db = { query: (text, params) => (statements.push(text), db.query(text, params)) };
    expect(await processOutbox({ db: counting, mailer: recordingMailer(), from: FROM })).toEqual({
      claimed: 0,
      batchSize: 50,
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(statements).toHaveLength(1);
  });

  it('a failure keeps the first 500 characters of its reason, logs the attempt, and counts the give-up', async () => {
    await queue(1);
    const logs: string[] = [];
    const reason = `${'r'.repeat(499)}§and more`;
    const mailer = { mode: 'resend' as const, send: () => Promise.reject(new Error(reason)) };
    const run = (at: number, maxAttempts: number) =>
      processOutbox({ db, mailer, from: FROM, now: () => new Date(at), maxAttempts, log: (m) => logs.push(m) });
    const [{ id }] = (await rowsOf<{ id: string }>(pg, 'select id from email_outbox')) as [{ id: string }];
    expect(await run(Date.now() + 3600_000, 3)).toMatchObject({ retried: 1, failed: 0 });
    expect((await outboxRow())?.last_error).toBe(`${'r'.repeat(499)}§`);
    expect(await run(Date.now() + 7200_000, 3)).toMatchObject({ retried: 0, failed: 1 });
    expect(logs).toEqual([
      `outbox: e-mail ${id} attempt 2 failed: ${'r'.repeat(499)}§`,
      `outbox: e-mail ${id} attempt 3 failed (giving up): ${'r'.repeat(499)}§`,
    ]);
  });

  it('a provider that throws something else than an Error is recorded by its text', async () => {
    await queue(1);
    const mailer = { mode: 'resend' as const, send: () => Promise.reject('socket hang up' as unknown as Error) };
    await processOutbox({ db, mailer, from: FROM, log: () => {} });
    expect((await outboxRow())?.last_error).toBe('socket hang up');
  });

  it('by default the retries wait from 15–30 s, doubling, capped at 6 h, and a row is given up after 8 attempts', async () => {
    await queue(1);
    const at = Date.now() + 1000;
    const mailer = recordingMailer(100);
    const run = (random: number) =>
      processOutbox({ db, mailer, from: FROM, now: () => new Date(at), random: () => random, log: () => {} });
    const due = async () => (await outboxRow())!.next_attempt_at.getTime() - at;
    // The queued row has failed once (attempt 1); this run is attempt 2: 30 s·2 with full jitter, 60 s.
    await run(1);
    expect(await due()).toBe(60_000);
    await pg.exec("update email_outbox set attempts = 19, next_attempt_at = now() - interval '1 second'");
    await processOutbox({
      db,
      mailer,
      from: FROM,
      now: () => new Date(at),
      random: () => 1,
      maxAttempts: 30,
      log: () => {},
    });
    expect(await due()).toBe(6 * 3600_000);
    await pg.exec("update email_outbox set attempts = 7, next_attempt_at = now() - interval '1 second'");
    expect(await run(0)).toMatchObject({ failed: 1 });
    expect(await outboxRow()).toMatchObject({ status: 'failed', attempts: 8 });
  });
});

describe('outbox-worker function', () => {
  it('runs the worker for the scheduler holding the secret, and refuses anyone else', async () => {
    const failing = testDeps(db, {}, { mailer: recordingMailer(1) });
    await createHandler(failing)(post(validContact));
    await failing.settle();
    await pg.exec("update email_outbox set next_attempt_at = now() - interval '1 second'");
    const mailer = recordingMailer();
    const worker = outboxWorker(testDeps(db, {}, { mailer }), ['cron-secret']);
    const call = (key: string) =>
      worker(new Request('http://x/', { method: 'POST', headers: { authorization: `Bearer ${key}` } }));

    const refused = await call('sb_publishable_lumivox_local_dev_key');
    expect(refused.status).toBe(401);
    expect(mailer.calls).toBe(0);

    const ran = await call('cron-secret');
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({ ok: true, sent: 1, retried: 0, failed: 0 });
    expect((await outboxRow())?.status).toBe('sent');
  });

  const worker = (secrets: string[], db2: Db = db) =>
    outboxWorker(testDeps(db2, {}, { mailer: recordingMailer() }), secrets);
  const call = (handler: ReturnType<typeof outboxWorker>, init: RequestInit = {}) =>
    handler(new Request('http://x/', { method: 'POST', ...init }));

  it('answers another method than POST with 405 and Allow: POST', async () => {
    const res = await call(worker(['s']), { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
  });

  it('refuses a missing key, a wrong key and any key when no secret is configured; takes any configured secret', async () => {
    const refused = { error: { code: 'unauthorized', message: 'The outbox worker needs its secret.' } };
    for (const [secrets, headers] of [
      [['null'], {}],
      [['cron-secret'], { authorization: 'Bearer cron-secrets' }],
      [[], { authorization: 'Bearer ' }],
      [[], {}],
    ] as [string[], Record<string, string>][]) {
      const res = await call(worker(secrets), { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(refused);
    }
    const ran = await call(worker(['cron-secret', 'service-role']), { headers: { apikey: 'service-role' } });
    expect(ran.status).toBe(200);
  });

  it('a run that fails is 500, logged, and leaves the rows queued', async () => {
    const broken: Db = { query: () => Promise.reject(new Error('connection refused')) };
    const deps = testDeps(broken, {}, { mailer: recordingMailer() });
    const res = await call(outboxWorker(deps, ['s']), { headers: { authorization: 'Bearer s' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal_error', message: 'The outbox run failed; rows stay queued.' },
    });
    expect(deps.logs).toEqual(['outbox-worker: run failed Error: connection refused']);
  });

  it('its secrets: OUTBOX_WORKER_SECRET and the service-role key, whichever are set', () => {
    const env = (vars: Record<string, string>) => (name: string) => vars[name];
    expect(workerSecrets(env({ OUTBOX_WORKER_SECRET: 'a', SUPABASE_SERVICE_ROLE_KEY: 'b' }))).toEqual(['a', 'b']);
    expect(workerSecrets(env({ SUPABASE_SERVICE_ROLE_KEY: 'b' }))).toEqual(['b']);
    expect(workerSecrets(env({ OUTBOX_WORKER_SECRET: 'a', SUPABASE_SERVICE_ROLE_KEY: '' }))).toEqual(['a']);
    expect(workerSecrets(env({}))).toEqual([]);
  });
});

describe('mailers', () => {
  it('the Resend mailer posts the message with an idempotency key and reports the provider id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 're_123' }), { status: 200 });
    }) as unknown as typeof fetch;
    const mailer = createResendMailer({ apiKey: 're_test', fetch: fakeFetch });
    const draft = leadNotification({ id: 'lead-1', kind: 'contact', ...validContact }, 'hello@lumivox.agency');
    const result = await mailer.send({ id: 'row-1', from: FROM, ...draft });

    expect(result).toEqual({ providerMessageId: 're_123' });
    expect(calls[0]?.url).toBe('https://api.resend.com/emails');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer re_test');
    expect(headers['idempotency-key']).toBe('outbox-row-1');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      to: ['hello@lumivox.agency'],
      reply_to: 'ada@example.com',
      subject: 'Contact message from Ada Lovelace',
    });
  });

  it('a non-2xx answer from Resend is an error (so the row is retried)', async () => {
    const fakeFetch = (async () =>
      new Response('{"message":"rate limited"}', { status: 429 })) as unknown as typeof fetch;
    const mailer = createResendMailer({ apiKey: 're_test', fetch: fakeFetch });
    await expect(
      mailer.send({ id: 'x', from: FROM, to: 'a@b.co', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow(/429/);
  });

  it.each([
    createLocalMailer(() => {}),
    createResendMailer({ apiKey: 'k', fetch: (() => {}) as unknown as typeof fetch }),
  ])('refuses CR/LF in any header', async (mailer) => {
    const base = { id: 'x', from: FROM, to: 'a@b.co', subject: 'ok', text: 't', html: 'h' };
    await expect(mailer.send({ ...base, subject: 'Hi\r\nBcc: x@evil.example' })).rejects.toThrow(/line break/);
    await expect(mailer.send({ ...base, replyTo: 'a@b.co\nBcc: x@evil.example' })).rejects.toThrow(/line break/);
  });

  it('escapes every user-supplied value in the HTML body', () => {
    const draft = leadNotification(
      {
        id: 'l',
        kind: 'contact',
        name: '<img src=x onerror=alert(1)>',
        email: 'a@b.co',
        message: '"quoted" & <b>bold</b>',
      },
      'hello@lumivox.agency',
    );
    expect(draft.html).not.toMatch(/<img|<b>/);
    expect(draft.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(draft.html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });
});
