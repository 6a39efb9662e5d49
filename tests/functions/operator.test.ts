// What an operator sees when the local backend is started twice on one data directory, and when its Node process is
// killed alone: a refusal in one line with exit code 1, and function servers that stop with their parent.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import postgres from 'postgres';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../scripts/data-dir-lock.mjs';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

/** Runs `script` as `npm start` / `npm run backend` do, with free ports; resolves when it exits. */
function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, FUNCTIONS_PORT: '0', LOCAL_DB_PORT: '0', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  return { child, exit, stdout: () => stdout, stderr: () => stderr };
}

describe('a second start on a data directory in use', () => {
  it.each(['scripts/start.mjs', 'scripts/local-backend.mjs'])(
    '%s refuses in one line naming the holder, and exits 1',
    async (script) => {
      const dir = mkdtempSync(join(tmpdir(), 'lumivox-operator-'));
      const lock = lockDataDir(dir); // this test process holds it, as a running `npm start` would
      cleanups.push(() => (lock.release(), rmSync(dir, { recursive: true, force: true })));

      const second = run(script, { BACKEND_DATA_DIR: dir });

      expect(await second.exit).toBe(1);
      const lines = second.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^The data directory ${dir} is in use by process ${process.pid} \\(.*\\)\\. `),
      );
      expect(lines[0]).toMatch(/Stop it first, or use another BACKEND_DATA_DIR\.$/);
      expect(second.stderr()).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm run backend` with its banner printed: the gateway's functions URL, the Deno server's own port and pid. */
async function startBackend(env: Record<string, string> = {}) {
  const backend = run('scripts/local-backend.mjs', { BACKEND_DATA_DIR: 'memory', ...env });
  // Serving once the banner names the functions' address.
  const functionsUrl = await new Promise<string>((resolve, reject) => {
    backend.child.stdout.on('data', () => {
      const url = /functions: (\S+)\/<name>/.exec(backend.stdout())?.[1];
      if (url) resolve(url);
    });
    void backend.exit.then((code) => reject(new Error(`the backend exited (${code}): ${backend.stderr()}`)));
  });
  const dbUrl = /database: +(\S+)/.exec(backend.stdout())![1]!;
  const denoPort = Number(/serving .* at http:\/\/127\.0\.0\.1:(\d+)\//.exec(backend.stdout())?.[1]);
  const [deno] = execFileSync('ps', ['-o', 'pid=', '--ppid', String(backend.child.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map(Number);
  cleanups.push(() => void (alive(deno!) && process.kill(deno!, 'SIGKILL')));
  expect(alive(deno!)).toBe(true);
  return { backend, functionsUrl, denoPort, dbUrl, deno: deno! };
}

describe('the backend’s Node process killed alone', () => {
  // Most of each test is the function server's start (its modules load in about 40 s on a busy 2-core machine).
  it('takes its Deno function server with it', async () => {
    const { backend, functionsUrl, deno } = await startBackend();
    const answered = await fetch(`${functionsUrl}/altcha-challenge`, { method: 'OPTIONS' });
    expect(answered.status).toBe(204);

    backend.child.kill('SIGKILL');
    await backend.exit;

    // The Deno process is not our child: its exit is seen by polling its pid, within a generous bound.
    await expect.poll(() => alive(deno), { timeout: 30_000, interval: 50 }).toBe(false);
  }, 120_000);

  it('takes it along even while a client holds a request open on the function server', async () => {
    // A body may take ten minutes here, so only the parent's death can end this request in time.
    const { backend, denoPort, deno, dbUrl } = await startBackend({ BODY_TIMEOUT_MS: '600000' });
    const held = connect(denoPort, '127.0.0.1');
    cleanups.push(() => held.destroy());
    await once(held, 'connect');
    let answer = '';
    held.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // A lead whose body has 1,000 bytes announced and 8 sent: the function waits for the rest.
    held.write(
      'POST /functions/v1/send-contact-form HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `apikey: ${LOCAL_PUBLIC_KEY}\r\nAuthorization: Bearer ${LOCAL_PUBLIC_KEY}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    // In flight once the lead budget has counted it (what it does before it waits for the body): the database holds
    // the count. From there the function touches nothing but the socket until the body is whole.
    const sql = postgres(dbUrl, { max: 1 });
    cleanups.push(() => void sql.end({ timeout: 0 }));
    await expect
      .poll(async () => (await sql`select count(*)::int as n from lead_budget`)[0]!.n as number, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(1);
    await sql.end();
    expect(answer).toBe('');
    const closed = once(held, 'close');

    backend.child.kill('SIGKILL');
    await backend.exit;

    // With the database gone, the held request cannot be stored: the server closes it and exits instead of waiting.
    await expect.poll(() => alive(deno), { timeout: 30_000, interval: 50 }).toBe(false);
    await closed;
  }, 120_000);
});
