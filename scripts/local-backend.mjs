// Local backend of `npm start`: PGlite (kept in .data/pglite, migrated at start) on 127.0.0.1:54322 and the edge
// functions under Deno, served on http://127.0.0.1:54321/functions/v1/<name> through a Node front door
// (functions-gateway.mjs: header timeout, closing after a 408) while Deno listens on a free loopback port behind it.
// Run standalone: `node scripts/local-backend.mjs`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lockDataDir } from './data-dir-lock.mjs';
import { startFunctionsGateway } from './functions-gateway.mjs';
import { migrate, openLocalDb } from './local-db.mjs';
import { startPgliteServer } from './pglite-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The local public key, read from the one module that defines it for the site and the functions. */
const LOCAL_ANON_KEY = /LOCAL_PUBLIC_KEY = '([^']+)'/.exec(
  readFileSync(join(root, 'supabase/functions/_shared/contract/local.ts'), 'utf8'),
)[1];

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The function server exited during start (${JSON.stringify(exited)}).`);
    try {
      const res = await fetch(url, { method: 'OPTIONS' });
      if (res.status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The function server did not answer at ${url} within ${timeoutMs} ms.`);
}

const quiet = process.env.BACKEND_QUIET === '1';

/**
 * A throwaway backend for benchmarks and tests: database in memory (started from `loadDataDir`, a dump of a migrated
 * one, when given), free ports (unless given), silent. `env` as for startLocalBackend (rate limits lifted, an
 * upstream AI…).
 */
export function startScratchBackend(env = {}, { dbPort = 0, functionsPort = 0, loadDataDir } = {}) {
  return startLocalBackend({ dataDir: null, loadDataDir, dbPort, functionsPort, stdout: 'ignore', log: () => {}, env });
}

/**
 * Starts the database, its socket server and the function server. Ports come from the options, else
 * LOCAL_DB_PORT / FUNCTIONS_PORT, else 54322 / 54321; 0 picks free ports (tests).
 * `dataDir: null` (or BACKEND_DATA_DIR=memory) keeps the database in memory, started from `loadDataDir` when given (a
 * dump of a database's files, PGlite's dumpDataDir); BACKEND_QUIET=1 silences the banner
 * and printed e-mails. `env` adds variables for the functions (AI_*, rate limits…).
 */
export async function startLocalBackend({
  dataDir = process.env.BACKEND_DATA_DIR === 'memory' ? null : (process.env.BACKEND_DATA_DIR ?? '.data'),
  loadDataDir,
  log = quiet ? () => {} : console.log,
  dbPort = Number(process.env.LOCAL_DB_PORT ?? 54322),
  functionsPort = Number(process.env.FUNCTIONS_PORT ?? 54321),
  env = {},
  startTimeoutMs = 30_000,
  /** 'ignore' silences the function server's stdout (printed local e-mails); errors still reach stderr. */
  stdout = quiet ? 'ignore' : 'inherit',
} = {}) {
  let pgDir;
  let lock = { release() {} };
  if (dataDir !== null) {
    pgDir = resolve(root, dataDir, 'pglite');
    mkdirSync(pgDir, { recursive: true });
    // Refuses (naming the running process) while another backend has this directory open.
    lock = lockDataDir(resolve(root, dataDir));
  }
  let db;
  try {
    db = await openLocalDb({ dataDir: pgDir, loadDataDir });
    await migrate(db, { log });
  } catch (error) {
    lock.release();
    throw error;
  }

  // Clients (the functions, psql, npm run leads) take turns on PGlite's single session, see pglite-server.mjs.
  const socketServer = await startPgliteServer({ db, host: '127.0.0.1', port: dbPort }).catch(async (error) => {
    await db.close();
    lock.release();
    throw error;
  });
  const dbUrl = `postgres://postgres:postgres@127.0.0.1:${socketServer.port}/postgres`;

  const denoPort = await freePort();
  const deno = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
  const child = spawn(
    deno,
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      // The functions' import map and lock, npm packages from Deno's cache: what a deploy resolves, not node_modules.
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions/_local/serve.ts',
    ],
    {
      cwd: root,
      // stdin stays an open pipe: when this process dies, Deno sees end-of-file and exits too.
      stdio: ['pipe', stdout, 'inherit'],
      env: {
        ...process.env,
        DENO_NO_UPDATE_CHECK: '1',
        LUMIVOX_LOCAL: '1',
        SUPABASE_DB_URL: dbUrl,
        FUNCTIONS_PORT: String(denoPort),
        EXIT_ON_STDIN_EOF: '1',
        ...env,
      },
    },
  );
  const childExit = new Promise((r) => child.once('exit', r));
  let gateway = null;

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await childExit;
      clearTimeout(timer);
    }
    await gateway?.stop();
    await socketServer.stop();
    await db.close();
    lock.release();
  }

  try {
    await waitUntilServing(`http://127.0.0.1:${denoPort}/functions/v1/send-contact-form`, child, startTimeoutMs);
    const headersTimeoutMs = Number(env.HEADERS_TIMEOUT_MS ?? process.env.HEADERS_TIMEOUT_MS) || undefined;
    gateway = await startFunctionsGateway({
      port: functionsPort,
      target: { host: '127.0.0.1', port: denoPort },
      headersTimeoutMs,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const supabaseUrl = `http://127.0.0.1:${gateway.port}`;
  const functionsUrl = `${supabaseUrl}/functions/v1`;

  log(
    [
      'Lumivox local backend',
      `  functions: ${functionsUrl}/<name>`,
      `  database:  ${dbUrl}  (psql "${dbUrl}")`,
      `  anon key:  ${LOCAL_ANON_KEY}`,
      `  site env:  VITE_SUPABASE_URL=${supabaseUrl} VITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`,
    ].join('\n'),
  );
  return { stop, anonKey: LOCAL_ANON_KEY, functionsUrl, supabaseUrl, dbUrl };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
  const backend = await startLocalBackend().catch((error) => {
    // A refusal (the data directory in use, a port taken) is for the operator: one line, no stack.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  const shutdown = async () => {
    await backend.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
