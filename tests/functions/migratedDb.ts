// Global setup of the function tests: one database, migrated, dumped to a file the test files start their own
// databases from (helpers.ts, migratedDataDir). A new PGlite cluster costs 4–6 s here (initdb), a restored one about
// 1 s, and some 15 files open one. The migrations themselves run here, once, against an empty cluster.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openLocalDb } from '../../scripts/local-db.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file with the migrated database's files (PGlite's dumpDataDir, a tar). */
    migratedDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await openLocalDb();
  await migrate(pg);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const dir = mkdtempSync(join(tmpdir(), 'lumivox-migrated-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDataDir', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
