// Function settings read from the environment (documented in .env.example); pure, so tests build configs directly.
import { LOCAL_DB_URL, LOCAL_PUBLIC_KEY } from './contract/local.ts';
import { MIN_FILL_TIME_MS } from './contract/schemas.ts';
import { siteIdentity } from './site-content.ts';

export type EnvGetter = (name: string) => string | undefined;

export interface RateLimitConfig {
  /** Requests allowed per client IP within `windowMs`. */
  limit: number;
  windowMs: number;
}

/** How long a request body may take to arrive in full, unless BODY_TIMEOUT_MS says otherwise. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * Where the client address comes from. `header` null: the socket address (local mode, or a function reached
 * directly). Otherwise the named header as the trusted proxy in front of the function writes it: for a list such as
 * X-Forwarded-For the entry `hops` from the right (entries further left were written by the client and are ignored).
 */
export interface TrustedProxy {
  header: string | null;
  hops: number;
}

/** Local mode's salt for client-address hashes (never used outside local mode). */
const LOCAL_IP_HASH_SALT = 'lumivox-local-salt';

/** Local mode's secret for signing proof-of-work challenges (never used outside local mode). */
const LOCAL_PROOF_SECRET = 'lumivox-local-proof-secret';

/** Proof of work (proof.ts). */
export interface ProofConfig {
  /** Signs challenges; '' outside local mode when ALTCHA_HMAC_SECRET is unset or blank: submissions are refused. */
  hmacSecret: string;
  /** Signs the derived key of each challenge (derived from hmacSecret). */
  keySecret: string;
  /** PBKDF2 iterations per counter tried. */
  cost: number;
  /** The secret counter is drawn from 1..maxCounter: the browser tries on average half that many. */
  maxCounter: number;
  /** A challenge must be solved and used within this time. */
  ttlSec: number;
}

/** The lead budget (lead-budget.ts). */
export interface LeadsConfig {
  /** Leads (the three forms and the chat transcript together) one client may send within `windowSec`; 0: off. */
  perClient: number;
  windowSec: number;
  /** Leads per minute site-wide past which new challenges cost more; 0: the cost never rises. */
  ceilingPerMinute: number;
  /** The most the cost may rise: this many times ALTCHA_COST. */
  maxCostFactor: number;
}

/** The chat's upstream budget (chat-budget.ts): characters sent to the AI provider per UTC day; 0: no limit. */
export interface ChatBudgetConfig {
  perClientChars: number;
  siteChars: number;
}

