// The common front half of every function: preflight, origin, method, public key, rate limit, body cap, JSON.
import type { FunctionDeps } from './deps.ts';
import {
  ApiError,
  clientGroup,
  clientIp,
  corsHeaders,
  errorResponse,
  json,
  readJson,
  requirePublicKey,
  sha256Hex,
} from './http.ts';
import type { RateLimiter } from './ratelimit.ts';

interface ConnInfo {
  /** Socket address of the caller when no proxy header names it. */
  remoteAddr?: string;
}

export interface GuardedRequest {
  req: Request;
  body: unknown;
  /** SHA-256 of IP_HASH_SALT and the client address. */
  ipHash: string;
  /** SHA-256 of IP_HASH_SALT and the client's address group (clientGroup): who the limits and budgets count. */
  clientKey: string;
  cors: Record<string, string>;
}

export type Handler = (req: Request, info?: ConnInfo) => Promise<Response>;

export function serveJsonPost(
  name: string,
  deps: FunctionDeps,
  limiter: RateLimiter,
  next: (request: GuardedRequest) => Response | Promise<Response>,
): Handler {
  const { config, log } = deps;
  return async (req, info) => {
    const cors = corsHeaders(req.headers.get('origin'), config.allowedOrigins);
    try {
      if (cors === null) throw new ApiError(403, 'origin_not_allowed', 'This origin may not call the function.');
      if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
      if (req.method !== 'POST') {
        throw new ApiError(405, 'method_not_allowed', 'Use POST.', undefined, { allow: 'POST, OPTIONS' });
      }
      if (config.publicKeys.length === 0 || config.ipHashSalt === '') {
        log(`${name}: no public key (PUBLIC_API_KEYS / SUPABASE_ANON_KEY) or no IP_HASH_SALT; refusing all calls.`);
        throw new ApiError(500, 'not_configured', 'The function is not configured.');
      }
      requirePublicKey(req, config.publicKeys);
      const ip = clientIp(req, info?.remoteAddr, config.trustedProxy);
      // The address is only ever kept as a salted hash, in the rate-limit table as in the stored rows.
      const ipHash = await sha256Hex(`${config.ipHashSalt}\n${ip}`);
      const group = clientGroup(ip);
      const clientKey = group === ip ? ipHash : await sha256Hex(`${config.ipHashSalt}\n${group}`);
      const rate = await limiter.take(clientKey, name);
      if (!rate.ok) {
        throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
          'retry-after': String(rate.retryAfterSec),
        });
      }
      const body = await readJson(req, config.maxBodyBytes, config.bodyTimeoutMs);
      return await next({ req, body, ipHash, clientKey, cors });
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'request_aborted') log(`${name}: the client aborted its upload`);
        return errorResponse(error, cors ?? {});
      }
      log(`${name}: unexpected error`, error);
      return json(
        500,
        { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } },
        cors ?? {},
      );
    }
  };
}
