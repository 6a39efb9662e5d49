// What an operator sees when the local backend is started twice on one data directory, and when its Node process is
// killed alone: a refusal in one line with exit code 1, and function servers that stop with their parent.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../scripts/data-dir-lock.mjs';

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

describe('the backend’s Node process killed alone', () => {
  it('takes its Deno function server with it', async () => {
    const backend = run('scripts/local-backend.mjs', { BACKEND_DATA_DIR: 'memory' });
    // Serving once the banner names the functions' address.
    const functionsUrl = await new Promise<string>((resolve, reject) => {
      backend.child.stdout.on('data', () => {
        const url = /functions: (\S+)\/<name>/.exec(backend.stdout())?.[1];
        if (url) resolve(url);
      });
      void backend.exit.then((code) => reject(new Error(`the backend exited (${code}): ${backend.stderr()}`)));
    });
    const [deno] = execFileSync('ps', ['-o', 'pid=', '--ppid', String(backend.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    cleanups.push(() => void (alive(deno!) && process.kill(deno!, 'SIGKILL')));
    expect(alive(deno!)).toBe(true);
    const answered = await fetch(`${functionsUrl}/altcha-challenge`, { method: 'OPTIONS' });
    expect(answered.status).toBe(204);

    backend.child.kill('SIGKILL');
    await backend.exit;

    // The Deno process is not our child: its exit is seen by polling its pid, within a generous bound.
    await expect.poll(() => alive(deno!), { timeout: 30_000, interval: 50 }).toBe(false);
    // Most of this test is the function server's start (its modules load in about 40 s on a busy 2-core machine).
  }, 120_000);
});
