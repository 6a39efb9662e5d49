// Embedded Postgres for local mode and tests: PGlite with Supabase's roles, and migrations applied once each.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = join(root, 'supabase', 'migrations');

/**
 * What a Supabase database has before any migration: the API roles, their default table grants (so the
 * migrations' revokes are tested for real) and the CLI's migration history table. Local only, never a migration.
 */
export const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);
`;

/** Opens (or creates) the database; `dataDir` undefined means in memory, which `loadDataDir` (a dump of another
 * database's files, PGlite's `dumpDataDir()`) can fill: about 1 s against 4–6 s for a new cluster (tests). */
export async function openLocalDb({ dataDir, loadDataDir } = {}) {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create({ loadDataDir });
  await db.exec(BOOTSTRAP_SQL);
  return db;
}

/** Applies supabase/migrations/*.sql not yet recorded, each in its own transaction, in file-name order. */
export async function migrate(db, { dir = MIGRATIONS_DIR, log = () => {} } = {}) {
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const { rows } = await db.query('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const applied = [];
  for (const file of files) {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file);
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
    });
    log(`migration applied: ${file}`);
    applied.push(file);
  }
  return applied;
}
