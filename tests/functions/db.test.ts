// The functions' database seam (supabase/functions/_shared/db.ts) over the wire, as production and local mode use it:
// the `postgres` driver against the local backend's PGlite server (scripts/pglite-server.mjs), through a relay that sees
// the connections the driver opens and the statements it parses.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LOCAL_DB_PASSWORD, startPgliteServer } from '../../scripts/pglite-server.mjs';
import { createPostgresDb } from '../../supabase/functions/_shared/db.ts';
import { fiveAtOnce, watchedPostgres } from './helpers.ts';

let pg: PGlite;
let server: { port: number; stop(): Promise<void> };
let url: string;
beforeAll(async () => {
  pg = await PGlite.create();
  server = await startPgliteServer({ db: pg, port: 0 });
  url = `postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${server.port}/postgres`;
});
afterAll(async () => {
  await server.stop();
  await pg.close();
});

it('runs a statement with and without parameters, JSON going in as text, and closes', async () => {
  const db = createPostgresDb(url, { max: 1, idleTimeout: 2 });
  expect(await db.query('select 40 + 2 as n')).toEqual([{ n: 42 }]);
  expect(await db.query<{ n: number }>('select $1::int + $2::int as n', [40, 2])).toEqual([{ n: 42 }]);
  expect(await db.query('select ($1::text::jsonb)->>$2 as v', [JSON.stringify({ a: 'b' }), 'a'])).toEqual([{ v: 'b' }]);
  await db.close();
  await expect(db.query('select 1')).rejects.toThrow();
});

it('keeps the database’s notices out of the function’s log', async () => {
  const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
  const db = createPostgresDb(url);
  await db.query(`do $$ begin raise notice 'noisy'; end $$`);
  await db.close();
  expect(printed).not.toHaveBeenCalled();
  printed.mockRestore();
});

it('opens at most the connections it is given and closes one idle for the seconds it is given', async () => {
  const watched = await watchedPostgres(server.port);
  const db = createPostgresDb(`postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${watched.port}/postgres`, {
    max: 1,
    idleTimeout: 0.3,
  });
  const done = await fiveAtOnce(db);
  expect(watched.connections).toHaveLength(1);
  await vi.waitFor(() => expect(watched.connections[0]?.closed).toBeDefined(), { timeout: 2000, interval: 20 });
  expect(watched.connections[0]!.closed! - done).toBeLessThan(1500);
  await db.close();
  await watched.stop();
});

it('sends every statement unnamed: no prepared statements, which Supabase’s transaction-mode pooler refuses', async () => {
  const watched = await watchedPostgres(server.port);
  const db = createPostgresDb(`postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${watched.port}/postgres`);
  await db.query('select $1::int + $2::int as n', [40, 2]);
  await db.query('select $1::int + $2::int as n', [1, 2]);
  await db.query('select 1 as n');
  await db.close();
  await watched.stop();
  const statements = watched.connections.flatMap((c) => c.statements);
  expect(statements.length).toBeGreaterThanOrEqual(3);
  expect(statements.every((name) => name === '')).toBe(true);
});
