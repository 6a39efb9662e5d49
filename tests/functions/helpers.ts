// Shared fixtures of the function tests: an in-process PGlite with the real migrations, handler deps wired to it,
// and request builders. Handlers run without a server; what they stored is read back from the database.
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { migrate, openLocalDb } from '../../scripts/local-db.mjs';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { type FunctionDeps, type OutsideDeps, withInstanceState } from '../../supabase/functions/_shared/deps.ts';
import type { Mailer, OutgoingEmail } from '../../supabase/functions/_shared/mailer.ts';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local.ts';
import { issueChallenge } from '../../supabase/functions/_shared/proof.ts';
import { createLeadBudget } from '../../supabase/functions/_shared/lead-budget.ts';
import { createRateLimiter } from '../../supabase/functions/_shared/ratelimit.ts';
import { PROOF_HEADER, encodeProof } from '../../supabase/functions/_shared/contract/schemas.ts';

export const KEY = LOCAL_PUBLIC_KEY;

/** The migrated database's files (see migratedDb.ts), to start a PGlite from. */
export const migratedDataDir = () => new Blob([readFileSync(inject('migratedDataDir'))]);

/** A database of its own with the schema, as migrated once by the global setup. */
export async function createTestDb(): Promise<{ pg: PGlite; db: Db }> {
  const pg = await openLocalDb({ loadDataDir: migratedDataDir() });
  // Nothing left to apply: this fails if the dump were taken before a migration was added.
  expect(await migrate(pg)).toEqual([]);
  return { pg, db: pgliteDb(pg) };
}

/** The functions' `Db` over PGlite, so handlers run against the real schema in-process. */
export function pgliteDb(pg: PGlite): Db {
  return {
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await pg.query(text, params as unknown[])).rows as T[],
  };
}

/** Background work (outbox runs) of every TestDeps made so far: a run left over from one test must not take the
 * next test's e-mails. */
const unsettled = new Set<TestDeps>();

/** Waits for the background work of earlier tests, then empties the tables. */
/** One database for a test file: opened before its tests, closed after them and (unless `reset` is false) emptied
 * before each; `use` receives it once it is open. */
export function withTestDb(use: (opened: { pg: PGlite; db: Db }) => void, { reset = true } = {}): void {
  let pg: PGlite | undefined;
  beforeAll(async () => {
    const opened = await createTestDb();
    pg = opened.pg;
    use(opened);
  });
  afterAll(() => pg?.close());
  if (reset) beforeEach(() => resetTables(pg!));
}

export async function resetTables(pg: PGlite): Promise<void> {
  for (const deps of unsettled) await deps.settle();
  unsettled.clear();
  await pg.exec(
    'truncate public.email_outbox, public.leads, public.chat_transcripts, public.rate_limits, public.used_proofs, public.lead_budget cascade',
  );
}

export async function count(pg: PGlite, table: string): Promise<number> {
  const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0]?.n ?? 0;
}

export async function rowsOf<T>(pg: PGlite, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await pg.query<T>(sql, params)).rows;
}

/** Records every e-mail; `failures` makes the next N sends throw. */
export function recordingMailer(failures = 0): Mailer & { sent: OutgoingEmail[]; calls: number } {
  let remaining = failures;
  const mailer = {
    mode: 'resend' as const,
    sent: [] as OutgoingEmail[],
    calls: 0,
    send(email: OutgoingEmail) {
      mailer.calls++;
      if (remaining > 0) {
        remaining--;
        return Promise.reject(new Error('provider down'));
      }
      mailer.sent.push(email);
      return Promise.resolve({ providerMessageId: `msg-${mailer.sent.length}` });
    },
  };
  return mailer;
}

export interface TestDeps extends FunctionDeps {
  /** Waits for background work (the outbox kick) started by the handlers. */
  settle(): Promise<void>;
  logs: string[];
}

/** Deps as one function instance has them (its own group-commit queues and outbox runner, see withInstanceState). */
export function testDeps(db: Db, env: Record<string, string> = {}, overrides: Partial<OutsideDeps> = {}): TestDeps {
  const config = loadConfig((name) => ({ LUMIVOX_LOCAL: '1', ASSISTANT_WORD_DELAY_MS: '0', ...env })[name]);
  const pending: Promise<unknown>[] = [];
  const logs: string[] = [];
  const deps: TestDeps = {
    ...withInstanceState({
      config,
      db,
      mailer: recordingMailer(),
      limiters: {
        leads: createLeadBudget(db, config.leads, overrides.clock),
        requests: createRateLimiter(db, 'requests', config.rateLimits.chat),
      },
      clock: Date.now,
      waitUntil: (work) => void pending.push(work.catch(() => {})),
      fetch: (input, init) => fetch(input, init),
      log: (message, ...details) => void logs.push([message, ...details.map(String)].join(' ')),
      ...overrides,
    }),
    logs,
    settle: async () => {
      while (pending.length) await Promise.all(pending.splice(0));
    },
  };
  unsettled.add(deps);
  return deps;
}

