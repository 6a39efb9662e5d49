// Types of scripts/local-db.mjs for the TypeScript tests.
import type { PGlite } from '@electric-sql/pglite';

export const MIGRATIONS_DIR: string;
export const BOOTSTRAP_SQL: string;
export function openLocalDb(options?: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PGlite>;
export function migrate(db: PGlite, options?: { dir?: string; log?: (message: string) => void }): Promise<string[]>;
