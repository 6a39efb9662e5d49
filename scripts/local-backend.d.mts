// Types of scripts/local-backend.mjs for the TypeScript tests.
import type { PGlite } from '@electric-sql/pglite';

export const LOCAL_ANON_KEY: string;
export interface LocalBackend {
  stop(): Promise<void>;
  anonKey: string;
  functionsUrl: string;
  supabaseUrl: string;
  dbUrl: string;
  db: PGlite;
}
export function startLocalBackend(options?: {
  dataDir?: string | null;
  log?: (message: string) => void;
  dbPort?: number;
  functionsPort?: number;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  stdout?: 'inherit' | 'ignore' | 'pipe';
}): Promise<LocalBackend>;