/** A TCP relay in front of a Postgres server that sees what the server sees: each connection the driver opens (when,
 * and when it is closed) and the name of each statement it parses (Parse: '' is the unnamed statement, which
 * Supabase's transaction-mode pooler requires; a name is a prepared statement). */
export async function watchedPostgres(port: number) {
  const connections: { opened: number; closed?: number; statements: string[] }[] = [];
  const server = createServer((client) => {
    const seen: (typeof connections)[number] = { opened: Date.now(), statements: [] };
    connections.push(seen);
    const upstream = connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      seen.closed ??= Date.now();
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
    // The client's messages: untyped ones (SSL request, startup) until the startup, then a type byte and a length.
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const head = started ? 1 : 0;
        if (pending.length < head + 4) return;
        const length = pending.readInt32BE(head);
        if (pending.length < head + length) return;
        const message = pending.subarray(0, head + length);
        pending = pending.subarray(head + length);
        if (!started)
          started = message.readInt32BE(4) === 196608; // protocol 3.0: the startup, not a request
        else if (message[0] === 0x50) seen.statements.push(message.toString('utf8', 5, message.indexOf(0, 5)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Five statements at once, as a burst of requests sends them; resolves to the time the last answer arrived. */
export async function fiveAtOnce(db: Db): Promise<number> {
  const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => db.query('select $1::int as n', [n])));
  expect(rows.flat()).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
  return Date.now();
}

export type ProofPayload = Awaited<ReturnType<typeof solvedProof>>;

/** A proof of work as the page sends it: a challenge issued with the secret of `env` (by default local mode's, as
 * testDeps runs), solved. `maxCounter` keeps the solving short (the production cost per try stays); checking it
 * costs the function the same either way. */
export async function solvedProof({
  env = {},
  maxCounter = 3,
}: { env?: Record<string, string>; maxCounter?: number } = {}) {
  const config = loadConfig((name) => ({ LUMIVOX_LOCAL: '1', ...env })[name]);
  const challenge = await issueChallenge({ ...config.proof, maxCounter });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return { challenge, solution };
}

/** Solved proofs for post(), topped up before every test of a file that imports these helpers. */
const proofPool: ProofPayload[] = [];
const PROOF_POOL_SIZE = 40;
export async function topUpProofs(size = PROOF_POOL_SIZE) {
  while (proofPool.length < size) proofPool.push(await solvedProof());
}
beforeEach(() => topUpProofs());

/** A function call. A JSON object body gets a fresh solved proof of work in the X-Altcha header, as the site sends
 * it; `proof: false` sends none, any other value sends that value (encoded as the site encodes a proof). */
export function post(
  body: unknown,
  {
    key = KEY,
    headers = {},
    raw,
    proof = true,
  }: { key?: string | null; headers?: Record<string, string>; raw?: string; proof?: unknown } = {},
): Request {
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (key !== null) h.authorization = `Bearer ${key}`;
  const submits = raw === undefined && typeof body === 'object' && body !== null && !Array.isArray(body);
  if (proof !== false && (submits || proof !== true)) {
    const next = proof === true ? proofPool.pop() : proof;
    if (next === undefined)
      throw new Error(`More than ${PROOF_POOL_SIZE} posts in one test: await topUpProofs(n) first.`);
    h[PROOF_HEADER] = encodeProof(next);
  }
  return new Request('http://localhost/functions/v1/test', {
    method: 'POST',
    headers: h,
    body: raw ?? JSON.stringify(body),
  });
}

/** The JSON answer. An error answer must also say, to whoever reads it (a developer, a script), what went wrong: its
 * message is a sentence (a capital, a full stop), never empty nor cut short. */
export async function jsonOf(res: Response): Promise<{ ok?: boolean; id?: string; error?: ErrorShape }> {
  const body = (await res.json()) as { ok?: boolean; id?: string; error?: ErrorShape };
  if (body.error) expect(body.error.message, `the message of ${body.error.code}`).toMatch(/^[A-Z].*[^\s;:,]\.$/s);
  return body;
}

interface ErrorShape {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 (404) 555-0100',
  company: 'Analytical Engines',
  message: 'We would like a new website.',
};

export const validAuditForm = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  jobTitle: 'CTO',
  website: 'https://cobol.dev',
};

export const validProject = {
  name: 'Alan Turing',
  email: 'alan@example.com',
  phone: '404-555-0199',
  company: 'Bletchley Bakes',
  website: 'bletchley-bakes.co.uk',
  services: ['Website Design', 'SEO'],
  budget: '$500 - $5,000',
  timeline: 'Within 3 months',
  message: 'A bakery site that ranks locally.',
};

export const validTranscript = {
  userEmail: 'visitor@example.com',
  messages: [
    { role: 'assistant', content: 'Hello! What can I assist you with?' },
    { role: 'user', content: 'Do you do SEO? My e-mail is visitor@example.com' },
    { role: 'assistant', content: 'Yes! See /services/seo.' },
  ],
};
