// The back half of the form functions: bot traps, idempotency, one statement (one transaction) for the row, its
// e-mail jobs and its used proof of work, then a kick of the outbox worker whose failure can never fail the submission.
import { groupCommit, singleFlight } from './batch.ts';
import type { Db } from './db.ts';
import { type FunctionDeps, outboxOptions } from './deps.ts';
import { type EmailDraft, type LeadForEmail, leadNotification, transcriptEmails } from './emails.ts';
import { ApiError, canonicalJson, json, sha256Hex } from './http.ts';
import { processOutbox } from './outbox.ts';
import type { GuardedRequest } from './pipeline.ts';
import { type CheckedProof, checkProof } from './proof.ts';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  type FieldErrors,
  type Transcript,
} from './schemas.ts';

/** Honeypot filled, or the form sent faster than a person can fill it. */
export function looksLikeBot(body: unknown, minFillTimeMs: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  const honeypot = record[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return true;
  const elapsed = record[FILL_TIME_FIELD];
  return typeof elapsed === 'number' && elapsed < minFillTimeMs;
}

/** Bots get the same shape as a real success, so they learn nothing; nothing is stored. */
export function botAnswer(cors: Record<string, string>): Response {
  return json(200, { ok: true, id: crypto.randomUUID() }, cors);
}

/** The proof of work the request carries in PROOF_HEADER, checked (after the fields: a refused form costs no
 * crypto). */
export function proofOf(deps: FunctionDeps, req: Request): Promise<CheckedProof> {
  const header = req.headers.get(PROOF_HEADER);
  let value: unknown;
  if (header !== null) {
    try {
      if (header.length > 4096) throw new Error('too long');
      value = JSON.parse(atob(header));
    } catch {
      value = 'malformed';
    }
  }
  return checkProof(deps.config.proof, value);
}

export function validationError(fields: FieldErrors): ApiError {
  return new ApiError(400, 'validation_failed', 'Please check the highlighted fields.', fields);
}

const KEY_RE = /^[A-Za-z0-9._:-]{8,200}$/;

export function idempotencyKey(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_RE.test(key)) {
    throw validationError({
      [IDEMPOTENCY_HEADER]: 'The Idempotency-Key header must be 8–200 letters, digits or . _ : - (a UUID works).',
    });
  }
  return key;
}

interface RequestMeta {
  idempotencyKey: string;
  requestHash: string;
  ipHash: string;
  userAgent: string | null;
}

async function requestMeta(g: GuardedRequest, kind: string, value: unknown, fallbackKey: string) {
  const requestHash = await sha256Hex(`${kind}\n${canonicalJson(value)}`);
  const meta: RequestMeta = {
    idempotencyKey: idempotencyKey(g.req) ?? fallbackKey,
    requestHash,
    ipHash: g.ipHash,
    userAgent: g.req.headers.get('user-agent')?.slice(0, 500) ?? null,
  };
  return meta;
}

interface Stored {
  id: string;
  replayed: boolean;
}

/** The row an earlier request with the same idempotency key stored, answered again (409 when `strict` and the payload
 * differs: a client bug; for transcripts the first one of a chat session stands). */
async function replay(db: Db, table: TableName, meta: RequestMeta, strict: boolean): Promise<Stored> {
  const [found] = await db.query<{ id: string; request_hash: string }>(
    `select id, request_hash from public.${table} where idempotency_key = $1`,
    [meta.idempotencyKey],
  );
  // Not stored and no row under this key: its proof of work was used before (a replayed solution).
  if (!found) {
    throw new ApiError(409, 'proof_used', 'This proof of work was already used; please try again.');
  }
  if (strict && found.request_hash !== meta.requestHash) {
    throw new ApiError(
      409,
      'idempotency_conflict',
      'This Idempotency-Key was already used for a different submission.',
    );
  }
  return { id: found.id, replayed: true };
}

type TableName = 'leads' | 'chat_transcripts';

/** A submission's table, the outbox column naming it, and its columns as `jsonb_to_recordset` reads them. */
interface TableSpec {
  table: TableName;
  source: 'lead_id' | 'transcript_id';
  columns: string;
}

const LEADS: TableSpec = {
  table: 'leads',
  source: 'lead_id',
  columns: `id uuid, kind text, name text, email text, phone text, company text, website text, job_title text,
    subject text, services jsonb, budget text, timeline text, message text, idempotency_key text, request_hash text,
    ip_hash text, user_agent text`,
};

const TRANSCRIPTS: TableSpec = {
  table: 'chat_transcripts',
  source: 'transcript_id',
  columns:
    'id uuid, user_email text, messages jsonb, idempotency_key text, request_hash text, ip_hash text, user_agent text',
};

/** One row to store (snake_case columns; its id is made here, so its e-mails can name it), its e-mails and the
 * proof of work it spends. */
type NewRow = { id: string; emails: EmailDraft[]; proof: CheckedProof } & Record<string, unknown>;

/**
 * One statement stores a batch of rows and the e-mail jobs of the rows that were new: a single statement is a single
 * transaction, so a row is never stored without its e-mails or the reverse. A row whose idempotency key is taken
 * (earlier, or earlier in the same batch) stores nothing and is answered from the stored row. A row whose proof of
 * work was used before stores nothing either; the same statement records the batch's proofs as used and removes a
 * few expired records. (A batch never holds one proof twice: see writerFor.)
 */
