// The back half of the form functions, after validation and the proof check: the row is stored with its e-mail jobs
// and its spent proof of work in one statement, or answered from the row its idempotency key stored before; a new
// row kicks the outbox in the background, whose failure can never fail the submission.
import type { SubmissionAccepted } from './contract/api.ts';
import type { FunctionDeps } from './deps.ts';
import { type LeadForEmail, leadNotification, transcriptEmails } from './emails.ts';
import { canonicalJson, json, sha256Hex } from './http.ts';
import { replay, type RequestMeta, requestColumns, requestMeta, type Stored } from './idempotency.ts';
import type { GuardedRequest } from './pipeline.ts';
import type { CheckedProof } from './proof.ts';
import type { Transcript } from './contract/schemas.ts';
import type { TableName } from './submission-insert-sql.ts';
import type { NewRow } from './submission-writer.ts';

async function store(deps: FunctionDeps, table: TableName, row: NewRow, meta: RequestMeta, strict: boolean) {
  const stored = await deps.submissionWriters[table]({ ...row, ...requestColumns(meta) });
  return stored ? { id: row.id, replayed: false } : replay(deps.db, table, meta, strict);
}

function answer(deps: FunctionDeps, g: GuardedRequest, stored: Stored): Response {
  if (!stored.replayed) deps.waitUntil(deps.outboxKicker.stored());
  const headers: Record<string, string> = { ...g.cors };
  if (stored.replayed) headers['idempotent-replayed'] = 'true';
  return json(200, { ok: true, id: stored.id } satisfies SubmissionAccepted, headers);
}

type LeadInput = Omit<LeadForEmail, 'id'>;

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
  return answer(deps, g, await store(deps, 'leads', row, meta, true));
}

export async function submitTranscript(
  deps: FunctionDeps,
  g: GuardedRequest,
  transcript: Transcript,
  proof: CheckedProof,
): Promise<Response> {
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
  return answer(deps, g, await store(deps, 'chat_transcripts', row, meta, false));
}
