// The functions' deps from the environment (supabase/functions/_shared/deps.ts), as each function's index.ts builds
// them: which mailer, the background work handed to the runtime and its failures logged, the outbox's options, the
// database URL required outside local mode (no query made: the driver connects lazily); then, against the local
// backend's PGlite server with the migrations, local mode's pool as the server sees it and the chat's rate limit as
// the database stores it.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_PASSWORD, startPgliteServer } from '../../scripts/pglite-server.mjs';
import { depsFromEnv, outboxOptions, withInstanceState } from '../../supabase/functions/_shared/deps.ts';
import { createTestDb, fiveAtOnce, rowsOf, watchedPostgres } from './helpers.ts';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];
const runtime = globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

afterEach(() => {
  delete runtime.EdgeRuntime;
  vi.restoreAllMocks();
});

describe('depsFromEnv', () => {
  it('outside local mode the database URL is required', () => {
    expect(() => depsFromEnv(envOf({}))).toThrow('SUPABASE_DB_URL is not set.');
  });

  it('mails through Resend with RESEND_API_KEY, locally without', async () => {
    const url = 'postgres://u:p@127.0.0.1:1/db';
    expect(depsFromEnv(envOf({ SUPABASE_DB_URL: url, RESEND_API_KEY: 're_test' })).mailer.mode).toBe('resend');
    const local = depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' }));
    expect(local.mailer.mode).toBe('local');
    expect(local.config.dbUrl).toBe('postgres://postgres:postgres@127.0.0.1:54322/postgres');
  });

  it('hands background work to the edge runtime, logging a failure instead of rejecting', async () => {
    const handed: Promise<unknown>[] = [];
    runtime.EdgeRuntime = { waitUntil: (work) => void handed.push(work) };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' }));
    const failure = new Error('mail down');
    deps.waitUntil(Promise.reject(failure));
    expect(handed).toHaveLength(1);
    await expect(handed[0]).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith('background work failed:', failure);
    deps.log('a line', 42);
    expect(errors).toHaveBeenLastCalledWith('a line', 42);
    // Without an edge runtime (local Deno), the work still runs and a failure is still logged.
    delete runtime.EdgeRuntime;
    depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' })).waitUntil(Promise.reject(failure));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(3));
  });

  it('the Resend mailer sends with RESEND_API_KEY', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 'e1' }));
    const deps = depsFromEnv(envOf({ SUPABASE_DB_URL: 'postgres://u:p@127.0.0.1:1/db', RESEND_API_KEY: 're_test' }));
    await deps.mailer.send({
      id: 'o1',
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 's',
      text: 't',
      html: 'h',
    });
    expect(new Headers(global.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer re_test');
  });

  it('fetch is the global fetch, called with what it is given', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'));
    const deps = depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' }));
    const init = { method: 'POST' };
    expect(await (await deps.fetch('https://example.com/x', init)).text()).toBe('ok');
    expect(global).toHaveBeenCalledWith('https://example.com/x', init);
  });

  it('the limiters and clocks are the real ones', () => {
    const deps = depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' }));
    expect(Math.abs(deps.clock() - Date.now())).toBeLessThan(1000);
    expect(typeof deps.limiters.leads.take).toBe('function');
    expect(typeof deps.limiters.requests.take).toBe('function');
    expect(deps.submissionWriters.leads).toBeDefined();
    expect(deps.submissionWriters.chat_transcripts).toBeDefined();
  });
});

describe('outboxOptions and withInstanceState', () => {
  const outside = depsFromEnv(envOf({ LUMIVOX_LOCAL: '1' }));

  it('an outbox run gets the database, the mailer, the sender, the log and the overrides', () => {
    const options = outboxOptions({ ...outside, outbox: { batchSize: 3 } });
    expect(options).toEqual({
      batchSize: 3,
      db: outside.db,
      mailer: outside.mailer,
      from: 'Lumivox Website <noreply@lumivox.agency>', // .env.example's MAIL_FROM, the default
      log: outside.log,
    });
  });

  it('each instance gets its own writers and outbox runner, the rest as given', () => {
    const a = withInstanceState(outside);
    const b = withInstanceState(outside);
    expect(a.submissionWriters).not.toBe(b.submissionWriters);
    expect(a.outboxKicker).not.toBe(b.outboxKicker);
    expect(a.config).toBe(outside.config);
    expect(a.db).toBe(outside.db);
  });
});

describe('depsFromEnv against a database', () => {
  let pg: PGlite;
  let server: { port: number; stop(): Promise<void> };
  let watched: Awaited<ReturnType<typeof watchedPostgres>>;
  beforeAll(async () => {
    ({ pg } = await createTestDb());
    server = await startPgliteServer({ db: pg, port: 0 });
    watched = await watchedPostgres(server.port);
  });
  afterAll(async () => {
    await watched.stop();
    await server.stop();
    await pg.close();
  });
  const localDeps = (vars: Record<string, string> = {}) =>
    depsFromEnv(
      envOf({
        LUMIVOX_LOCAL: '1',
        SUPABASE_DB_URL: `postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${watched.port}/postgres`,
        ...vars,
      }),
    );

  it('local mode: one connection to the PGlite server, closed after 2 idle seconds', async () => {
    watched.connections.length = 0;
    const { db } = localDeps();
    const done = await fiveAtOnce(db);
    expect(watched.connections).toHaveLength(1);
    await vi.waitFor(() => expect(watched.connections[0]?.closed).toBeDefined(), { timeout: 4000, interval: 50 });
    expect(watched.connections[0]!.closed! - done).toBeGreaterThanOrEqual(1500);
  });

  it('the chat’s limit counted in the database’s `requests` bucket, per function and client', async () => {
    const { limiters } = localDeps({ RATE_LIMIT_CHAT_PER_MINUTE: '1' });
    expect(await limiters.requests.take('client-a', 'chat-support')).toEqual({ ok: true, retryAfterSec: 0 });
    expect((await limiters.requests.take('client-a', 'chat-support')).ok).toBe(false);
    expect(await rowsOf(pg, 'select bucket, key, hits from public.rate_limits')).toEqual([
      { bucket: 'requests', key: 'chat-support:client-a', hits: 2 },
    ]);
  });
});
