// Property-based: thousands of generated malformed bodies always get a 4xx JSON error, never a 5xx, never a row.
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHandler as chatHandler } from '../../supabase/functions/chat-support/handler.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import type { Handler } from '../../supabase/functions/_shared/pipeline.ts';
import {
  auditSchema,
  buildAuditPayload,
  chatRequestSchema,
  contactSchema,
  projectSchema,
  transcriptSchema,
} from '../../supabase/functions/_shared/contract/schemas.ts';
import { createHandler as transcriptHandler } from '../../supabase/functions/send-chat-transcript/handler.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { createHandler as projectHandler } from '../../supabase/functions/send-project-request/handler.ts';
import {
  count,
  withTestDb,
  post,
  solvedProof,
  testDeps,
  topUpProofs,
  validAuditForm,
  validContact,
  validProject,
  validTranscript,
} from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
/** 5 functions × (RUNS + HOSTILE_RUNS + RUNS/4) + RUNS/4 = 10,000 generated hostile requests by default. */
const HOSTILE_RUNS = Math.round(RUNS * 0.7);
const storedRows = async () =>
  (await count(pg, 'leads')) + (await count(pg, 'chat_transcripts')) + (await count(pg, 'email_outbox'));

interface Target {
  fn: string;
  create: (deps: ReturnType<typeof testDeps>) => Handler;
  valid: Record<string, unknown>;
  accepts: (body: unknown) => boolean;
  /** Has the honeypot and fill-time traps. */
  botTraps?: boolean;
}

const targets: Target[] = [
  {
    fn: 'send-contact-form',
    create: contactHandler,
    valid: validContact,
    accepts: (b) => contactSchema.safeParse(b).success || auditSchema.safeParse(b).success,
    botTraps: true,
  },
  {
    fn: 'send-contact-form (audit)',
    create: contactHandler,
    valid: buildAuditPayload(validAuditForm),
    accepts: (b) => contactSchema.safeParse(b).success || auditSchema.safeParse(b).success,
    botTraps: true,
  },
  {
    fn: 'send-project-request',
    create: projectHandler,
    valid: validProject,
    accepts: (b) => projectSchema.safeParse(b).success,
    botTraps: true,
  },
  {
    fn: 'send-chat-transcript',
    create: transcriptHandler,
    valid: validTranscript,
    accepts: (b) => transcriptSchema.safeParse(b).success,
  },
  {
    fn: 'chat-support',
    create: chatHandler,
    valid: { messages: [{ role: 'user', content: 'hi' }] },
    accepts: (b) => chatRequestSchema.safeParse(b).success,
  },
];

/** Anything JSON can carry, plus strings built to break validators (control characters, huge, unicode). */
const nastyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', 'a\r\nBcc: x@y.z', '@', 'a@b', '<script>', 'x'.repeat(6000), '😀'.repeat(3000)),
  fc.array(fc.string({ unit: 'grapheme', maxLength: 10 }), { maxLength: 12 }),
);

/** Characters no stored text may hold: C0/C1 controls other than tab/LF/CR, NUL, lone surrogates; and in a
 * single-line field also the line breaks (CR, LF, U+2028/2029). */
const forbiddenChar = (multiLine: boolean) =>
  fc.oneof(
    fc.integer({ min: 0x00, max: 0x1f }).filter((c) => !multiLine || (c !== 0x09 && c !== 0x0a && c !== 0x0d)),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    ...(multiLine ? [] : [fc.constantFrom(0x2028, 0x2029)]),
  );
/** Text with at least one forbidden character, anywhere (leading and trailing too: trimming must not launder it).
 * A lone surrogate stays lone: its neighbours are printable ASCII. */
const hostileText = (multiLine: boolean) =>
  fc
    .tuple(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
      forbiddenChar(multiLine),
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
    )
    .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`);
/** Arrays nested far past the depth limit, with a NUL at the bottom. */
const deepNest = fc.integer({ min: 17, max: 5000 }).map((depth) => `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);

