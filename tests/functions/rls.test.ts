// Row level security: the public roles can neither read nor write any table, even if a grant slips back in.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from './helpers.ts';

let pg: PGlite;
beforeAll(async () => {
  ({ pg } = await createTestDb());
  await pg.exec(`
    insert into public.leads (kind, name, email, message, idempotency_key, request_hash)
      values ('contact', 'Ada', 'ada@example.com', 'Hi', 'seed-lead-1', repeat('a', 64));
    insert into public.chat_transcripts (user_email, messages, idempotency_key, request_hash)
      values ('v@example.com', '[{"role":"user","content":"a"},{"role":"assistant","content":"b"}]', 'seed-t-1', repeat('b', 64));
    insert into public.email_outbox (lead_id, template, to_email, subject, text_body, html_body)
      select id, 'lead_notification', 'hello@lumivox.agency', 'Hi', 't', 'h' from public.leads;
  `);
});
afterAll(() => pg.close());

const TABLES = ['leads', 'chat_transcripts', 'email_outbox'] as const;
const WRITES: Record<(typeof TABLES)[number], string> = {
  leads: `insert into public.leads (kind, name, email, message, idempotency_key, request_hash)
          values ('contact', 'Eve', 'eve@example.com', 'x', 'anon-1', repeat('c', 64))`,
  chat_transcripts: `insert into public.chat_transcripts (user_email, messages, idempotency_key, request_hash)
          values ('eve@example.com', '[1,2]', 'anon-2', repeat('c', 64))`,
  email_outbox: `insert into public.email_outbox (lead_id, template, to_email, subject, text_body, html_body)
          select id, 'lead_notification', 'eve@example.com', 'x', 'x', 'x' from public.leads limit 1`,
};

/** Runs `sql` as `role`, always switching back; returns the rows or the error message. */
async function as(role: string, sql: string): Promise<{ rows?: unknown[]; error?: string }> {
  await pg.exec(`set role ${role}`);
  try {
    return { rows: (await pg.query(sql)).rows };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await pg.exec('reset role');
  }
}

describe.each(['anon', 'authenticated'])('connected as %s', (role) => {
  it.each(TABLES)('cannot read, insert, update or delete %s', async (table) => {
    const read = await as(role, `select * from public.${table}`);
    const insert = await as(role, WRITES[table]);
    const update = await as(role, `update public.${table} set created_at = now()`);
    const del = await as(role, `delete from public.${table}`);

    for (const attempt of [read, insert, update, del]) expect(attempt.error).toMatch(/permission denied/);
    const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('with a table grant added back by mistake', () => {
  it.each(TABLES)('the deny policy still hides and protects every row of %s', async (table) => {
    await pg.exec(`grant select, insert, update, delete on public.${table} to anon`);
    try {
      const read = await as('anon', `select * from public.${table}`);
      const insert = await as('anon', WRITES[table]);
      const del = await as('anon', `delete from public.${table} returning *`);

      expect(read.rows).toEqual([]);
      expect(insert.error).toMatch(/row-level security|permission denied/);
      expect(del.rows).toEqual([]);
    } finally {
      await pg.exec(`revoke all on public.${table} from anon`);
    }
  });
});

it('every table has row level security enabled', async () => {
  const { rows } = await pg.query<{ relname: string; relrowsecurity: boolean }>(
    `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
});
