// Types of scripts/pglite-server.mjs for the TypeScript tests.
import type { PGlite } from '@electric-sql/pglite';

export const LOCAL_DB_PASSWORD: string;
export function startPgliteServer(options: {
  db: PGlite;
  host?: string;
  port?: number;
  maxConnections?: number;
  password?: string;
}): Promise<{ port: number; stop(): Promise<void> }>;
