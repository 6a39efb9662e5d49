// The one statement that stores a batch of submissions of one table with their e-mail jobs and spends their proofs
// of work; the tables' columns are listed here once, as `jsonb_to_recordset` reads them.
import { siteCountSql } from './lead-budget.ts';

export type TableName = 'leads' | 'chat_transcripts';

/** A column as `jsonb_to_recordset` declares it. */
type Column = readonly [name: string, type: string];

/** A submission's table, the outbox column naming it, and the columns the payload fills. */
export interface TableSpec {
  table: TableName;
  source: 'lead_id' | 'transcript_id';
  columns: readonly Column[];
}

/** What every submission row records about its request (see idempotency.ts). */
const REQUEST_COLUMNS: readonly Column[] = [
  ['idempotency_key', 'text'],
  ['request_hash', 'text'],
  ['ip_hash', 'text'],
  ['user_agent', 'text'],
];

export const LEADS: TableSpec = {
  table: 'leads',
  source: 'lead_id',
  columns: [
    ['id', 'uuid'],
    ['kind', 'text'],
    ['name', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['company', 'text'],
    ['website', 'text'],
    ['job_title', 'text'],
    ['subject', 'text'],
    ['services', 'jsonb'],
    ['budget', 'text'],
    ['timeline', 'text'],
    ['message', 'text'],
    ...REQUEST_COLUMNS,
  ],
};

export const TRANSCRIPTS: TableSpec = {
  table: 'chat_transcripts',
  source: 'transcript_id',
  columns: [['id', 'uuid'], ['user_email', 'text'], ['messages', 'jsonb'], ...REQUEST_COLUMNS],
};

/**
 * One statement stores a batch of rows ($1: a JSON array of them) and the e-mail jobs of the rows that were new: a
 * single statement is a single transaction, so a row is never stored without its e-mails or the reverse. A row whose
 * idempotency key is taken (earlier, or earlier in the same batch) stores nothing. A row whose proof of work was used
 * before stores nothing either; the same statement records the batch's proofs as used and removes a few expired
 * records, and adds the rows stored to the site-wide count of leads (the ceiling, lead-budget.ts). Returns the ids
 * stored. (A batch must not hold one proof twice: see submission-writer.ts.)
 */
export function insertSubmissionsSql({ table, source, columns }: TableSpec): string {
  const names = columns.map(([name]) => name).join(', ');
  const declared = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return `with input as (
      select * from jsonb_to_recordset($1::text::jsonb)
        as r(${declared}, emails jsonb, proof_signature text, proof_expires_at timestamptz)
    ), expired_proofs as (
      delete from public.used_proofs where ctid in (
        select ctid from public.used_proofs where expires_at < now() order by expires_at limit 50
      )
    ), proofs as (
      insert into public.used_proofs (signature, expires_at)
      select proof_signature, proof_expires_at from input
      on conflict (signature) do nothing
      returning signature
    ), stored as (
      insert into public.${table} (${names}) select ${names} from input
      where proof_signature in (select signature from proofs)
      on conflict (idempotency_key) do nothing
      returning id
    ), mail as (
      insert into public.email_outbox (${source}, template, to_email, reply_to, subject, text_body, html_body)
      select stored.id, m.template, m.to_email, m.reply_to, m.subject, m.text_body, m.html_body
      from stored join input using (id),
        jsonb_to_recordset(input.emails) as m(template text, to_email text, reply_to text, subject text,
          text_body text, html_body text)
    ), site as (
      ${siteCountSql('stored')}
    )
    select id from stored`;
}
