// The one database seam of the functions: a tiny query/transaction interface, implemented with the `postgres` driver.
import postgres from 'postgres';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  begin<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface PostgresDbOptions {
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
  const run = async <T>(s: postgres.Sql | postgres.TransactionSql, text: string, params: readonly unknown[]) =>
    (await s.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[];
  return {
    query: (text, params = []) => run(sql, text, params),
    begin: async (fn) =>
      (await sql.begin((tx) => fn({ query: (text, params = []) => run(tx, text, params) }))) as Awaited<
        ReturnType<typeof fn>
      >,
    close: () => sql.end({ timeout: 5 }),
  };
}
