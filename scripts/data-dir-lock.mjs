// An exclusive lock on the local data directory: PGlite has no lock of its own, and two processes writing one
// directory lose acknowledged writes and corrupt its indexes. The lock is the kernel's: a SQLite write transaction
// (node:sqlite, built into Node, so no package) on LOCK_DB held for as long as the backend runs. Taking it is one
// atomic step (`begin immediate` takes SQLite's RESERVED lock, which one connection at a time can hold; `begin
// exclusive` could leave two contenders both refused), and the kernel drops it when its process ends however it ends
// (kill -9 included): there is no stale lock to judge and take over, so no window in which two processes both think
// they own the directory. LOCK_FILE beside it only names the owner for the refusal message (written once the lock is
// held, never trusted).
import { DatabaseSync } from 'node:sqlite';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_DB = 'lumivox.lock.db';
export const LOCK_FILE = 'lumivox.lock';

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function readOwner(path) {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    return Number.isInteger(owner?.pid) && alive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** The owner note of a lock just found held. Its holder writes the note right after taking the lock: a process that
 * lost a race by microseconds can look in between, so it looks again for up to a second before it gives up on a
 * name (the holder may also be a process that died before writing it). */
function awaitOwner(path, waitMs = 1000) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + waitMs; ; Atomics.wait(pause, 0, 0, 20)) {
    const owner = readOwner(path);
    if (owner || Date.now() >= deadline) return owner;
  }
}

/**
 * Takes the lock on `dir` or throws an error naming the process that holds it. Returns `release()`, which removes the
 * owner note and gives the lock back.
 */
export function lockDataDir(dir) {
  const db = new DatabaseSync(join(dir, LOCK_DB));
  try {
    // No busy wait: a second backend refuses at once rather than queueing behind the first.
    db.exec('begin immediate');
  } catch (error) {
    db.close();
    if (!/locked|busy/i.test(String(error?.message))) throw error;
    const owner = awaitOwner(join(dir, LOCK_FILE));
    const who = owner
      ? `process ${owner.pid} (${owner.command || 'unknown command'}, started ${owner.startedAt})`
      : 'another process';
    throw new Error(`The data directory ${dir} is in use by ${who}. Stop it first, or use another BACKEND_DATA_DIR.`);
  }
  const path = join(dir, LOCK_FILE);
  const mine = { pid: process.pid, startedAt: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  // Written whole then renamed into place, so a refused process never reads half of it.
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(mine));
  renameSync(temp, path);
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      rmSync(path, { force: true }); // still ours: nobody else can have written it while the lock is held
      db.exec('rollback');
      db.close();
    },
  };
}
