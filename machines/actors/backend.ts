// The site's one client for the edge functions (spec §7): supabase-js's `functions.invoke`, created lazily in the
// browser (never during prerender), with the public key's headers, the 10 s timeout (spec §9), abort and the
// functions' error answers handled here and nowhere else. Its callers import it on demand (a form when it is
// started, the chat when a question is on its way, the transcript once the chat has an e-mail), so it is in no
// page's first load.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Challenge, Solution } from 'altcha-lib/types';
import {
  FILL_TIME_FIELD,
  FUNCTIONS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  encodeProof,
  type FunctionName,
  type AuditLead,
  type AuditOutcome,
  type SubmissionAccepted,
} from '../../supabase/functions/_shared/contract/api';
import { LOCAL_PUBLIC_KEY, LOCAL_SUPABASE_URL } from '../../supabase/functions/_shared/contract/local';
import type {
  AuditInput,
  ChatRequest,
  ContactInput,
  FieldErrors,
  ProjectInput,
  TranscriptInput,
} from '../../supabase/functions/_shared/contract/schemas';

/** What a submission carries in its PROOF_HEADER: the signed challenge and its solution, as the functions check them. */
export interface Proof {
  challenge: Challenge;
  solution: Solution;
}

export const supabaseUrl = ((import.meta.env.VITE_SUPABASE_URL as string | undefined) || LOCAL_SUPABASE_URL).replace(
  /\/+$/,
  '',
);
export const supabaseAnonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_PUBLIC_KEY;

/** Backend client default (spec §9): a call whose answer has not begun within this time fails. */
export const BACKEND_TIMEOUT_MS = 10_000;