export interface FunctionConfig {
  /** Local mode: the embedded backend of `npm start`; allows '*' CORS and the local public key. */
  local: boolean;
  /** Keys accepted as bearer / apikey (the project's publishable or anon key). */
  publicKeys: string[];
  allowedOrigins: string[] | '*';
  maxBodyBytes: number;
  /** A request body must arrive in full within this time (408 otherwise). */
  bodyTimeoutMs: number;
  minFillTimeMs: number;
  /** Salt of the stored client-address hashes; '' outside local mode when IP_HASH_SALT is unset or blank, and then
   * every call is refused (fail closed, like a missing public key). */
  ipHashSalt: string;
  trustedProxy: TrustedProxy;
  proof: ProofConfig;
  /** Requests per client per minute (chat, challenges, audits), counted per function. */
  rateLimits: { chat: RateLimitConfig };
  leads: LeadsConfig;
  chatBudget: ChatBudgetConfig;
  mail: { resendApiKey?: string; from: string; leadsTo: string };
  /** timeoutMs: first byte and any silence; budgetMs: the whole answer; maxTokens: sent as max_tokens. */
  ai: { apiKey?: string; baseUrl: string; model: string; timeoutMs: number; budgetMs: number; maxTokens: number };
  /** Built-in assistant: pause between streamed words, for a typing feel. */
  assistantWordDelayMs: number;
  dbUrl?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function trustedProxy(env: EnvGetter, local: boolean): TrustedProxy {
  const named = env('TRUSTED_PROXY_HEADER')?.trim().toLowerCase();
  // Supabase's edge appends the caller's address to X-Forwarded-For: its right-most entry is the one to trust.
  const header = named === undefined || named === '' ? (local ? null : 'x-forwarded-for') : named;
  return { header: header === 'none' ? null : header, hops: Math.max(1, int(env('TRUSTED_PROXY_HOPS'), 1)) };
}

/** Defaults; what they cost a visitor and a bot: npm run bench:proof (docs/backend.md, Abuse controls). */
const PROOF_DEFAULTS = { cost: 1000, maxCounter: 2500, ttlSec: 20 * 60 } as const;

const LEAD_DEFAULTS = { perClient: 5, ceilingPerMinute: 30, maxCostFactor: 16 } as const;

const CHAT_BUDGET_DEFAULTS = { perClientChars: 200_000, siteChars: 5_000_000 } as const;

function proofConfig(env: EnvGetter, local: boolean): ProofConfig {
  const hmacSecret = (env('ALTCHA_HMAC_SECRET') ?? '').trim() || (local ? LOCAL_PROOF_SECRET : '');
  return {
    hmacSecret,
    keySecret: hmacSecret && `${hmacSecret}:derived-key`,
    cost: int(env('ALTCHA_COST'), PROOF_DEFAULTS.cost) || PROOF_DEFAULTS.cost,
    maxCounter: int(env('ALTCHA_MAX_COUNTER'), PROOF_DEFAULTS.maxCounter) || PROOF_DEFAULTS.maxCounter,
    ttlSec: int(env('ALTCHA_TTL_SEC'), PROOF_DEFAULTS.ttlSec) || PROOF_DEFAULTS.ttlSec,
  };
}

export function loadConfig(env: EnvGetter): FunctionConfig {
  const local = env('LUMIVOX_LOCAL') === '1';
  const publicKeys = [
    ...list(env('PUBLIC_API_KEYS')),
    // Injected by Supabase into every function (legacy anon JWT / new publishable keys).
    ...list(env('SUPABASE_ANON_KEY')),
    ...list(env('SUPABASE_PUBLISHABLE_KEY')),
  ];
  if (local) publicKeys.push(LOCAL_PUBLIC_KEY);
  const origins = list(env('ALLOWED_ORIGINS'));
  // '*' only in local mode: in production an unset or '*' list lets no browser origin in.
  const allowedOrigins =
    local && (origins.length === 0 || origins.includes('*')) ? '*' : origins.filter((o) => o !== '*');
  return {
    local,
    publicKeys,
    allowedOrigins,
    maxBodyBytes: 32 * 1024,
    bodyTimeoutMs: int(env('BODY_TIMEOUT_MS'), BODY_TIMEOUT_MS) || BODY_TIMEOUT_MS,
    minFillTimeMs: int(env('MIN_FILL_TIME_MS'), MIN_FILL_TIME_MS),
    ipHashSalt: (env('IP_HASH_SALT') ?? '').trim() || (local ? LOCAL_IP_HASH_SALT : ''),
    trustedProxy: trustedProxy(env, local),
    proof: proofConfig(env, local),
    rateLimits: {
      chat: { limit: int(env('RATE_LIMIT_CHAT_PER_MINUTE'), 20), windowMs: 60_000 },
    },
    leads: {
      perClient: int(env('RATE_LIMIT_FORMS_PER_MINUTE'), LEAD_DEFAULTS.perClient),
      windowSec: 60,
      ceilingPerMinute: int(env('LEADS_CEILING_PER_MINUTE'), LEAD_DEFAULTS.ceilingPerMinute),
      maxCostFactor: int(env('ALTCHA_MAX_COST_FACTOR'), LEAD_DEFAULTS.maxCostFactor) || LEAD_DEFAULTS.maxCostFactor,
    },
    chatBudget: {
      perClientChars: int(env('CHAT_BUDGET_CLIENT_CHARS_PER_DAY'), CHAT_BUDGET_DEFAULTS.perClientChars),
      siteChars: int(env('CHAT_BUDGET_SITE_CHARS_PER_DAY'), CHAT_BUDGET_DEFAULTS.siteChars),
    },
    mail: {
      resendApiKey: env('RESEND_API_KEY') || undefined,
      from: env('MAIL_FROM') || `${siteIdentity.name} Website <noreply@${siteIdentity.domain}>`,
      leadsTo: env('LEADS_TO_EMAIL') || siteIdentity.email,
    },
    ai: {
      apiKey: env('AI_API_KEY') || undefined,
      baseUrl: (env('AI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, ''),
      model: env('AI_MODEL') || 'gpt-4o-mini',
      timeoutMs: int(env('AI_TIMEOUT_MS'), 30_000),
      budgetMs: int(env('AI_BUDGET_MS'), 60_000) || 60_000,
      maxTokens: int(env('AI_MAX_TOKENS'), 600) || 600,
    },
    assistantWordDelayMs: int(env('ASSISTANT_WORD_DELAY_MS'), 25),
    dbUrl: env('SUPABASE_DB_URL') || (local ? LOCAL_DB_URL : undefined),
  };
}
