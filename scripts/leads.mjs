// `npm run leads`: the latest submissions, chat transcripts and outbox rows of the local backend (or of
// SUPABASE_DB_URL). Uses the running backend's socket; if none is running, opens .data/pglite directly.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const limit = Number(process.argv[2] ?? 10);
const url =
  process.env.SUPABASE_DB_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.LOCAL_DB_PORT ?? 54322}/postgres`;

const QUERIES = {
  leads: `select created_at, kind, name, email, coalesce(company, '') as company,
            coalesce(services::text, '') as services, left(message, 60) as message
          from public.leads order by created_at desc limit $1`,
  'chat transcripts': `select created_at, user_email, jsonb_array_length(messages) as messages
          from public.chat_transcripts order by created_at desc limit $1`,
  'e-mail outbox': `select created_at, template, to_email, status, attempts, next_attempt_at,
            coalesce(left(last_error, 60), '') as last_error
          from public.email_outbox order by created_at desc limit $1`,
};

function print(title, rows) {
  console.log(`\n${title} (latest ${rows.length})`);
  if (rows.length === 0) return console.log('  (none)');
  console.table(
    rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
    ),
  );
}

async function viaSocket() {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    for (const [title, text] of Object.entries(QUERIES)) print(title, await sql.unsafe(text, [limit]));
  } finally {
    await sql.end({ timeout: 2 });
  }
}

async function viaDataDir() {
  const dataDir = join(root, '.data', 'pglite');
  if (!existsSync(dataDir)) {
    console.error('No local database yet: start the backend once (npm run backend) or set SUPABASE_DB_URL.');
    process.exit(1);
  }
  const { openLocalDb, migrate } = await import('./local-db.mjs');
  const db = await openLocalDb({ dataDir });
  try {
    await migrate(db);
    for (const [title, text] of Object.entries(QUERIES)) print(title, (await db.query(text, [limit])).rows);
  } finally {
    await db.close();
  }
}

try {
  await viaSocket();
} catch (error) {
  if (process.env.SUPABASE_DB_URL || !['ECONNREFUSED', 'CONNECT_TIMEOUT'].includes(error?.code)) throw error;
  await viaDataDir();
}
