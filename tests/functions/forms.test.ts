// send-contact-form (contact and audit payloads) and send-project-request, called as handlers against PGlite.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import type { OutsideDeps } from '../../supabase/functions/_shared/deps.ts';
import type { Handler } from '../../supabase/functions/_shared/pipeline.ts';
import { buildAuditPayload } from '../../supabase/functions/_shared/contract/schemas.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { createHandler as projectHandler } from '../../supabase/functions/send-project-request/handler.ts';
import {
  count,
  withTestDb,
  jsonOf,
  post,
  recordingMailer,
  rowsOf,
  testDeps,
  validAuditForm,
  validContact,
  validProject,
} from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const long = (n: number) => 'x'.repeat(n);

interface FormCase {
  fn: string;
  create: typeof contactHandler;
  kind: 'contact' | 'audit' | 'project';
  valid: Record<string, unknown>;
  /** Stored columns expected for `valid`. */
  row: Record<string, unknown>;
  invalid: [field: string, value: unknown][];
}

const audit = buildAuditPayload(validAuditForm);

const cases: FormCase[] = [
  {
    fn: 'send-contact-form',
    create: contactHandler,
    kind: 'contact',
    valid: validContact,
    row: {
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (404) 555-0100',
      company: 'Analytical Engines',
      website: null,
      job_title: null,
      subject: null,
      services: null,
      budget: null,
      timeline: null,
      message: 'We would like a new website.',
    },
    invalid: [
      ['name', ''],
      ['name', 'Line\r\nBcc: victim@example.com'],
      ['email', 'not-an-email'],
      ['email', undefined],
      ['phone', 'call me maybe'],
      ['company', long(201)],
      ['message', '   '],
      ['message', long(5001)],
    ],
  },
  {
    fn: 'send-contact-form (audit dialog)',
    create: contactHandler,
    kind: 'audit',
    valid: audit,
    row: {
      kind: 'audit',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      company: 'https://cobol.dev',
      job_title: 'CTO',
      subject: 'Free Website Audit Request',
      services: null,
      message: 'Free website audit request for https://cobol.dev. Job title: CTO.',
    },
    invalid: [
      ['name', 42],
      ['email', 'grace@'],
      ['company', 'not a website'],
      ['jobTitle', long(101)],
      ['message', ''],
      ['subject', 'Audit\nBcc: someone@example.com'],
      ['subject', ''],
    ],
  },
  {
    fn: 'send-project-request',
    create: projectHandler,
    kind: 'project',
    valid: validProject,
    row: {
      kind: 'project',
      name: 'Alan Turing',
      email: 'alan@example.com',
      phone: '404-555-0199',
      company: 'Bletchley Bakes',
      website: 'bletchley-bakes.co.uk',
      job_title: null,
      subject: null,
      services: ['Website Design', 'SEO'],
      budget: '$500 - $5,000',
      timeline: 'Within 3 months',
      message: 'A bakery site that ranks locally.',
    },
    invalid: [
      ['name', undefined],
      ['email', 'alan at example.com'],
      ['phone', long(41)],
      ['company', ''],
      ['website', 'http://'],
      ['services', []],
      ['services', ['Plumbing']],
      ['services', 'SEO'],
      ['budget', long(101)],
      ['timeline', { when: 'soon' }],
      ['message', null],
    ],
  },
];

function handlerFor(c: FormCase, env: Record<string, string> = {}, overrides: Partial<OutsideDeps> = {}) {
  const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000', ...env }, overrides);
  return { deps, handle: c.create(deps) as Handler };
}

