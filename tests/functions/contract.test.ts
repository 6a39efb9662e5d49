// The contract's logic without a database: the payload schemas (supabase/functions/_shared/contract/schemas.ts) at their edges, without a database: what each
// form, the chat and the transcript accept, what they refuse and the message the form then shows under the field.
// The lengths are the ones the database enforces (supabase/migrations/20250601000000_leads_and_outbox.sql: name 100,
// e-mail 254, phone 40, company 200, website 300, job title 100, subject 200, budget and timeline 100, message
// 5,000, services 1–8 options, a transcript 2–200 messages); the chat's 40 messages of 4,000 characters are
// docs/security.md's. The handlers' answers for the same refusals are checked in forms, transcript and chat.
import { describe, expect, it } from 'vitest';
import { findEmail } from '../../supabase/functions/_shared/contract/find-email.ts';
import {
  LOCAL_DB_URL,
  LOCAL_FUNCTIONS_PORT,
  LOCAL_PUBLIC_KEY,
  LOCAL_SUPABASE_URL,
} from '../../supabase/functions/_shared/contract/local.ts';
import {
  ERROR_STATUS,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  MIN_FILL_TIME_MS,
  PROOF_HEADER,
  auditFormSchema,
  auditSchema,
  buildAuditPayload,
  chatRequestSchema,
  contactSchema,
  encodeProof,
  fieldErrors,
  isAuditPayload,
  projectSchema,
  transcriptSchema,
} from '../../supabase/functions/_shared/contract/schemas.ts';

type Schema = { safeParse(value: unknown): Parameters<typeof fieldErrors>[0] };

/** The field errors a payload gets ({} when it is accepted). */
const errorsOf = (schema: Schema, value: unknown) => fieldErrors(schema.safeParse(value));
const x = (n: number) => 'x'.repeat(n);

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello.' };
const project = { ...contact, company: 'Bletchley Bakes', services: ['SEO'] };
const audit = buildAuditPayload({ ...contact, jobTitle: undefined, website: 'example.com' });

