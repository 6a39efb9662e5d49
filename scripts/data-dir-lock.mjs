// An exclusive lock on the local data directory: PGlite has no lock of its own, and two processes writing one
// directory lose acknowledged writes and corrupt its indexes. The lock file holds the owner's pid; a lock whose
// process is gone (a crashed run) is stale and taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

/**
 * Takes the lock on `dir` or throws an error naming the process that holds it. Returns `release()`, which removes the
 * lock only while it is still this process's.
 */
export function lockDataDir(dir) {
  const path = join(dir, LOCK_FILE);
  const mine = { pid: process.pid, startedAt: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx' });
      return {
        path,
        release() {
          if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner && Number.isInteger(owner.pid) && alive(owner.pid)) {
      throw new Error(
        `The data directory ${dir} is in use by process ${owner.pid} (${owner.command || 'unknown command'}, ` +
          `started ${owner.startedAt}). Stop it first, or use another BACKEND_DATA_DIR.`,
      );
    }
    rmSync(path, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
