// The site's only door to Supabase: a lazily created client (never during prerender) and the function calls.
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../supabase/functions/_shared/local';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  encodeProof,
} from '../../supabase/functions/_shared/fields';

export const supabaseUrl = ((import.meta.env.VITE_SUPABASE_URL as string | undefined) || LOCAL_SUPABASE_URL).replace(
  /\/+$/,
  '',
);
export const supabaseAnonKey =
  (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_SUPABASE_ANON_KEY;

/** Backend client default (spec §9): a call that has not answered within this time fails. */
export const BACKEND_TIMEOUT_MS = 10_000;

export function functionUrl(name: string): string {
  return `${supabaseUrl}/functions/v1/${name}`;
}

let client: Promise<SupabaseClient> | undefined;

/** supabase-js is loaded on first use, so pages without a form or chat never download it. */
export function getSupabase(): Promise<SupabaseClient> {
  if (typeof window === 'undefined') throw new Error('The Supabase client is only created in the browser.');
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Resolve fetch at call time so tests can stub the network boundary.
      global: { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) },
    }),
  );
  return client;
}

export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

/** Invokes an edge function (spec §7); resolves with its answer (e.g. `{ ok, id }`), throws FunctionCallError on
 * any failure. */
export async function invokeFunction(
  name: string,
  body: unknown,
  idempotencyKey: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(name, {
    body: body as Record<string, unknown>,
    headers: { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeout: BACKEND_TIMEOUT_MS,
  });
  if (!error) return data;
  let status: number | undefined;
  let message = error.message;
  let fields: Record<string, string> | undefined;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    status = response.status;
    try {
      const json = (await response.json()) as { error?: { message?: string; fields?: Record<string, string> } };
      message = json.error?.message ?? message;
      fields = json.error?.fields;
    } catch {
      // Not JSON: keep supabase-js's message.
    }
  }
  throw new FunctionCallError(message, status, fields);
}

/** Submits a lead form with the bot checks the functions expect: the honeypot value, the fill time and a solved
 * proof of work (machines/actors/proof.ts). */
export function submitLead(
  functionName: string,
  payload: Record<string, unknown>,
  { attemptKey, shownAt, honeypot, proof }: { attemptKey: string; shownAt: number; honeypot: string; proof: unknown },
): Promise<unknown> {
  return invokeFunction(
    functionName,
    { ...payload, [HONEYPOT_FIELD]: honeypot, [FILL_TIME_FIELD]: Date.now() - shownAt },
    attemptKey,
    { [PROOF_HEADER]: encodeProof(proof) },
  );
}