/** The public key, on every call (spec §7: "bearer is the public key"; the functions accept either header). */
function authHeaders(): Record<string, string> {
  return { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` };
}

function functionUrl(name: FunctionName): string {
  return `${supabaseUrl}/functions/v1/${name}`;
}

let client: Promise<SupabaseClient> | undefined;

/** supabase-js is loaded on first use, so pages without a form or chat never download it. */
export function getSupabase(): Promise<SupabaseClient> {
  if (typeof window === 'undefined') throw new Error('The Supabase client is only created in the browser.');
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    // No sign-in on this site (spec §7): no auth client, so no call waits for a session first or touches storage.
    // (supabase-js looks `fetch` up at call time, so tests can stub the network boundary.)
    createClient(supabaseUrl, supabaseAnonKey, { accessToken: async () => null }),
  );
  return client;
}

/** Why a call failed. `code` is the function's own (`validation_failed`, `rate_limited`, …) or, when there was no
 * such answer, the client's: `timeout`, `aborted`, `network`, `http_<status>`, `bad_answer`. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
    /** Per-field messages of a refused submission, keyed by form field. */
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

/** The functions' error answer (`{ error: { code, message, fields? } }`, supabase/functions/_shared/http.ts). */
async function errorFromResponse(name: FunctionName, response: Response): Promise<FunctionCallError> {
  let answer: { error?: { code?: string; message?: string; fields?: FieldErrors } } | undefined;
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // Not JSON (a proxy's error page): the status says it all.
  }
  const error = answer?.error;
  return new FunctionCallError(
    error?.message ?? `${name} answered ${response.status}`,
    error?.code ?? `http_${response.status}`,
    response.status,
    error?.fields,
  );
}

/** One call's time limit and abort: its signal aborts when the caller's does, or when no answer has begun within
 * BACKEND_TIMEOUT_MS (with a `timeout` FunctionCallError as the reason). */
function deadline(name: FunctionName, caller?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FunctionCallError(`${name} did not answer within ${BACKEND_TIMEOUT_MS} ms`, 'timeout')),
    BACKEND_TIMEOUT_MS,
  );
  const follow = () => controller.abort(new FunctionCallError(`${name} was aborted`, 'aborted'));
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow);
  const { signal } = controller;
  return {
    signal,
    /** `wait`, unless the signal aborts first (for waits that take no signal). */
    race: <T>(wait: Promise<T>) =>
      Promise.race([
        wait,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason as Error);
          else signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
      ]),
    /** The answer began: no timeout from now on; a body still arriving stays abortable by the caller. */
    answered: () => clearTimeout(timer),
    /** The call is over. */
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
    /** The error to report: the abort's reason if it was aborted (supabase-js wraps it), else `error`. */
    reason: (error: unknown) => (signal.aborted ? signal.reason : error) as unknown,
  };
}

/** Calls a function through supabase-js; resolves with its answer (parsed JSON, or the Response of a
 * `text/event-stream` whose body is still arriving) or throws a FunctionCallError. */
async function invoke(
  name: FunctionName,
  body: object,
  { headers = {}, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<unknown> {
  // Our own deadline rather than invoke's `timeout` option: with both, supabase-js stops following the caller's
  // signal once the answer begins, and a Stop could no longer end a reply that is still streaming.
  const call = deadline(name, signal);
  let streaming = false;
  try {
    const supabase = await call.race(getSupabase());
    const { data, error } = await supabase.functions.invoke<unknown>(name, {
      body: body as Record<string, unknown>,
      headers: { ...authHeaders(), ...headers },
      signal: call.signal,
    });
    call.answered();
    if (error) {
      const response = (error as { context?: unknown }).context;
      if (response instanceof Response) throw await errorFromResponse(name, response);
      throw call.reason(new FunctionCallError(`${name} could not be reached: ${String(error)}`, 'network'));
    }
    streaming = data instanceof Response;
    return data;
  } catch (error) {
    throw call.reason(error);
  } finally {
    if (!streaming) call.done();
  }
}

function stored(name: FunctionName, answer: unknown): SubmissionAccepted {
  if ((answer as Partial<SubmissionAccepted> | null)?.ok !== true)
    throw new FunctionCallError(`${name} answered without ok`, 'bad_answer');
  return answer as SubmissionAccepted;
}

/** The lead forms' functions and the payload each takes (spec §7). */
export interface LeadPayloads {
  [FUNCTIONS.contactForm]: ContactInput | AuditInput;
  [FUNCTIONS.projectRequest]: ProjectInput;
}
export type LeadFunction = keyof LeadPayloads;

/** What a submission carries besides its fields: the idempotency key of this attempt, when the form was shown (the
 * fill time), the honeypot's value and a solved proof of work (machines/actors/proof.ts). */
export interface SubmissionChecks {
  attemptKey: string;
  shownAt: number;
  honeypot: string;
  proof: Proof;
}

/** Submits a lead form. */
export async function submitLead<F extends LeadFunction>(
  name: F,
  payload: LeadPayloads[F],
  { attemptKey, shownAt, honeypot, proof }: SubmissionChecks,
  signal?: AbortSignal,
): Promise<SubmissionAccepted> {
  const body = { ...payload, [HONEYPOT_FIELD]: honeypot, [FILL_TIME_FIELD]: Date.now() - shownAt };
  const headers = { [IDEMPOTENCY_HEADER]: attemptKey, [PROOF_HEADER]: encodeProof(proof) };
  return stored(name, await invoke(name, body, { headers, signal }));
}

/** `chat-support`: the reply's server-sent events as they arrive (spec §7). Aborting `signal` ends the stream. */
export async function streamChat(request: ChatRequest, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const answer = await invoke(FUNCTIONS.chatSupport, request, { signal });
  if (answer instanceof Response && answer.body) return answer.body;
  throw new FunctionCallError(`${FUNCTIONS.chatSupport} answered without a stream`, 'bad_answer');
}

/** `audit-website` for a lead just stored: its progress stream, or the stored outcome of an audit that already
 * ran. Aborting `signal` ends the stream. */
export async function requestAudit(
  lead: AuditLead,
  signal: AbortSignal,
): Promise<{ stream: ReadableStream<Uint8Array> } | { result: AuditOutcome }> {
  const answer = await invoke(FUNCTIONS.auditWebsite, lead, { signal });
  if (answer instanceof Response && answer.body) return { stream: answer.body };
  const result = (answer as { result?: AuditOutcome } | null)?.result;
  if (result) return { result };
  throw new FunctionCallError(`${FUNCTIONS.auditWebsite} answered without a result`, 'bad_answer');
}

/** `altcha-challenge`: a signed proof-of-work challenge to solve before a submission. */
export async function fetchChallenge(): Promise<Challenge> {
  return (await invoke(FUNCTIONS.proofChallenge, {})) as Challenge;
}

/** `send-chat-transcript`, sent as the visitor leaves the chat (spec §7). The one call not made through
 * supabase-js: it must start before the page goes, so it is a plain `fetch` with `keepalive`, which invoke cannot
 * set, started at once (invoke first awaits the auth client's session, and supabase-js may not be loaded yet).
 * Same headers, deadline and errors as every other call. */
export async function sendTranscript(
  transcript: TranscriptInput,
  { sessionId, proof }: { sessionId: string; proof: Proof },
): Promise<SubmissionAccepted> {
  const name = FUNCTIONS.chatTranscript;
  const call = deadline(name);
  try {
    const response = await fetch(functionUrl(name), {
      method: 'POST',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        ...authHeaders(),
        [IDEMPOTENCY_HEADER]: sessionId,
        [PROOF_HEADER]: encodeProof(proof),
      },
      body: JSON.stringify(transcript),
      signal: call.signal,
    }).catch((error: unknown) => {
      throw call.reason(new FunctionCallError(`${name} could not be reached: ${String(error)}`, 'network'));
    });
    call.answered();
    if (!response.ok) throw await errorFromResponse(name, response);
    return stored(name, await response.json());
  } finally {
    call.done();
  }
}
