// The local database port asks for the documented password (postgres://postgres:postgres@…): PGlite itself trusts
// everyone, so pglite-server.mjs runs the password exchange before a client's startup reaches it.
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_DB_PASSWORD, startPgliteServer } from '../../scripts/pglite-server.mjs';
import { migratedDataDir } from './helpers.ts';

let db: PGlite;
let server: { port: number; stop(): Promise<void> };
beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: migratedDataDir() });
  server = await startPgliteServer({ db, port: 0 });
});
afterAll(async () => {
  await server.stop();
  await db.close();
});

const connect = (password: string) =>
  postgres({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: 'postgres', max: 1 });

it('answers a client that gives the documented password', async () => {
  const sql = connect(LOCAL_DB_PASSWORD);
  expect((await sql`select 40 + 2 as n`)[0]!.n).toBe(42);
  await sql.end();
});

it('refuses a wrong password with Postgres’s own error, and runs nothing', async () => {
  const sql = connect('guess');
  await expect(sql`create table intruder (x int)`).rejects.toMatchObject({ code: '28P01' });
  await sql.end();
  const ok = connect(LOCAL_DB_PASSWORD);
  expect(await ok`select to_regclass('intruder') as t`).toEqual([{ t: null }]);
  await ok.end();
});
