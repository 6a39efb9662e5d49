// HTTP plumbing shared by every function: JSON errors, CORS, the public-key check, the body cap and client identity.
import { BODY_TIMEOUT_MS, type TrustedProxy } from './config.ts';
import type { ERROR_STATUS, ErrorBody, ErrorCode } from './contract/api.ts';
import type { FieldErrors } from './contract/schemas.ts';

export type { ErrorBody } from './contract/api.ts';

/** The client went away mid-upload (the runtime cannot read the rest of the body): nobody reads the answer, and the
 * function logs one line for it, no stack. */
function aborted(): never {
  throw new ApiError(400, 'request_aborted', 'The request body ended before it was complete.');
}

/** A refusal with its contract code; the status must be the code's (ERROR_STATUS), which the compiler checks. */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly status: (typeof ERROR_STATUS)[C],
    readonly code: C,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorResponse(error: ApiError, cors: HeadersInit): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  const headers = new Headers(cors);
  for (const [k, v] of Object.entries(error.headers)) headers.set(k, v);
  return json(error.status, body, headers);
}

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, idempotency-key, x-altcha';

/**
 * CORS headers for a request, or null when its Origin is not allowed. Requests without an Origin (curl, servers)
 * are not browsers and need no CORS answer.
 */
export function corsHeaders(origin: string | null, allowed: readonly string[] | '*'): Record<string, string> | null {
  const base = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '86400',
  };
  if (allowed === '*') return { ...base, 'access-control-allow-origin': '*' };
  if (origin === null) return { vary: 'Origin' };
  if (!allowed.includes(origin)) return null;
  return { ...base, 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** The caller's key: `Authorization: Bearer <key>` (supabase-js sends it) or the `apikey` header. */
export function presentedKey(req: Request): string | null {
  const auth = req.headers.get('authorization');
  const bearer = auth && /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
  return bearer || req.headers.get('apikey');
}

/** Constant-time string comparison, so response timing does not leak how much of a key matched. */
export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function requirePublicKey(req: Request, keys: readonly string[]): void {
  const key = presentedKey(req);
  if (key === null) throw new ApiError(401, 'unauthorized', 'Missing API key: send the public key as a bearer token.');
  if (!keys.some((k) => safeEqual(k, key))) throw new ApiError(401, 'unauthorized', 'Invalid API key.');
}

/**
 * Reads the body as JSON, refusing more than `maxBytes` even when Content-Length is absent or lies, and answering
 * 408 when the whole body has not arrived within `timeoutMs` (a stalled upload holds at most `maxBytes`, then its
 * reader is cancelled).
 */
export async function readJson(req: Request, maxBytes: number, timeoutMs = BODY_TIMEOUT_MS): Promise<unknown> {
  const tooLarge = () => new ApiError(413, 'payload_too_large', `The request body must be at most ${maxBytes} bytes.`);
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            // The connection goes too: a client that stalls one body gets no second try on the same socket.
            new ApiError(408, 'request_timeout', `The request body must arrive within ${timeoutMs} ms.`, undefined, {
              connection: 'close',
            }),
          ),
        timeoutMs,
      );
    });
    try {
      for (;;) {
        const { done, value } = await Promise.race([reader.read().catch(aborted), timedOut]);
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) throw tooLarge();
        chunks.push(value);
      }
    } catch (error) {
      await reader.cancel().catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be UTF-8 encoded JSON.');
  }
  if (text.trim() === '') throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
  // Bounded before anything recursive (the parser's own stack, the walk below) sees the value.
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'invalid_json', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  // Postgres text cannot hold NUL nor lone surrogates (its JSON cast fails); refuse them here, not at the insert.
  if (text.includes('\\u') && hasUnstorableText(body)) {
    throw new ApiError(400, 'invalid_json', 'The request body contains a NUL or an unpaired surrogate character.');
  }
  return body;
}

/** Deepest array/object nesting of a JSON text, by one linear scan outside strings (no recursion). */
const MAX_JSON_DEPTH = 16;

function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

// deno-lint-ignore no-control-regex
const UNSTORABLE_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE_RE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => UNSTORABLE_RE.test(k) || hasUnstorableText(v));
  }
  return false;
}

const ADDRESS_RE = /^[0-9A-Fa-f.:]{2,45}$/;

/**
 * The client's address from a trusted source only (see TrustedProxy): the entry the trusted proxy wrote, counted from
 * the right, never the left-most X-Forwarded-For nor X-Real-IP, which any client can set. Without a configured proxy
 * header, the socket address. Used for rate limiting and as a salted hash, never stored in clear.
 */
export function clientIp(req: Request, remoteAddr: string | undefined, trusted: TrustedProxy): string {
  if (trusted.header !== null) {
    const entries = (req.headers.get(trusted.header) ?? '').split(',').map((e) => e.trim());
    const entry = entries.length >= trusted.hops ? entries[entries.length - trusted.hops] : undefined;
    if (entry && ADDRESS_RE.test(entry)) return entry;
  }
  return remoteAddr || 'unknown';
}

/**
 * The group a client address is limited as: an IPv4 address alone, an IPv6 address by its /64 (a subscriber is
 * given a whole /64, so its 2^64 addresses are one client), an IPv4-mapped IPv6 address as its IPv4 address.
 * Anything that does not parse is its own group.
 */
export function clientGroup(address: string): string {
  if (!address.includes(':')) return address;
  const hextets = ipv6Hextets(address.replace(/%.*$/, ''));
  if (hextets === null) return address;
  if (hextets.slice(0, 6).join() === '0,0,0,0,0,65535') {
    return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a trailing dotted IPv4 expanded), or null. */
function ipv6Hextets(address: string): number[] | null {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((x) => x > 255)) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, v4.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!all.every((h) => /^[0-9a-f]{1,4}$/i.test(h))) return null;
  return all.map((h) => parseInt(h, 16));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with sorted keys, so equal payloads hash equally whatever order the client sent them in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A 400 naming the fields that failed validation (the contract's `fields`). */
export function validationError(fields: FieldErrors): ApiError {
  return new ApiError(400, 'validation_failed', 'Please check the highlighted fields.', fields);
}
