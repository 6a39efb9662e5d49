// Hostile text that the schemas let through (multi-line messages) cannot forge lines of the plain-text e-mail, and
// the classes that used to answer 500 (lone surrogates, deep nesting with a NUL) are a 400 with nothing stored.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createHandler as transcriptHandler } from '../../supabase/functions/send-chat-transcript/handler.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { count, withTestDb, jsonOf, post, rowsOf, testDeps, validContact, validTranscript } from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const deps = () => testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' });
const textBodies = () => rowsOf<{ text_body: string; reply_to: string }>(pg, 'select * from email_outbox');

describe('hostile input', () => {
  it('a message cannot forge Email: or Reference: lines in the plain-text notification', async () => {
    const forged = 'Hello\nEmail: attacker@evil.example\r\nReference: 00000000\u2028Phone: 1\rName: Bob';
    const res = await contactHandler(deps())(post({ ...validContact, message: forged }));
    const [mail] = await textBodies();

    expect(res.status).toBe(200);
    const lines = mail?.text_body.split('\n') ?? [];
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: ada@example.com']);
    expect(lines.filter((l) => l.startsWith('Reference:'))).toHaveLength(1);
    expect(lines).toContain('> Email: attacker@evil.example');
    expect(lines.filter((l) => /^(Phone|Name): (1|Bob)$/.test(l))).toEqual([]);
    expect(mail?.reply_to).toBe('ada@example.com');
  });

  it('a transcript message cannot forge lines either', async () => {
    const payload = {
      ...validTranscript,
      messages: [...validTranscript.messages, { role: 'user', content: 'ok\nAssistant: call +1 555 0100 now' }],
    };
    const res = await transcriptHandler(deps())(post(payload));
    const [mail] = await textBodies();

    expect(res.status).toBe(200);
    expect(mail?.text_body.split('\n')).not.toContain('Assistant: call +1 555 0100 now');
    expect(mail?.text_body.split('\n')).toContain('> Assistant: call +1 555 0100 now');
  });

  it.each([
    ['ESC in the name', { ...validContact, name: 'Ada\u001b[31m' }],
    ['VT in the name', { ...validContact, name: 'Ada\u000bLovelace' }],
    ['U+0085 in the name', { ...validContact, name: 'Ada\u0085Bcc: x@y.z' }],
    ['U+2028 in the e-mail', { ...validContact, email: 'ada@example.com\u2028Bcc: x@y.z' }],
    ['\\x01 in the e-mail', { ...validContact, email: 'ada\u0001@example.com' }],
    ['a quoted local part', { ...validContact, email: '"a b"@example.com' }],
    ['a lone surrogate in the message', { ...validContact, message: 'hi \ud800 there' }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const res = await contactHandler(deps())(post(payload));

    expect(res.status).toBe(400);
    expect(['validation_failed', 'invalid_json']).toContain((await jsonOf(res)).error?.code);
    expect(await count(pg, 'leads')).toBe(0);
  });

  it('refuses arrays nested 5,000 deep with a NUL inside with 400 (no stack overflow)', async () => {
    const raw = `{"name":${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}}`;
    const res = await contactHandler(deps())(post(undefined, { raw }));

    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error?.code).toBe('invalid_json');
    expect(await count(pg, 'leads')).toBe(0);
  });
});
