// Per-client token bucket kept in the function's memory: one instance per isolate, which is enough to stop a
// single client hammering a form; it is not a global quota across Supabase's edge regions.
import type { RateLimitConfig } from './config.ts';

export interface RateLimitResult {
  ok: boolean;
  /** Whole seconds until one more request is allowed (the Retry-After value). */
  retryAfterSec: number;
}

export interface RateLimiter {
  take(key: string): RateLimitResult;
}

export function createRateLimiter({ limit, windowMs }: RateLimitConfig, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = limit / windowMs;
  return {
    take(key) {
      if (limit <= 0) return { ok: true, retryAfterSec: 0 }; // 0 turns the limit off
      const t = now();
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (t - b.at > windowMs) buckets.delete(k);
      }
      const bucket = buckets.get(key) ?? { tokens: limit, at: t };
      bucket.tokens = Math.min(limit, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true, retryAfterSec: 0 };
      }
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
