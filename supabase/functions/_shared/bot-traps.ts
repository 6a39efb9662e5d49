// The form functions' bot traps: a filled honeypot or a form sent faster than a person fills it (spec §7), answered
// like a success so a bot learns nothing.
import { json } from './http.ts';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from './contract/schemas.ts';

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
