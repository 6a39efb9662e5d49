// The contract between the site and the functions (supabase/functions/_shared/contract/, the only part of supabase/
// the site imports; deploys bundle it with the functions): function names, header and field names, service options,
// error codes and answers. The zod schemas and limits are in schemas.ts beside it, apart so that code needing only a
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

/** The services a project request can name (spec §3 "Service options"): the form's checkboxes, the schema's enum. */
export const SERVICE_OPTIONS = [
  'Website Design',
  'Branding',
  'SEO',
  'CRM & Automation',
  'Marketing',
  'Customer Service',
  'Analytics',
  'Schedule Management',
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

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

/** A refused request's body. `fields`: per-field messages, keyed by the request's field names. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** A stored submission (the three forms and the transcript): the lead's id, also for a retried submission. */
export interface SubmissionAccepted {
  ok: true;
  id: string;
}