describe.each(cases)('$fn', (c) => {
  it('stores a valid payload exactly once with every field, and queues one notification e-mail', async () => {
    const { deps, handle } = handlerFor(c);
    const res = await handle(post(c.valid, { headers: { 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.7' } }));
    const body = await jsonOf(res);
    await deps.settle();

    expect(res.status).toBe(200);
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const rows = await rowsOf<Record<string, unknown>>(pg, 'select * from public.leads');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, ...c.row, user_agent: 'vitest' });
    expect(rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.ip_hash).not.toContain('203.0.113.7');
    const outbox = await rowsOf<Record<string, unknown>>(pg, 'select * from public.email_outbox');
    expect(outbox).toEqual([
      expect.objectContaining({ lead_id: body.id, template: 'lead_notification', to_email: 'hello@lumivox.agency' }),
    ]);
    expect(outbox[0]?.reply_to).toBe(c.row.email);
  });

  it.each(c.invalid)('rejects an invalid %s (%j) with 400 naming the field, storing nothing', async (field, value) => {
    const { handle } = handlerFor(c);
    const res = await handle(post({ ...c.valid, [field]: value }));
    const body = await jsonOf(res);

    expect(res.status).toBe(400);
    expect(body.error?.code).toBe('validation_failed');
    expect(Object.keys(body.error?.fields ?? {})).toEqual([field]);
    expect(body.error?.fields?.[field]).toMatch(/^[A-Z].+\.$/);
    expect(await count(pg, 'leads')).toBe(0);
    expect(await count(pg, 'email_outbox')).toBe(0);
  });

  it.each([
    ['missing', null],
    ['wrong', 'sb_publishable_somebody_else'],
  ])('answers a %s bearer with 401 JSON', async (_label, key) => {
    const { handle } = handlerFor(c);
    const res = await handle(post(c.valid, { key }));

    expect(res.status).toBe(401);
    expect((await jsonOf(res)).error?.code).toBe('unauthorized');
    expect(await count(pg, 'leads')).toBe(0);
  });

  it('accepts the key in the apikey header too', async () => {
    const { handle } = handlerFor(c);
    const res = await handle(post(c.valid, { key: null, headers: { apikey: 'sb_publishable_lumivox_local_dev_key' } }));
    expect(res.status).toBe(200);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const { handle } = handlerFor(c);
    const res = await handle(post({ ...c.valid, message: long(33 * 1024) }));

    expect(res.status).toBe(413);
    expect((await jsonOf(res)).error?.code).toBe('payload_too_large');
    expect(await count(pg, 'leads')).toBe(0);
  });

  it('answers broken JSON with 400 invalid_json', async () => {
    const { handle } = handlerFor(c);
    const res = await handle(post(undefined, { raw: '{"name": "Ada",' }));

    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error?.code).toBe('invalid_json');
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const { handle } = handlerFor(c, { RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    const from = (ip: string, n: number) =>
      handle(post(c.valid, { headers: { 'idempotency-key': `key-${ip}-${n}` } }), { remoteAddr: ip });
    const statuses = [(await from('198.51.100.1', 1)).status, (await from('198.51.100.1', 2)).status];
    const limited = await from('198.51.100.1', 3);
    const otherIp = await from('198.51.100.2', 1);

    expect(statuses).toEqual([200, 200]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await jsonOf(limited)).error?.code).toBe('rate_limited');
    expect(otherIp.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(3);
  });

  it('answers the CORS preflight with 204 and the CORS headers', async () => {
    const { handle } = handlerFor(c);
    const res = await handle(
      new Request('http://localhost/', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      }),
    );

    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('outside local mode allows only the configured origins', async () => {
    const { handle } = handlerFor(c, {
      LUMIVOX_LOCAL: '0',
      PUBLIC_API_KEYS: 'sb_publishable_prod',
      ALLOWED_ORIGINS: 'https://lumivox.agency',
      IP_HASH_SALT: 'a-long-random-production-salt',
    });
    const preflight = (origin: string) =>
      handle(new Request('http://localhost/', { method: 'OPTIONS', headers: { origin } }));
    const good = await preflight('https://lumivox.agency');
    const bad = await preflight('https://evil.example');
    const localKey = await handle(post(c.valid));

    expect(good.status).toBe(204);
    expect(good.headers.get('access-control-allow-origin')).toBe('https://lumivox.agency');
    expect(bad.status).toBe(403);
    expect(localKey.status).toBe(401);
  });

  it('gives a bot that fills the honeypot a success-shaped answer and stores nothing', async () => {
    const { handle } = handlerFor(c);
    const res = await handle(post({ ...c.valid, hp: 'https://spam.example' }));

    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true, id: expect.any(String) });
    expect(await count(pg, 'leads')).toBe(0);
    expect(await count(pg, 'email_outbox')).toBe(0);
  });

  it('treats a form sent faster than the minimum fill time as a bot; a human pace is stored', async () => {
    const { handle } = handlerFor(c);
    const fast = await handle(post({ ...c.valid, elapsedMs: 300 }));
    expect(fast.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(0);

    const human = await handle(post({ ...c.valid, elapsedMs: 8000, hp: '' }));
    expect(human.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('returns the first answer for a retried Idempotency-Key and stores nothing new', async () => {
    const { deps, handle } = handlerFor(c);
    const headers = { 'idempotency-key': '6f1c9a52-1f43-4d6e-9a55-0c2b8f3e7d10' };
    const first = await handle(post(c.valid, { headers }));
    const second = await handle(post(c.valid, { headers }));
    await deps.settle();

    expect(second.status).toBe(200);
    expect(await jsonOf(second)).toEqual(await jsonOf(first));
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // The page reads both answers: each keeps its CORS headers.
    expect([first, second].map((r) => r.headers.get('access-control-allow-origin'))).toEqual(['*', '*']);
    expect(await count(pg, 'leads')).toBe(1);
    expect(await count(pg, 'email_outbox')).toBe(1);
  });

  it('refuses a reused Idempotency-Key with a different payload (409) and a malformed key (400)', async () => {
    const { handle } = handlerFor(c);
    const headers = { 'idempotency-key': '0d5e3f0a-aaaa-bbbb-cccc-000000000001' };
    await handle(post(c.valid, { headers }));
    const changed = await handle(post({ ...c.valid, message: 'Something else entirely.' }, { headers }));
    const malformed = await Promise.all(
      // Too short; a valid key after a space; a valid key before one.
      ['short', 'not valid 0d5e3f0a-aaaa', '0d5e3f0a-aaaa not valid'].map((key) =>
        handle(post(c.valid, { headers: { 'idempotency-key': key } })),
      ),
    );

    expect(changed.status).toBe(409);
    expect((await jsonOf(changed)).error?.code).toBe('idempotency_conflict');
    expect(malformed.map((r) => r.status)).toEqual([400, 400, 400]);
    for (const res of malformed) {
      expect((await jsonOf(res)).error?.fields?.['Idempotency-Key']).toMatch(/^[A-Z].*\.$/);
    }
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('keeps the lead when the e-mail provider fails', async () => {
    const { handle, deps } = handlerFor(c, {}, { mailer: recordingMailer(99) });
    const res = await handle(post(c.valid));
    await deps.settle();

    expect(res.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(1);
    const [row] = await rowsOf<{ status: string; attempts: number }>(pg, 'select status, attempts from email_outbox');
    expect(row).toEqual({ status: 'pending', attempts: 1 });
  });
});

describe('concurrent retries', () => {
  it('store one row when the same submission races itself', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const handle = projectHandler(deps);
    const headers = { 'idempotency-key': 'race-0001-0002-0003' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => handle(post(validProject, { headers }))));
    await deps.settle();

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(await Promise.all(answers.map(async (r) => (await jsonOf(r)).id))).size).toBe(1);
    expect(await count(pg, 'leads')).toBe(1);
    expect(await count(pg, 'email_outbox')).toBe(1);
  });
});

describe('a burst of submissions (group commit)', () => {
  /**
   * The test database, counting the statements that store leads, each taking 20 ms longer as over a network (the
   * in-process database answers before the next request arrives); `refuseBatches` fails every multi-row one.
   */
  function countingDb(refuseBatches = false) {
    const writes: number[] = [];
    const wrapped: Db = {
      query: (text, params) => {
        if (/insert into public\.leads/.test(text)) {
          const rows = (JSON.parse(String(params?.[0])) as unknown[]).length;
          writes.push(rows);
          if (refuseBatches && rows > 1) return Promise.reject(new Error('batch refused'));
          return new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query(text, params));
        }
        return db.query(text, params);
      },
    };
    return { wrapped, writes };
  }

  const burst = (handle: Handler, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        handle(post({ ...validContact, name: `Visitor ${i}` }, { headers: { 'idempotency-key': `burst-${i}-key` } })),
      ),
    );

  it('stores every submission once, with its own e-mail, in fewer statements than submissions', async () => {
    const { wrapped, writes } = countingDb();
    const mailer = recordingMailer();
    const deps = testDeps(wrapped, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' }, { mailer });
    const answers = await burst(contactHandler(deps), 40);
    await deps.settle();

    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    const ids = await Promise.all(answers.map(async (r) => (await jsonOf(r)).id));
    expect(new Set(ids).size).toBe(40);
    const leads = await rowsOf<{ id: string; name: string }>(pg, 'select id, name from leads');
    expect(leads).toHaveLength(40);
    // Each answer names the row stored for that visitor.
    expect(Object.fromEntries(leads.map((l) => [l.id, l.name]))).toEqual(
      Object.fromEntries(ids.map((id, i) => [id, `Visitor ${i}`])),
    );
    const mails = await rowsOf<{ lead_id: string; status: string }>(pg, 'select lead_id, status from email_outbox');
    expect(mails.map((m) => m.lead_id).sort()).toEqual([...ids].sort());
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
    expect(mailer.sent).toHaveLength(40);
    expect(writes.reduce((a, b) => a + b, 0)).toBe(40);
    expect(writes.length).toBeLessThan(40);
  });

  it('writes a refused batch again one submission at a time, losing none', async () => {
    const { wrapped, writes } = countingDb(true);
    const deps = testDeps(wrapped, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const answers = await burst(contactHandler(deps), 12);
    await deps.settle();

    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(writes.some((rows) => rows > 1)).toBe(true);
    expect(await count(pg, 'leads')).toBe(12);
    expect(await count(pg, 'email_outbox')).toBe(12);
  });

  it('never stores a lead without its e-mail job: the two commit together or not at all', async () => {
    // An agency address the outbox refuses makes the e-mail job fail inside the statement that stores the lead.
    const deps = testDeps(db, { LEADS_TO_EMAIL: 'not an address' });
    const res = await contactHandler(deps)(post(validContact));

    expect(res.status).toBe(500);
    expect((await jsonOf(res)).error?.code).toBe('internal_error');
    expect(await count(pg, 'leads')).toBe(0);
    expect(await count(pg, 'email_outbox')).toBe(0);
  });
});

describe('the forms as the site sends them', () => {
  it('accept optional fields left empty and store them as null', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const res = await projectHandler(deps)(
      post({ ...validProject, phone: '', website: '', budget: '', timeline: '', hp: '', elapsedMs: 5000 }),
    );
    await deps.settle();

    expect(res.status).toBe(200);
    const [row] = await rowsOf<Record<string, unknown>>(pg, 'select phone, website, budget, timeline from leads');
    expect(row).toEqual({ phone: null, website: null, budget: null, timeline: null });
  });
});

describe('the bot traps at their edges (spec §7: a filled honeypot, or a form sent faster than a person fills it)', () => {
  const contact = (env: Record<string, string> = {}) => contactHandler(testDeps(db, env));

  it('a form sent in exactly the minimum fill time is a person’s and stored; a millisecond less is a bot’s', async () => {
    const handle = contact({ MIN_FILL_TIME_MS: '2000' });
    const bot = await handle(post({ ...validContact, elapsedMs: 1999 }));
    expect(bot.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(0);

    const person = await handle(post({ ...validContact, elapsedMs: 2000 }));
    expect(person.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('an empty or null honeypot is no trap: the lead is stored', async () => {
    const handle = contact();
    expect((await handle(post({ ...validContact, hp: null, elapsedMs: 5000 }))).status).toBe(200);
    expect((await handle(post({ ...validContact, hp: '', elapsedMs: 5000 }))).status).toBe(200);
    expect(await count(pg, 'leads')).toBe(2);
  });

  it('a fill time that is not a number is no trap: the form is judged by its fields, and stored', async () => {
    const res = await contact()(post({ ...validContact, elapsedMs: '300' }));
    expect(res.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('a body that is not an object is refused as invalid, never answered like a success', async () => {
    const handle = contact();
    for (const body of ['null', '"a string"', '42']) {
      const res = await handle(post(undefined, { raw: body, proof: false }));
      expect([body, res.status, (await jsonOf(res)).error?.code]).toEqual([body, 400, 'validation_failed']);
    }
  });
});

it('stores a lead whose User-Agent is longer than the database keeps (500 characters), cut to fit', async () => {
  const res = await contactHandler(testDeps(db))(
    post({ ...validContact, elapsedMs: 5000 }, { headers: { 'user-agent': 'Mozilla/5.0 '.repeat(200) } }),
  );
  expect(res.status).toBe(200);
  const [lead] = (await pg.query<{ n: number }>('select char_length(user_agent) as n from public.leads')).rows;
  expect(lead?.n).toBe(500);
});
