// The e-mail outbox: retries with exponential backoff and jitter, delivered exactly once, lead untouched.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { leadNotification } from '../../supabase/functions/_shared/emails.ts';
import { createLocalMailer, createResendMailer } from '../../supabase/functions/_shared/mailer.ts';
import { backoffDelayMs, processOutbox } from '../../supabase/functions/_shared/outbox.ts';
import { createHandler as outboxWorker } from '../../supabase/functions/outbox-worker/handler.ts';
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
