// The functions' deps from the environment (supabase/functions/_shared/deps.ts), as each function's index.ts builds
// them, without a database: which mailer, the background work handed to the runtime and its failures logged, the
// outbox's options, the database URL required outside local mode. (No query is made: the driver connects lazily.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { depsFromEnv, outboxOptions, withInstanceState } from '../../supabase/functions/_shared/deps.ts';

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
