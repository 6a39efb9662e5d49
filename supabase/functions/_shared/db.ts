// The one database seam of the functions: one parameterised statement at a time (a statement is its own
// transaction; the submissions write a row and its e-mail jobs in one), implemented with the `postgres` driver.
import postgres from 'postgres';

type Row = Record<string, unknown>;

export interface Db {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

interface PostgresDbOptions {
  /** Connections in the pool; the local PGlite server serialises queries anyway. */
  max?: number;
  /** Seconds before an idle connection is closed, so `psql` against local PGlite is not kept waiting. */
  idleTimeout?: number;
}

/** A `Db` over a Postgres URL (Supabase: SUPABASE_DB_URL; local mode: the PGlite socket server). */
export function createPostgresDb(url: string, options: PostgresDbOptions = {}): Db & { close(): Promise<void> } {
  const sql = postgres(url, {
    max: options.max ?? 4,
    idle_timeout: options.idleTimeout ?? 20,
    connect_timeout: 10,
    // Supabase's pooler (transaction mode) does not support prepared statements. JSON goes in as text and is cast
    // in SQL (`$1::text::jsonb`): typed jsonb parameters would be JSON-encoded a second time by the driver.
    prepare: false,
    onnotice: () => {},
  });
  return {
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    close: () => sql.end({ timeout: 5 }),
  };
}
