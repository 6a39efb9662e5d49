// The contract between the site and the functions (supabase/functions/_shared/contract/, the only part of supabase/
// the site imports; deploys bundle it with the functions): function names, header and field names, service options,
// error codes, and every type both sides read: field errors, chat messages, the audit's request, stream and report,
// the stored submission's answer. The zod schemas and limits are in schemas.ts beside it, apart so that code needing only a
// name (the chat, the transcript) does not pull zod into the page; local.ts holds the local backend's address and
// public key, find-email.ts the e-mail finder the chat and the transcript function share.

/** Honeypot input: hidden from people, so any value means a bot. The answer looks like success; nothing is stored. */
export const HONEYPOT_FIELD = 'hp';
/** Milliseconds between the form being shown and submitted; faster than MIN_FILL_TIME_MS means a bot. */
export const FILL_TIME_FIELD = 'elapsedMs';
export const MIN_FILL_TIME_MS = 1500;
/** Every function, by what it does: the one place its name is written (folders, routes, calls, deploy list). */
export const FUNCTIONS = {
  contactForm: 'send-contact-form',
  projectRequest: 'send-project-request',
  chatTranscript: 'send-chat-transcript',
  chatSupport: 'chat-support',
  auditWebsite: 'audit-website',
  proofChallenge: 'altcha-challenge',
  outboxWorker: 'outbox-worker',
} as const;
export type FunctionName = (typeof FUNCTIONS)[keyof typeof FUNCTIONS];

/** Request header carrying a submission's proof of work: base64 of the JSON `{ challenge, solution }` of a challenge
 * from FUNCTIONS.proofChallenge (a header, not a body field: the body stays small, and local Deno keeps the
 * connection open only for bodies under ~500 bytes). */
export const PROOF_HEADER = 'X-Altcha';

/** Encodes a proof for PROOF_HEADER (its JSON is ASCII). */
export const encodeProof = (proof: unknown): string => btoa(JSON.stringify(proof));
/** Request header carrying one UUID per submission (per chat session for transcripts); retries reuse it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export { SERVICE_OPTIONS, type ServiceOption } from './service-options.generated.ts';

/** Every error a function answers with, as `{ error: { code, message, fields? } }`, by code: its HTTP status. */
export const ERROR_STATUS = {
  invalid_json: 400,
  // The client closed the connection before its body had arrived (http.ts readJson).
  request_aborted: 400,
  validation_failed: 400,
  proof_missing: 400,
  proof_invalid: 400,
  proof_expired: 400,
  // A genuine challenge that does not match this deploy's configuration (proof.ts).
  proof_wrong_algorithm: 400,
  proof_wrong_key_length: 400,
  proof_too_cheap: 400,
  proof_too_long_lived: 400,
  unauthorized: 401,
  origin_not_allowed: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  idempotency_conflict: 409,
  proof_used: 409,
  audit_in_progress: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 500,
  upstream_error: 502,
  // The AI provider did not answer in time: for the visitor the same as a failed gateway.
  upstream_timeout: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Per-field messages, keyed by the request's (and the form's) field names. */
export type FieldErrors = Record<string, string>;

/** A refused request's body. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

/** What a stored submission answers (the three forms and the transcript): the lead's id, also for a retried one. */
export interface SubmissionAccepted {
  ok: true;
  id: string;
}

/** Who wrote a chat message (`chat-support` and `send-chat-transcript` bodies). */
export const CHAT_ROLES = ['user', 'assistant'] as const;
/** One message of a chat, as the chat sends it and the functions read it. */
export interface ChatMessage {
  role: (typeof CHAT_ROLES)[number];
  content: string;
}

/** `audit-website` body: the lead just stored and the Idempotency-Key it was sent with (only its submitter knows it). */
export interface AuditLead {
  leadId: string;
  idempotencyKey: string;
}

/** One check of the instant audit, as the report shows it. */
export interface AuditFinding {
  id: string;
  status: 'pass' | 'warn' | 'fail';
  title: string;
  /** What it means for the business. */
  business: string;
  /** What was measured, e.g. '1.4 s' or '3 images'. */
  detail: string;
  weight: number;
}

export interface AuditReport {
  url: string;
  /** 0–100. */
  score: number;
  /** Problems first (fail, then warn, heavier first), passes last. */
  findings: AuditFinding[];
}

/** Why an audit ended without a report. */
export type AuditUnreachableReason =
  | 'invalid_url'
  | 'scheme'
  | 'port'
  | 'ip_literal'
  | 'dns'
  | 'private_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'unreachable'
  | 'not_html'
  | 'http_error';

/** What an audit ends in: the report, or a friendly message saying why there is none. */
export type AuditOutcome =
  { kind: 'report'; report: AuditReport } | { kind: 'unreachable'; reason: AuditUnreachableReason; message: string };

export type AuditStep = 'connecting' | 'analysing' | 'checking_files' | 'scoring';

/** One `data:` line of `audit-website`'s stream (before `[DONE]`), or its JSON answer for an audit that already ran
 * (`{ result }` only). */
export type AuditStreamData = { step: AuditStep; label: string } | { result: AuditOutcome };