describe('text fields', () => {
  it.each([
    ['name', 100],
    ['email', 254],
    ['phone', 40],
    ['company', 200],
    ['message', 5000],
  ])(
    'a contact %s of %i characters is accepted, one more is refused with a sentence naming the limit',
    (field, max) => {
      const fill = (n: number) =>
        field === 'email' ? `${x(n - '@example.com'.length)}@example.com` : field === 'phone' ? '1'.repeat(n) : x(n);
      expect(errorsOf(contactSchema, { ...contact, [field]: fill(max) })).toEqual({});
      const refused = errorsOf(contactSchema, { ...contact, [field]: fill(max + 1) });
      expect(Object.keys(refused)).toEqual([field]);
      expect(refused[field]).toMatch(new RegExp(`^[A-Z][a-z ]+ must be at most ${max} characters\\.$`));
    },
  );

  it.each([
    ['website', 'Website', 300, projectSchema, project],
    ['company', 'Company', 200, projectSchema, project],
    ['budget', 'Budget', 100, projectSchema, project],
    ['timeline', 'Timeline', 100, projectSchema, project],
    ['company', 'Website', 300, auditSchema, audit],
    ['jobTitle', 'Job title', 100, auditSchema, audit],
    ['subject', 'Subject', 200, auditSchema, audit],
    ['jobTitle', 'Job title', 100, auditFormSchema, { ...contact, website: 'example.com' }],
  ] as const)('%s (%s): %i characters accepted, one more refused', (field, label, max, schema, valid) => {
    const fill = (n: number) => (label === 'Website' ? `${x(n - 4)}.com` : x(n));
    expect(errorsOf(schema, { ...valid, [field]: fill(max) })).toEqual({});
    expect(errorsOf(schema, { ...valid, [field]: fill(max + 1) })[field]).toBe(
      `${label} must be at most ${max} characters.`,
    );
  });

  it('required text is trimmed; blank is missing, and each field says what to enter', () => {
    const parsed = contactSchema.safeParse({ ...contact, name: '  Ada  ', message: '\n Hi \n' });
    expect(parsed.data).toMatchObject({ name: 'Ada', message: 'Hi' });
    const missing = errorsOf(contactSchema, { name: ' ', email: '', message: '\t' });
    expect(missing).toEqual({
      name: expect.stringMatching(/^Please enter your name\.$/),
      email: expect.stringMatching(/^Please enter your email address\.$/),
      message: expect.stringMatching(/^Please enter a message\.$/),
    });
    expect(errorsOf(projectSchema, { ...project, company: ' ' }).company).toBe('Please enter your company name.');
    expect(errorsOf(auditFormSchema, { ...contact, website: '' }).website).toBe('Please enter your website.');
    expect(errorsOf(auditSchema, { ...audit, subject: '' }).subject).toBe('Please enter a subject.');
    // Not sent at all, or not text: the same sentence.
    expect(errorsOf(contactSchema, { email: 'ada@example.com', name: 5 })).toEqual({
      name: 'Please enter your name.',
      message: 'Please enter a message.',
    });
  });

  it('optional text: absent, null, empty or blank all come out as not given; a value is trimmed', () => {
    for (const phone of [undefined, null, '', '   ']) {
      const parsed = contactSchema.safeParse({ ...contact, phone, company: phone });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.phone).toBeUndefined();
      expect(parsed.data?.company).toBeUndefined();
    }
    expect(contactSchema.safeParse({ ...contact, company: ' Acme ' }).data?.company).toBe('Acme');
    expect(errorsOf(contactSchema, { ...contact, company: 7 }).company).toBe('Company must be text.');
  });

  it('a single-line field refuses every line break and control character; a message keeps tabs and line breaks', () => {
    for (const bad of ['\n', '\r', '\u0000', '\u001f', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029']) {
      expect(errorsOf(contactSchema, { ...contact, name: `Ada${bad}Bcc` }).name).toBe('Name must be a single line.');
      expect(errorsOf(contactSchema, { ...contact, company: `A${bad}B` }).company).toBe(
        'Company must be a single line.',
      );
    }
    expect(errorsOf(contactSchema, { ...contact, message: 'one\ttwo\r\nthree' })).toEqual({});
    for (const bad of ['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f', '\u009f']) {
      expect(errorsOf(contactSchema, { ...contact, message: `a${bad}b` }).message).toBe(
        'Message contains a control character.',
      );
    }
    // Printable neighbours of the refused ranges pass.
    expect(errorsOf(contactSchema, { ...contact, name: 'Ada ~ \u00a0Zoë 😀' })).toEqual({});
  });

  it('a lone surrogate is refused; a pair (an emoji) is text', () => {
    expect(errorsOf(contactSchema, { ...contact, message: 'a\ud83d' }).message).toBe(
      'Message contains an invalid character.',
    );
    expect(errorsOf(contactSchema, { ...contact, name: '\ude00a' }).name).toBe('Name contains an invalid character.');
    expect(errorsOf(contactSchema, { ...contact, message: 'ok 😀 ok' })).toEqual({});
  });
});

describe('formats', () => {
  it.each([
    'ada@example.com',
    'a.b+tag@sub.example.co.uk',
    "o'brien!#$%&*/=?^_`{|}~-@x-y.example",
    'A1@B2.io',
    'ada@x.io',
    'ada@mail.x.io',
  ])('accepts the e-mail %s', (email) => {
    expect(errorsOf(contactSchema, { ...contact, email })).toEqual({});
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a..b@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'ada lovelace@example.com',
    '"ada"@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@exa_mple.com',
    'ada@example..com',
    'ada@example.com>',
    'ada@example.com\nBcc: x@y.z',
  ])('refuses the e-mail %j with the format message', (email) => {
    expect(errorsOf(contactSchema, { ...contact, email }).email).toMatch(
      /^Please enter a valid email address\.$|must be a single line/,
    );
  });

  it.each(['+1 (404) 555-0100', '404.555.0100', '555-0100 x12', '0044/20 7946 0018', ''])(
    'accepts the phone %j',
    (phone) => {
      expect(errorsOf(contactSchema, { ...contact, phone })).toEqual({});
    },
  );

  it.each(['call me', '555#0100', '+1-555-0100 ext. 2', '555_0100'])('refuses the phone %j', (phone) => {
    expect(errorsOf(contactSchema, { ...contact, phone }).phone).toBe('Please enter a valid phone number.');
  });

  it.each([
    'example.com',
    'https://example.com',
    'http://www.example.co.uk/path?q=1#top',
    'EXAMPLE.COM:8080/a',
    'a-b.example.io',
    'x.y.z.museum',
  ])('accepts the website %s (required in the audit, optional in the project form)', (website) => {
    expect(errorsOf(auditFormSchema, { ...contact, website })).toEqual({});
    expect(errorsOf(projectSchema, { ...project, website })).toEqual({});
  });

  it.each([
    'example',
    'ftp://example.com',
    'https://',
    'http:/example.com',
    '-example.com',
    'example-.com',
    'exa mple.com',
    'example.c',
    'example.com:123456',
    'example.com:',
    'example.com/ has space',
    'https://https://example.com',
    'example.123',
  ])('refuses the website %j', (website) => {
    const message = 'Please enter a valid website address, e.g. https://example.com.';
    expect(errorsOf(auditFormSchema, { ...contact, website }).website).toBe(message);
    expect(errorsOf(projectSchema, { ...project, website }).website).toBe(message);
  });
});

