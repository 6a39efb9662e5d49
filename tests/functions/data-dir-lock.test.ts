// One backend per data directory: a second start refuses and names the running process; a lock left by a crashed
// run is taken over; a stopped backend leaves the directory free; two processes racing for one directory at the
// same instant never both get it.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_DB, LOCK_FILE } from '../../scripts/data-dir-lock.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { migratedDataDir } from './helpers';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumivox-lock-'));
  dirs.push(dir);
  return dir;
};
/** A data directory holding the migrated database already (the global setup's dump): a backend opens it in a fraction
 * of a second instead of creating a database cluster (about 5 s here). The lock is all these tests are about. */
const seededDir = async () => {
  const dir = freshDir();
  const db = await PGlite.create(join(dir, 'pglite'), { loadDataDir: migratedDataDir() });
  await db.close();
  return dir;
};
const start = (dataDir: string) =>
  startLocalBackend({ dataDir, dbPort: 0, functionsPort: 0, log: () => {}, stdout: 'ignore' });

describe('local data directory lock', () => {
  it('refuses a second backend on the same directory, naming the process that holds it', async () => {
    const dir = await seededDir();
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

  it('names the holder to a process that looks in the instant between its lock and its note', async () => {
    const dir = freshDir();
    // The winner, stopped between the two steps of lockDataDir: the lock is taken, its owner note not yet written.
    const held = new DatabaseSync(join(dir, LOCK_DB));
    held.exec('begin immediate');
    const loser = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(pathToFileURL('scripts/data-dir-lock.mjs').href)};
       console.log('trying');
       try { lockDataDir(process.argv[1]); console.log('held'); } catch (error) { console.log(error.message); }`,
      dir,
    ]);
    const lines = createInterface({ input: loser.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe('trying');
    // The note lands 300 ms after the loser has looked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, command: 'the winner', startedAt: 'now' }));
    try {
      expect((await lines.next()).value).toMatch(new RegExp(`in use by process ${process.pid} \\(the winner`));
    } finally {
      held.exec('rollback');
      held.close();
      await exited(loser);
    }
  });

  it('takes over a stale lock left by a process that no longer exists', async () => {
    const dir = await seededDir();
    // A real pid that has certainly exited: a child that ran and was reaped.
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, command: 'crashed run', startedAt: 'then' }));

    const backend = await start(dir);
    await backend.stop();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

/** A process that takes the lock on request (fixtures/lock-racer.mjs); `ask` sends a line and awaits its answer. */
function racer() {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'fixtures/lock-racer.mjs')]);
  const answers: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => answers.shift()?.(line));
  const ask = (line: string) =>
    new Promise<string>((resolve) => {
      answers.push(resolve);
      child.stdin.write(`${line}\n`);
    });
  return { child, ask };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('two processes racing for one data directory', () => {
  it('never lets both hold the lock: 200 races of two processes at the same instant', async () => {
    const root = freshDir();
    const racers = [racer(), racer()];
    // A dead owner's note in every other directory: the path where the old lock took over a stale file.
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    const outcomes: string[] = [];
    try {
      for (let i = 0; i < 200; i++) {
        const dir = join(root, String(i));
        mkdirSync(dir);
        if (i % 2) writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, startedAt: 'then' }));
        const answers = await Promise.all(racers.map((r) => r.ask(dir)));
        outcomes.push(answers.sort().join('+'));
        await Promise.all(racers.map((r) => r.ask('release')));
      }
    } finally {
      for (const r of racers) r.child.stdin.end();
      await Promise.all(racers.map((r) => exited(r.child)));
    }
    const tally = Object.fromEntries([...new Set(outcomes)].map((o) => [o, outcomes.filter((x) => x === o).length]));
    expect(tally).toEqual({ 'held+refused': 200 });
  }, 60_000);

  it('starts exactly one of two backends launched at the same instant on one directory (twice)', async () => {
    for (let i = 0; i < 2; i++) {
      const dir = await seededDir();
      const backends = [0, 1].map(() =>
        spawn(process.execPath, ['scripts/local-backend.mjs'], {
          env: { ...process.env, BACKEND_DATA_DIR: dir, LOCAL_DB_PORT: '0', FUNCTIONS_PORT: '0', BACKEND_QUIET: '' },
        }),
      );
      const outcomes = await Promise.all(
        backends.map(
          (backend) =>
            new Promise<string>((resolve) => {
              let err = '';
              backend.stderr.on('data', (c: Buffer) => (err += c.toString()));
              backend.stdout.on(
                'data',
                (c: Buffer) => c.toString().includes('Lumivox local backend') && resolve('serving'),
              );
              backend.once('exit', () => resolve(/in use by process \d+/.test(err) ? 'refused' : `exited: ${err}`));
            }),
        ),
      );
      for (const backend of backends) backend.kill('SIGTERM');
      await Promise.all(backends.map(exited));
      expect(outcomes.sort()).toEqual(['refused', 'serving']);
    }
  }, 90_000);
});