/** A valid payload with one field broken, one removed, or junk fields only; kept only if the schema rejects it. */
function malformed(t: Target) {
  const fields = Object.keys(t.valid);
  return fc
    .oneof(
      fc
        .record({ field: fc.constantFrom(...fields), value: nastyValue })
        .map(({ field, value }) => ({ ...t.valid, [field]: value })),
      fc
        .constantFrom(...fields)
        .map((field) => Object.fromEntries(Object.entries(t.valid).filter(([k]) => k !== field))),
      fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 6 }),
      fc.jsonValue({ maxDepth: 4 }),
    )
    .filter((body) => !t.accepts(body) && !(t.botTraps && tripsBotTrap(body)));
}

/** The forms' bot traps (spec: a filled honeypot, or sent faster than a person fills the form): those bodies get a
 * success-looking answer by design and store nothing (tests/functions/forms.test.ts), so they are not "malformed". */
function tripsBotTrap(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { hp, elapsedMs } = body as Record<string, unknown>;
  return (hp !== undefined && hp !== null && hp !== '') || (typeof elapsedMs === 'number' && elapsedMs < 1500);
}

/** Bodies that are not JSON at all: random text and random bytes (invalid UTF-8 included). */
const notJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => new Blob([bytes])),
);

async function expectClientError(res: Response) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
}

describe.each(targets)('$fn', (t) => {
  const handle = () => t.create(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0', RATE_LIMIT_CHAT_PER_MINUTE: '0' }));

  it(`answers ${RUNS} malformed JSON bodies with a 4xx JSON error and stores nothing`, async () => {
    const h = handle();
    // One valid proof for every run: nothing is stored, so nothing spends it (a stored body would, and the next
    // would be refused as 409 — still no 5xx, and the row count below fails).
    const proof = await solvedProof();
    await fc.assert(
      fc.asyncProperty(malformed(t), async (body) => {
        await expectClientError(await h(post(body, { proof })));
      }),
      { numRuns: RUNS },
    );
    expect(await storedRows()).toBe(0);
  });

  it(`answers ${HOSTILE_RUNS} bodies with a forbidden character in a text field, or nested too deep, with 400`, async () => {
    const h = handle();
    const textFields = Object.keys(t.valid).filter((k) => typeof t.valid[k] === 'string');
    const inMessage = hostileText(true).map((text) =>
      JSON.stringify({
        ...t.valid,
        messages: [...((t.valid.messages as unknown[]) ?? []), { role: 'user', content: text }],
      }),
    );
    const nested = fc
      .record({ field: fc.constantFrom(...Object.keys(t.valid)), raw: deepNest })
      .map(({ field, raw }) => JSON.stringify({ ...t.valid, [field]: 0 }).replace(`"${field}":0`, `"${field}":${raw}`));
    const inField = () =>
      fc
        .constantFrom(...textFields)
        .chain((field) =>
          hostileText(field === 'message').map((text) => JSON.stringify({ ...t.valid, [field]: text })),
        );
    const bodies = t.valid.messages ? fc.oneof(inMessage, nested) : fc.oneof(inField(), nested);
    await fc.assert(
      fc.asyncProperty(bodies, async (raw) => {
        const res = await h(post(undefined, { raw }));
        expect(res.status).toBe(400);
        await expectClientError(res);
      }),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await storedRows()).toBe(0);
  });

  it(`answers ${Math.round(RUNS / 4)} non-JSON bodies with 400 and stores nothing`, async () => {
    const h = handle();
    await fc.assert(
      fc.asyncProperty(notJson, async (raw) => {
        const req = new Request('http://localhost/', {
          method: 'POST',
          headers: { authorization: `Bearer sb_publishable_lumivox_local_dev_key` },
          body: raw,
        });
        const res = await h(req);
        expect(res.status).toBe(400);
        await expectClientError(res);
      }),
      { numRuns: Math.round(RUNS / 4) },
    );
    expect(await storedRows()).toBe(0);
  });
});

describe('arbitrary text in every form field', () => {
  it('is either stored (200) or refused with a 4xx, never a 5xx', async () => {
    const h = projectHandler(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '0' }));
    await topUpProofs(Math.round(RUNS / 4));
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: text, company: text, message: text, budget: text, phone: text }),
        async (fields) => {
          const before = await count(pg, 'leads');
          const res = await h(post({ ...validProject, ...fields }));
          if (res.status === 200) {
            expect(await count(pg, 'leads')).toBe(before + 1);
          } else {
            await expectClientError(res);
            expect(await count(pg, 'leads')).toBe(before);
          }
        },
      ),
      { numRuns: Math.round(RUNS / 4) },
    );
  });
});
