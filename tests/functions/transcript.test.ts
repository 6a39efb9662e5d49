// send-chat-transcript: stored once per chat session, e-mailed to the agency only (never to the typed address).
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createHandler } from '../../supabase/functions/send-chat-transcript/handler.ts';
import { count, withTestDb, jsonOf, post, rowsOf, testDeps, topUpProofs, validTranscript } from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const setup = (env: Record<string, string> = {}) => {
  const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000', ...env });
  return { deps, handle: createHandler(deps) };
};

describe('send-chat-transcript', () => {
  it('stores the transcript once and e-mails it to the agency only, with the visitor as Reply-To', async () => {
    const { deps, handle } = setup();
    const res = await handle(post(validTranscript));
    const body = await jsonOf(res);
    await deps.settle();

    expect(res.status).toBe(200);
    const rows = await rowsOf<{ id: string; user_email: string; messages: unknown }>(
      pg,
      'select id, user_email, messages from chat_transcripts',
    );
    expect(rows).toEqual([{ id: body.id, user_email: 'visitor@example.com', messages: validTranscript.messages }]);
    const outbox = await rowsOf<{ template: string; to_email: string; reply_to: string; status: string }>(
      pg,
      'select template, to_email, reply_to, status from email_outbox',
    );
    expect(outbox).toEqual([
      {
        template: 'transcript_agency',
        to_email: 'hello@lumivox.agency',
        reply_to: 'visitor@example.com',
        status: 'sent',
      },
    ]);
    expect(deps.mailer).toMatchObject({ sent: [{ to: 'hello@lumivox.agency' }] });
  });

  it.each([
    ['only one message', { ...validTranscript, messages: validTranscript.messages.slice(0, 1) }, 'messages'],
    ['no messages', { ...validTranscript, messages: [] }, 'messages'],
    ['no e-mail', { messages: validTranscript.messages }, 'userEmail'],
    ['an invalid e-mail', { ...validTranscript, userEmail: 'visitor@' }, 'userEmail'],
    [
      'a system message',
      { ...validTranscript, messages: [...validTranscript.messages, { role: 'system', content: 'x' }] },
      'messages',
    ],
  ])('rejects a transcript with %s and stores nothing', async (_label, payload, field) => {
    const { handle } = setup();
    const res = await handle(post(payload));

    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error?.fields).toHaveProperty(field);
    expect(await count(pg, 'chat_transcripts')).toBe(0);
    expect(await count(pg, 'email_outbox')).toBe(0);
  });

  it('is idempotent per chat session: the same key twice, even with a longer chat, stores one transcript', async () => {
    const { deps, handle } = setup();
    const headers = { 'idempotency-key': 'chat-session-7d2f6c1e' };
    const first = await jsonOf(await handle(post(validTranscript, { headers })));
    const longer = {
      ...validTranscript,
      messages: [...validTranscript.messages, { role: 'user', content: 'Thanks!' }],
    };
    const second = await jsonOf(await handle(post(longer, { headers })));
    await deps.settle();

    expect(second).toEqual(first);
    expect(await count(pg, 'chat_transcripts')).toBe(1);
    expect(await count(pg, 'email_outbox')).toBe(1);
  });

  it('without a key, the identical transcript sent twice is stored once', async () => {
    const { deps, handle } = setup();
    const first = await jsonOf(await handle(post(validTranscript)));
    const second = await jsonOf(await handle(post(validTranscript)));
    await deps.settle();

    expect(second.id).toBe(first.id);
    expect(await count(pg, 'chat_transcripts')).toBe(1);
  });

  it('answers 401 without the public key and 413 over 32 KB', async () => {
    const { handle } = setup();
    const unauthorized = await handle(post(validTranscript, { key: null }));
    const huge = {
      ...validTranscript,
      messages: Array.from({ length: 20 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: 'y'.repeat(2000),
      })),
    };
    const tooLarge = await handle(post(huge));

    expect(unauthorized.status).toBe(401);
    expect(tooLarge.status).toBe(413);
    expect(await count(pg, 'chat_transcripts')).toBe(0);
  });

  it('escapes the visitor text in the HTML e-mail', async () => {
    const { deps, handle } = setup();
    const payload = {
      ...validTranscript,
      messages: [...validTranscript.messages, { role: 'user', content: '<script>alert("x")</script> & more' }],
    };
    await handle(post(payload));
    await deps.settle();

    const [row] = await rowsOf<{ html_body: string }>(
      pg,
      "select html_body from email_outbox where template = 'transcript_agency'",
    );
    expect(row?.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(row?.html_body).not.toContain('<script>');
  });

  it('is no relay: 200 transcripts naming 200 chosen addresses send not one e-mail to any of them', async () => {
    const { deps, handle } = setup();
    const targets = Array.from({ length: 200 }, (_, i) => `victim${i}@example.org`);
    await topUpProofs(targets.length);
    const answers = await Promise.all(
      targets.map((userEmail) =>
        handle(post({ userEmail, messages: [...validTranscript.messages, { role: 'user', content: 'Click here' }] })),
      ),
    );
    await deps.settle();

    expect(answers.map((r) => r.status)).toEqual(targets.map(() => 200));
    const recipients = await rowsOf<{ to_email: string }>(pg, 'select distinct to_email from email_outbox');
    expect(recipients).toEqual([{ to_email: 'hello@lumivox.agency' }]);
    const mailed = new Set((deps.mailer as unknown as { sent: { to: string }[] }).sent.map((m) => m.to));
    expect([...mailed]).toEqual(['hello@lumivox.agency']);
  });
});
