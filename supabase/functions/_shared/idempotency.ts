// Idempotency of the submissions: the Idempotency-Key a request carries (or a fallback), the hash of its payload, and
// the answer to a request whose key already stored a row.
import type { Db } from './db.ts';
import { ApiError, canonicalJson, sha256Hex, validationError } from './http.ts';
import type { GuardedRequest } from './pipeline.ts';
import { IDEMPOTENCY_HEADER } from './contract/schemas.ts';
import type { TableName } from './submission-insert-sql.ts';

const KEY_RE = /^[A-Za-z0-9._:-]{8,200}$/;

/** The request's Idempotency-Key, null without one; a malformed key is a 400. */
function idempotencyKey(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_RE.test(key)) {
    throw validationError({
      [IDEMPOTENCY_HEADER]: 'The Idempotency-Key header must be 8–200 letters, digits or . _ : - (a UUID works).',
    });
  }
  return key;
}

/** What a stored submission records about its request (the columns of REQUEST_COLUMNS). */
export interface RequestMeta {
  idempotencyKey: string;
  requestHash: string;
  ipHash: string;
  userAgent: string | null;
}

/** The request's key (`fallbackKey` without the header) and the hash of its kind and payload. */
export async function requestMeta(
  g: GuardedRequest,
  kind: string,
  value: unknown,
  fallbackKey: string,
): Promise<RequestMeta> {
  const requestHash = await sha256Hex(`${kind}\n${canonicalJson(value)}`);
  return {
    idempotencyKey: idempotencyKey(g.req) ?? fallbackKey,
    requestHash,
    ipHash: g.ipHash,
    userAgent: g.req.headers.get('user-agent')?.slice(0, 500) ?? null,
  };
}

/** The request columns of a row, snake_case as stored. */
export function requestColumns(meta: RequestMeta) {
  return {
    idempotency_key: meta.idempotencyKey,
    request_hash: meta.requestHash,
    ip_hash: meta.ipHash,
    user_agent: meta.userAgent,
  };
}

export interface Stored {
  id: string;
  replayed: boolean;
}

/** The row an earlier request with the same idempotency key stored, answered again (409 when `strict` and the payload
 * differs: a client bug; for transcripts the first one of a chat session stands). */
export async function replay(db: Db, table: TableName, meta: RequestMeta, strict: boolean): Promise<Stored> {
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
