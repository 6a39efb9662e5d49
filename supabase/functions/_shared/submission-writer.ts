// Writes submissions to one database with group commit: concurrent rows of one table go into one statement
// (submission-insert-sql.ts) with their e-mail jobs and proofs of work.
import type { Db } from './db.ts';
import type { EmailDraft } from './emails.ts';
import { groupCommit } from './group-commit.ts';
import type { CheckedProof } from './proof.ts';
import { insertSubmissionsSql, LEADS, type TableName, type TableSpec, TRANSCRIPTS } from './submission-insert-sql.ts';

/** One row to store (snake_case columns; its id is made by the caller, so its e-mails can name it), its e-mails and
 * the proof of work it spends. */
export type NewRow = { id: string; emails: EmailDraft[]; proof: CheckedProof } & Record<string, unknown>;

/** Stores one row; resolves true when it was stored, false when its idempotency key or its proof was taken. */
type SubmissionWriter = (row: NewRow) => Promise<boolean>;

/** One writer per submission table; each keeps its own queue of rows waiting for the next statement. */
export type SubmissionWriters = Record<TableName, SubmissionWriter>;

export function createSubmissionWriters(db: Db): SubmissionWriters {
  return { leads: createSubmissionWriter(db, LEADS), chat_transcripts: createSubmissionWriter(db, TRANSCRIPTS) };
}

/** A proof that comes twice in one batch is written once, with its first row; the later ones are not stored. */
function createSubmissionWriter(db: Db, spec: TableSpec): SubmissionWriter {
  const sql = insertSubmissionsSql(spec);
  return groupCommit(async (batch: readonly NewRow[]) => {
    const seen = new Set<string>();
    const rows = batch.filter((row) => !seen.has(row.proof.signature) && !!seen.add(row.proof.signature));
    const payload = rows.map(({ emails, proof, ...row }) => ({
      ...row,
      proof_signature: proof.signature,
      proof_expires_at: proof.expiresAt,
      emails: emails.map((e) => ({
        template: e.template,
        to_email: e.to,
        reply_to: e.replyTo ?? null,
        subject: e.subject,
        text_body: e.text,
        html_body: e.html,
      })),
    }));
    const stored = new Set((await db.query<{ id: string }>(sql, [JSON.stringify(payload)])).map((r) => r.id));
    return batch.map((row) => stored.has(row.id));
  });
}