function insertWithEmailsSql({ table, source, columns }: TableSpec): string {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
  return `with input as (
      select * from jsonb_to_recordset($1::text::jsonb)
        as r(${columns}, emails jsonb, proof_signature text, proof_expires_at timestamptz)
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
    )
    select id from stored`;
}

type Writer = (row: NewRow) => Promise<boolean>;
const writers = new WeakMap<Db, Record<TableName, Writer>>();

/** Concurrent submissions to one database are written together (see groupCommit); resolves true when stored. A
 * proof that comes twice in one batch is written once, with its first row; the later ones are not stored. */
function writerFor(db: Db, spec: TableSpec): Writer {
  let forDb = writers.get(db);
  if (!forDb) {
    const make = (s: TableSpec): Writer => {
      const sql = insertWithEmailsSql(s);
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
    };
    forDb = { leads: make(LEADS), chat_transcripts: make(TRANSCRIPTS) };
    writers.set(db, forDb);
  }
  return forDb[spec.table];
}

async function store(deps: FunctionDeps, spec: TableSpec, row: NewRow, meta: RequestMeta, strict: boolean) {
  const metaColumns = {
    idempotency_key: meta.idempotencyKey,
    request_hash: meta.requestHash,
    ip_hash: meta.ipHash,
    user_agent: meta.userAgent,
  };
  const stored = await writerFor(deps.db, spec)({ ...row, ...metaColumns });
  return stored ? { id: row.id, replayed: false } : replay(deps.db, spec.table, meta, strict);
}

function answer(deps: FunctionDeps, g: GuardedRequest, stored: Stored): Response {
  if (!stored.replayed) {
    const kicker = kickerFor(deps);
    kicker.lastStoredAt = Date.now();
    deps.waitUntil(kicker.kick());
  }
  const headers: Record<string, string> = { ...g.cors };
  if (stored.replayed) headers['idempotent-replayed'] = 'true';
  return json(200, { ok: true, id: stored.id }, headers);
}

/**
 * While submissions keep arriving, outbox runs start at least this far apart, one batch each: the leads go first, and
 * e-mail goes out meanwhile at up to OUTBOX_BATCH per interval. Once they stop, a full batch kicks the next run at
 * once until nothing is due. The first run after a quiet spell starts at once.
 */
export const OUTBOX_KICK_INTERVAL_MS = 100;
export const OUTBOX_BATCH = 25;

interface Kicker {
  kick(): Promise<void>;
  lastStoredAt: number;
}
const kickers = new WeakMap<FunctionDeps, Kicker>();

function kickerFor(deps: FunctionDeps): Kicker {
  let kicker = kickers.get(deps);
  if (!kicker) {
    const options = { batchSize: OUTBOX_BATCH, ...outboxOptions(deps) };
    const k: Kicker = {
      lastStoredAt: -Infinity,
      kick: singleFlight(
        async () => {
          try {
            const result = await processOutbox(options);
            if (result.claimed === result.batchSize) deps.waitUntil(k.kick());
          } catch (error) {
            deps.log('outbox run failed (e-mails stay queued):', error);
          }
        },
        () => (Date.now() - k.lastStoredAt < OUTBOX_KICK_INTERVAL_MS ? OUTBOX_KICK_INTERVAL_MS : 0),
      ),
    };
    kicker = k;
    kickers.set(deps, kicker);
  }
  return kicker;
}

/** Sends what is due now; errors are logged and swallowed here (rows stay queued for the next run). */
export function kickOutbox(deps: FunctionDeps): Promise<void> {
  return kickerFor(deps).kick();
}

export type LeadInput = Omit<LeadForEmail, 'id'>;

export async function submitLead(
  deps: FunctionDeps,
  g: GuardedRequest,
  lead: LeadInput,
  proof: CheckedProof,
): Promise<Response> {
  const meta = await requestMeta(g, lead.kind, lead, crypto.randomUUID());
  const id = crypto.randomUUID();
  const row: NewRow = {
    id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    company: lead.company ?? null,
    website: lead.website ?? null,
    job_title: lead.jobTitle ?? null,
    subject: lead.subject ?? null,
    services: lead.services ?? null,
    budget: lead.budget ?? null,
    timeline: lead.timeline ?? null,
    message: lead.message,
    emails: [leadNotification({ ...lead, id }, deps.config.mail.leadsTo)],
    proof,
  };
  return answer(deps, g, await store(deps, LEADS, row, meta, true));
}

export async function submitTranscript(
  deps: FunctionDeps,
  g: GuardedRequest,
  transcript: Transcript,
  proof: CheckedProof,
) {
  // Without a key, the same transcript (same e-mail, same messages) is the same submission.
  const contentHash = await sha256Hex(canonicalJson(transcript));
  const meta = await requestMeta(g, 'transcript', transcript, `transcript:${contentHash}`);
  const id = crypto.randomUUID();
  const row: NewRow = {
    id,
    user_email: transcript.userEmail,
    messages: transcript.messages,
    emails: transcriptEmails({ ...transcript, id }, deps.config.mail.leadsTo),
    proof,
  };
  return answer(deps, g, await store(deps, TRANSCRIPTS, row, meta, false));
}
