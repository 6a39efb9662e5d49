// The functions as served in local mode: Deno from the npm package, PGlite behind pglite-socket, real HTTP.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startScratchBackend } from '../../scripts/local-backend.mjs';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local.ts';
import { encodeProof } from '../../supabase/functions/_shared/contract/schemas.ts';
import { migratedDataDir, validContact, validProject, validTranscript } from './helpers.ts';

let backend: LocalBackend;
let sql: postgres.Sql;
beforeAll(async () => {
  backend = await startScratchBackend(
    {
      RATE_LIMIT_FORMS_PER_MINUTE: '3',
      ASSISTANT_WORD_DELAY_MS: '0',
      OUTBOX_INTERVAL_MS: '500',
      // The tests stand in for a proxy that appends each client's address, so one socket can be many clients.
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      // Small secret counters: each proof below is solved in a few milliseconds.
      ALTCHA_MAX_COUNTER: '20',
    },
    { loadDataDir: migratedDataDir() },
  );
  // Read what was stored through the wire like psql would, taking turns with the functions' connection.
  sql = postgres(backend.dbUrl, { max: 1, onnotice: () => {} });
}, 60_000);
afterAll(async () => {
  await sql?.end();
  await backend?.stop();
});

let ipCounter = 0;
/** A distinct client per call site, so the per-IP rate limit only bites where a test wants it to. */
const nextIp = () => `192.0.2.${++ipCounter}`;

function rawCall(
  fn: string,
  body: unknown,
  { ip = nextIp(), headers = {} as Record<string, string>, key = LOCAL_PUBLIC_KEY } = {},
) {
  return fetch(`${backend.functionsUrl}/${fn}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A challenge from the altcha-challenge function, solved as the page's worker does. */
async function proof() {
  const res = await rawCall('altcha-challenge', {});
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  return { challenge, solution: await solveChallenge({ challenge, deriveKey }) };
}

/** Calls a function; a submission (a JSON object to a form or transcript function) carries a fresh proof. */
async function call(fn: string, body: unknown, options: Parameters<typeof rawCall>[2] = {}) {
  const submits = fn.startsWith('send-') && typeof body === 'object' && body !== null;
  const headers = submits ? { ...options.headers, 'x-altcha': encodeProof(await proof()) } : options.headers;
  return rawCall(fn, body, { ...options, ...(headers ? { headers } : {}) });
}

const rows = async <T>(text: string, params: unknown[] = []) =>
  (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[];

describe('local backend over HTTP', () => {
  it('prints the local anon key that the functions accept', () => {
    expect(backend.anonKey).toBe(LOCAL_PUBLIC_KEY);
  });

  it('answers the preflight with 204 and CORS headers', async () => {
    const res = await fetch(`${backend.functionsUrl}/send-contact-form`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stores a contact message once per Idempotency-Key and delivers its e-mail locally', async () => {
    const headers = { 'idempotency-key': 'http-contact-0001' };
    const ip = nextIp();
    const first = await call('send-contact-form', validContact, { headers, ip });
    const second = await call('send-contact-form', validContact, { headers, ip });
    const a = (await first.json()) as { id: string };
    const b = (await second.json()) as { id: string };

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(b.id).toBe(a.id);
    expect(await rows('select name, email, phone, company, message from leads where id = $1', [a.id])).toEqual([
      {
        name: validContact.name,
        email: validContact.email,
        phone: validContact.phone,
        company: validContact.company,
        message: validContact.message,
      },
    ]);
    await expect
      .poll(async () => rows<{ status: string }>('select status from email_outbox where lead_id = $1', [a.id]), {
        timeout: 10_000,
      })
      .toEqual([{ status: 'delivered_locally' }]);
  });

  it('stores a project request with its services', async () => {
    const res = await call('send-project-request', validProject);
    const { id } = (await res.json()) as { id: string };
    expect(res.status).toBe(200);
    expect(await rows('select services, budget from leads where id = $1', [id])).toEqual([
      { services: validProject.services, budget: validProject.budget },
    ]);
  });

  it('stores a transcript and rejects one with a single message', async () => {
    const good = await call('send-chat-transcript', validTranscript);
    const bad = await call('send-chat-transcript', {
      ...validTranscript,
      messages: validTranscript.messages.slice(0, 1),
    });
    const { id } = (await good.json()) as { id: string };

    expect(good.status).toBe(200);
    expect(bad.status).toBe(400);
    expect(await rows('select user_email from chat_transcripts')).toEqual([{ user_email: 'visitor@example.com' }]);
    expect((await rows('select id from chat_transcripts'))[0]).toEqual({ id });
  });

  it('rejects invalid fields, wrong keys and oversize bodies with JSON errors', async () => {
    const invalid = await call('send-contact-form', { ...validContact, email: 'nope' });
    const wrongKey = await call('send-contact-form', validContact, { key: 'wrong' });
    const huge = await call('send-contact-form', { ...validContact, message: 'x'.repeat(40_000) });

    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: object } }).error.fields).toHaveProperty('email');
    expect(wrongKey.status).toBe(401);
    expect(huge.status).toBe(413);
  });

  it('rate-limits a client with 429 and Retry-After', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await call('send-project-request', { ...validProject, message: `Try ${i}` }, { ip });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('streams the chat answer as SSE ending with [DONE]', async () => {
    const res = await call('chat-support', { messages: [{ role: 'user', content: 'How long until I see results?' }] });
    const text = await res.text();
    const events = text.trim().split('\n\n');

    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.at(-1)).toBe('data: [DONE]');
    const content = events
      .slice(0, -1)
      .map((e) => (JSON.parse(e.slice(6)) as { choices: [{ delta: { content: string } }] }).choices[0].delta.content)
      .join('');
    expect(content).toContain('30-60 days');
  });

  it('answers unknown functions with 404 JSON', async () => {
    const res = await call('no-such-function', {});
    expect(res.status).toBe(404);
  });

  it('serves several database clients at once without mixing their statements', async () => {
    const other = postgres(backend.dbUrl, { max: 3, onnotice: () => {} });
    try {
      const submissions = Array.from({ length: 3 }, (_, i) =>
        call('send-contact-form', { ...validContact, message: `Parallel ${i}` }),
      );
      const reads = Array.from({ length: 12 }, (_, i) => other.unsafe('select $1::int as n, count(*) from leads', [i]));
      const [answers, results] = await Promise.all([Promise.all(submissions), Promise.all(reads)]);

      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(results.map((r) => r[0]?.n)).toEqual([...Array(12).keys()]);
      expect(await rows("select count(*)::int as n from leads where message like 'Parallel %'")).toEqual([{ n: 3 }]);
    } finally {
      await other.end();
    }
  });
});
