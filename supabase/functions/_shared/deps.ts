// What a function handler needs from the outside world; index.ts builds it from the environment, tests by hand.
import { type EnvGetter, type FunctionConfig, loadConfig } from './config.ts';
import { createPostgresDb, type Db } from './db.ts';
import { createLocalMailer, createResendMailer, type Mailer } from './mailer.ts';
import type { ProcessOutboxOptions } from './outbox.ts';
import { OutboxKicker } from './outbox-kicker.ts';
import { createLeadBudget } from './lead-budget.ts';
import { createRateLimiter, type RateLimiter } from './ratelimit.ts';
import { createSubmissionWriters, type SubmissionWriters } from './submission-writer.ts';

export interface FunctionDeps {
  config: FunctionConfig;
  db: Db;
  mailer: Mailer;
  /** Counted in Postgres, so every instance shares them. `leads`: one budget per client across the lead forms and
   * the transcript (lead-budget.ts); `requests`: the chat, challenges and audits, per client and function. */
  limiters: { leads: RateLimiter; requests: RateLimiter };
  /** Milliseconds since the epoch: the lead budget's and the site-wide ceiling's clock (tests move it). */
  clock: () => number;
  /** Keeps work running after the response is sent (EdgeRuntime.waitUntil on Supabase). */
  waitUntil: (work: Promise<unknown>) => void;
  fetch: typeof fetch;
  log: (message: string, ...details: unknown[]) => void;
  /** Overrides for the outbox run kicked after each submission (tests pin clocks and backoff). */
  outbox?: Partial<Omit<ProcessOutboxOptions, 'db' | 'mailer' | 'from'>>;
  /** This instance's group-commit writers of the submission tables (see withInstanceState). */
  submissionWriters: SubmissionWriters;
  /** Runs the outbox after this instance's submissions: one run at a time, spaced while submissions keep coming. */
  outboxKicker: OutboxKicker;
}

/** The deps from the outside world, before the instance's own state is added. */
export type OutsideDeps = Omit<FunctionDeps, 'submissionWriters' | 'outboxKicker'>;

/** Adds the state one function instance keeps between its requests: made once with the deps, so every handler
 * of the instance (all of them in local mode) shares one queue per table and one outbox runner. */
export function withInstanceState(deps: OutsideDeps): FunctionDeps {
  return {
    ...deps,
    submissionWriters: createSubmissionWriters(deps.db),
    outboxKicker: new OutboxKicker(outboxOptions(deps), deps.waitUntil, deps.log),
  };
}

/** What an outbox run needs from the deps: the scheduled worker and the runs kicked by submissions. */
export function outboxOptions(deps: OutsideDeps): ProcessOutboxOptions {
  return { ...deps.outbox, db: deps.db, mailer: deps.mailer, from: deps.config.mail.from, log: deps.log };
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void };
}

export function depsFromEnv(env: EnvGetter): FunctionDeps {
  const config = loadConfig(env);
  if (!config.dbUrl) throw new Error('SUPABASE_DB_URL is not set.');
  const log = (message: string, ...details: unknown[]) => console.error(message, ...details);
  // Local PGlite runs one statement at a time; one pooled connection keeps extended-protocol messages together.
  const db = createPostgresDb(config.dbUrl, config.local ? { max: 1, idleTimeout: 2 } : {});
  const mailer = config.mail.resendApiKey
    ? createResendMailer({ apiKey: config.mail.resendApiKey })
    : createLocalMailer();
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  return withInstanceState({
    config,
    db,
    mailer,
    limiters: {
      leads: createLeadBudget(db, config.leads, Date.now),
      requests: createRateLimiter(db, 'requests', config.rateLimits.chat),
    },
    clock: Date.now,
    waitUntil: (work) => {
      const guarded = work.catch((error: unknown) => log('background work failed:', error));
      runtime?.waitUntil(guarded);
    },
    fetch: (input, init) => fetch(input, init),
    log,
  });
}
