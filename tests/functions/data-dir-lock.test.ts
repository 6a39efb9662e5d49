// One backend per data directory: a second start refuses and names the running process; a lock left by a crashed
// run is taken over; a stopped backend leaves the directory free.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../scripts/data-dir-lock.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumivox-lock-'));
  dirs.push(dir);
  return dir;
};
const start = (dataDir: string) =>
  startLocalBackend({ dataDir, dbPort: 0, functionsPort: 0, log: () => {}, stdout: 'ignore' });

describe('local data directory lock', () => {
  it('refuses a second backend on the same directory, naming the process that holds it', async () => {
    const dir = freshDir();
    const first = await start(dir);
    try {
      await expect(start(dir)).rejects.toThrow(new RegExp(`in use by process ${process.pid}\\b`));
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await start(dir);
    await again.stop();
  }, 60_000);

  it('takes over a stale lock left by a process that no longer exists', async () => {
    const dir = freshDir();
    // A real pid that has certainly exited: a child that ran and was reaped.
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, command: 'crashed run', startedAt: 'then' }));

    const backend = await start(dir);
    await backend.stop();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
