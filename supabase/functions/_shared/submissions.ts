// The back half of the form functions: bot traps, idempotency, one transaction for the row and its e-mail jobs,
// then a kick of the outbox worker whose failure can never fail the submission.
import type { Queryable } from './db.ts';
import type { FunctionDeps } from './deps.ts';
import { type EmailDraft, type LeadForEmail, leadNotification, transcriptEmails } from './emails.ts';
import { ApiError, canonicalJson, json, sha256Hex } from './http.ts';
import { enqueueEmails, processOutbox } from './outbox.ts';
import type { GuardedRequest } from './pipeline.ts';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, type FieldErrors, type Transcript } from './schemas.ts';

const SITE_NAME = 'Lumivox';

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

async function requestMeta(g: GuardedRequest, deps: FunctionDeps, kind: string, value: unknown, fallbackKey: string) {
  const requestHash = await sha256Hex(`${kind}\n${canonicalJson(value)}`);
  const meta: RequestMeta = {
    idempotencyKey: idempotencyKey(g.req) ?? fallbackKey,
    requestHash,
    ipHash: await sha256Hex(`${deps.config.ipHashSalt}\n${g.ip}`),
    userAgent: g.req.headers.get('user-agent')?.slice(0, 500) ?? null,
  };
  return meta;
}

interface Stored {
  id: string;
  replayed: boolean;
}

/**
 * Same key and same payload: the first answer again. Same key, other payload: refused for forms (a client bug);
 * for transcripts the first one of a chat session stands.
 */
/** The row an earlier request with the same idempotency key stored, answered again (409 when `strict` and the payload
 * differs). */
async function replay(
  tx: Queryable,
  table: 'leads' | 'chat_transcripts',
  meta: RequestMeta,
  strict: boolean,
): Promise<Stored> {
  const [found] = await tx.query<{ id: string; request_hash: string }>(
    `select id, request_hash from public.${table} where idempotency_key = $1`,
    [meta.idempotencyKey],
  );
  if (!found) throw new Error('Idempotency key conflict but no row found.');
  if (strict && found.request_hash !== meta.requestHash) {
    throw new ApiError(
      409,
      'idempotency_conflict',
      'This Idempotency-Key was already used for a different submission.',
    );
  }
  return { id: found.id, replayed: true };
}

function answer(deps: FunctionDeps, g: GuardedRequest, stored: Stored): Response {
  if (!stored.replayed) deps.waitUntil(kickOutbox(deps));
  const headers: Record<string, string> = { ...g.cors };
  if (stored.replayed) headers['idempotent-replayed'] = 'true';
  return json(200, { ok: true, id: stored.id }, headers);
}

/** Sends whatever is due now; errors are logged by processOutbox and swallowed here. */
export async function kickOutbox(deps: FunctionDeps): Promise<void> {
  try {
    await processOutbox({
      ...deps.outbox,
      db: deps.db,
      mailer: deps.mailer,
      from: deps.config.mail.from,
      log: deps.log,
    });
  } catch (error) {
    deps.log('outbox run failed (e-mails stay queued):', error);
  }
}

export type LeadInput = Omit<LeadForEmail, 'id'>;

export async function submitLead(deps: FunctionDeps, g: GuardedRequest, lead: LeadInput): Promise<Response> {
  const meta = await requestMeta(g, deps, lead.kind, lead, crypto.randomUUID());
  const stored = await deps.db.begin(async (tx): Promise<Stored> => {
    const [row] = await tx.query<{ id: string }>(
      `insert into public.leads (kind, name, email, phone, company, website, job_title, subject, services, budget,
         timeline, message, idempotency_key, request_hash, ip_hash, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10, $11, $12, $13, $14, $15, $16)
       on conflict (idempotency_key) do nothing
       returning id`,
      [
        lead.kind,
        lead.name,
        lead.email,
        lead.phone ?? null,
        lead.company ?? null,
        lead.website ?? null,
        lead.jobTitle ?? null,
        lead.subject ?? null,
        lead.services ? JSON.stringify(lead.services) : null,
        lead.budget ?? null,
        lead.timeline ?? null,
        lead.message,
        meta.idempotencyKey,
        meta.requestHash,
        meta.ipHash,
        meta.userAgent,
      ],
    );
    if (!row) return replay(tx, 'leads', meta, true);
    await enqueueEmails(tx, { leadId: row.id }, [leadNotification({ ...lead, id: row.id }, deps.config.mail.leadsTo)]);
    return { id: row.id, replayed: false };
  });
  return answer(deps, g, stored);
}

export async function submitTranscript(deps: FunctionDeps, g: GuardedRequest, transcript: Transcript) {
  // Without a key, the same transcript (same e-mail, same messages) is the same submission.
  const contentHash = await sha256Hex(canonicalJson(transcript));
  const meta = await requestMeta(g, deps, 'transcript', transcript, `transcript:${contentHash}`);
  const stored = await deps.db.begin(async (tx): Promise<Stored> => {
    const [row] = await tx.query<{ id: string }>(
      `insert into public.chat_transcripts (user_email, messages, idempotency_key, request_hash, ip_hash, user_agent)
       values ($1, $2::text::jsonb, $3, $4, $5, $6)
       on conflict (idempotency_key) do nothing
       returning id`,
      [
        transcript.userEmail,
        JSON.stringify(transcript.messages),
        meta.idempotencyKey,
        meta.requestHash,
        meta.ipHash,
        meta.userAgent,
      ],
    );
    if (!row) return replay(tx, 'chat_transcripts', meta, false);
    const drafts: EmailDraft[] = transcriptEmails({ ...transcript, id: row.id }, deps.config.mail.leadsTo, SITE_NAME);
    await enqueueEmails(tx, { transcriptId: row.id }, drafts);
    return { id: row.id, replayed: false };
  });
  return answer(deps, g, stored);
}