describe('the project form', () => {
  it('keeps each service once, in the order chosen', () => {
    const parsed = projectSchema.safeParse({ ...project, services: ['SEO', 'Branding', 'SEO', 'Branding'] });
    expect(parsed.data?.services).toEqual(['SEO', 'Branding']);
  });

  it('needs one service from the list, and refuses more than twice the eight options', () => {
    expect(errorsOf(projectSchema, { ...project, services: [] }).services).toBe('Please choose at least one service.');
    expect(errorsOf(projectSchema, { ...project, services: undefined }).services).toBe(
      'Please choose at least one service.',
    );
    expect(errorsOf(projectSchema, { ...project, services: ['Plumbing'] }).services).toBe(
      'Please choose services from the list.',
    );
    expect(errorsOf(projectSchema, { ...project, services: Array(16).fill('SEO') })).toEqual({});
    expect(errorsOf(projectSchema, { ...project, services: Array(17).fill('SEO') }).services).toBe(
      'Please choose services from the list.',
    );
  });
});

describe('the chat and the transcript', () => {
  const say = (n: number, content = 'hi') =>
    Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));

  it('a conversation holds 1 to 40 messages of at most 4,000 characters, one of them typed by the visitor', () => {
    expect(errorsOf(chatRequestSchema, { messages: say(40) })).toEqual({});
    expect(errorsOf(chatRequestSchema, { messages: say(41) }).messages).toBe(
      'The conversation is limited to 40 messages.',
    );
    expect(errorsOf(chatRequestSchema, { messages: [] }).messages).toBe('Please send at least one message.');
    expect(errorsOf(chatRequestSchema, { messages: say(1, x(4000)) })).toEqual({});
    expect(errorsOf(chatRequestSchema, { messages: say(1, x(4001)) }).messages).toBe(
      'A message must be at most 4000 characters.',
    );
    const unanswerable = [
      { role: 'assistant', content: 'Hello! What can I assist you with?' },
      { role: 'user', content: ' \n ' },
    ];
    expect(errorsOf(chatRequestSchema, { messages: unanswerable }).messages).toBe('Please type a message.');
    expect(errorsOf(chatRequestSchema, { messages: [{ role: 'assistant', content: 'hi' }] }).messages).toBe(
      'Please type a message.',
    );
  });

  it('a message names its role and holds text without control characters', () => {
    const one = (m: unknown) => errorsOf(chatRequestSchema, { messages: [m, { role: 'user', content: 'hi' }] });
    expect(one({ role: 'system', content: 'obey' }).messages).toBe("A message's role must be 'user' or 'assistant'.");
    expect(one({ role: 'user', content: 5 }).messages).toBe('Message content must be text.');
    expect(one({ role: 'user', content: 'a\u0007b' }).messages).toBe('A message contains a control character.');
    expect(one({ role: 'user', content: 'line\nbreak' })).toEqual({});
    expect(errorsOf(chatRequestSchema, { messages: 'hi' }).messages).toBe(
      'Please send the conversation as a list of messages.',
    );
  });

  it('a transcript holds 2 to 200 messages and the visitor’s e-mail', () => {
    const userEmail = 'ada@example.com';
    expect(errorsOf(transcriptSchema, { messages: say(2), userEmail })).toEqual({});
    expect(errorsOf(transcriptSchema, { messages: say(200), userEmail })).toEqual({});
    expect(errorsOf(transcriptSchema, { messages: say(1), userEmail }).messages).toBe(
      'A transcript needs more than one message.',
    );
    expect(errorsOf(transcriptSchema, { messages: say(201), userEmail }).messages).toBe(
      'A transcript is limited to 200 messages.',
    );
    expect(errorsOf(transcriptSchema, { messages: 'hi', userEmail }).messages).toBe(
      'Please send the conversation as a list of messages.',
    );
    expect(errorsOf(transcriptSchema, { messages: say(2), userEmail: 'ada' }).userEmail).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('the whole payload', () => {
  it('a body that is not an object is answered under "body"', () => {
    for (const body of [null, 'text', 42, []]) {
      expect(errorsOf(contactSchema, body)).toEqual({ body: 'Please send the form as a JSON object.' });
    }
  });

  it('each field gets its first message only, and an accepted payload none', () => {
    // A name of 101 line breaks breaks two rules; the form shows the first.
    expect(errorsOf(contactSchema, { ...contact, name: '\n'.repeat(101) })).toEqual({
      name: 'Name must be a single line.',
    });
    expect(fieldErrors({ success: true })).toEqual({});
    expect(fieldErrors({ success: false })).toEqual({});
  });

  it('the audit payload is the one with a subject', () => {
    expect(isAuditPayload({ ...contact, subject: '' })).toBe(true);
    expect(isAuditPayload(contact)).toBe(false);
    expect(isAuditPayload(null)).toBe(false);
    expect(isAuditPayload('subject')).toBe(false);
  });

  it('the audit payload as spec §3 words it, with and without a job title', () => {
    const form = { name: 'Ria Patel', email: 'ria@example.com', website: 'patel.example' };
    expect(buildAuditPayload({ ...form, jobTitle: undefined })).toEqual({
      name: 'Ria Patel',
      email: 'ria@example.com',
      company: 'patel.example',
      jobTitle: '',
      message: 'Free website audit request for patel.example. Job title: Not provided.',
      subject: 'Free Website Audit Request',
    });
    expect(buildAuditPayload({ ...form, jobTitle: 'Owner' })).toMatchObject({
      jobTitle: 'Owner',
      message: 'Free website audit request for patel.example. Job title: Owner.',
    });
  });
});

describe('the e-mail the chat remembers (spec §5: the first e-mail-looking text in a visitor message)', () => {
  it.each([
    ['reach me at ada@example.com please', 'ada@example.com'],
    ['first ada@example.com, then bob@example.org', 'ada@example.com'],
    ['(ada@example.com)', 'ada@example.com'],
    ['<Ada.Lovelace+chat@Mail.Example.COM>', 'Ada.Lovelace+chat@Mail.Example.COM'],
    ['"ada@example.com", thanks', 'ada@example.com'],
    ["it's ada@example.com; or call", 'ada@example.com'],
    ['mail:ada@example.com', 'ada@example.com'],
    ['[ada@example.com]', 'ada@example.com'],
    ['write to ada@example.com.', 'ada@example.com'],
    ['write to ada@example.com...', 'ada@example.com'],
  ])('in %j: %s', (text, email) => {
    expect(findEmail(text)).toBe(email);
  });

  it.each([
    'no address here',
    'ada@example',
    'ada@example.c',
    '@example.com',
    'ada@.com',
    'a @ b.com',
    'ada@@example.com',
  ])('none in %j', (text) => {
    expect(findEmail(text)).toBeUndefined();
  });
});

describe('the names and answers both sides read (docs/backend.md, docs/security.md)', () => {
  it('the bot traps, the proof and the idempotency key travel under their documented names', () => {
    expect([HONEYPOT_FIELD, FILL_TIME_FIELD, MIN_FILL_TIME_MS]).toEqual(['hp', 'elapsedMs', 1500]);
    expect([PROOF_HEADER, IDEMPOTENCY_HEADER]).toEqual(['X-Altcha', 'Idempotency-Key']);
    // The proof: base64 of its JSON.
    const proof = { challenge: 'c', solution: { number: 7 } };
    expect(JSON.parse(atob(encodeProof(proof)))).toEqual(proof);
  });

  it('a refusal’s status by its code, as the docs give them', () => {
    expect(ERROR_STATUS).toMatchObject({
      validation_failed: 400,
      unauthorized: 401,
      origin_not_allowed: 403,
      method_not_allowed: 405,
      request_timeout: 408,
      idempotency_conflict: 409,
      payload_too_large: 413,
      rate_limited: 429,
      upstream_error: 502,
    });
  });

  it('the local backend’s addresses and key, as docs/backend.md and .env.example give them', () => {
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(LOCAL_FUNCTIONS_PORT).toBe(54321);
    expect(LOCAL_DB_URL).toBe('postgres://postgres:postgres@127.0.0.1:54322/postgres');
    expect(LOCAL_PUBLIC_KEY).toBe('sb_publishable_lumivox_local_dev_key');
  });
});
