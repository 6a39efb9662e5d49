// Types of scripts/local-backend.mjs for the TypeScript tests.
export interface LocalBackend {
  stop(): Promise<void>;
  anonKey: string;
  functionsUrl: string;
  supabaseUrl: string;
  /** Connect here (psql, the postgres driver): the socket server keeps each client's statements together. */
  dbUrl: string;
}
export function startLocalBackend(options?: {
  dataDir?: string | null;
  /** With `dataDir: null`: a dump of a database's files (PGlite's dumpDataDir) to start from. */
  loadDataDir?: Blob;
  log?: (message: string) => void;
  dbPort?: number;
  functionsPort?: number;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  stdout?: 'inherit' | 'ignore' | 'pipe';
}): Promise<LocalBackend>;
export function startScratchBackend(
  env?: Record<string, string>,
  options?: { dbPort?: number; functionsPort?: number; loadDataDir?: Blob },
): Promise<LocalBackend>;
