// Function settings read from the environment (documented in .env.example); pure, so tests build configs directly.
import { LOCAL_DB_URL, LOCAL_PUBLIC_KEY } from './local.ts';
import { MIN_FILL_TIME_MS } from './schemas.ts';

export type EnvGetter = (name: string) => string | undefined;

export interface RateLimitConfig {
  /** Requests allowed per client IP within `windowMs`. */
  limit: number;
  windowMs: number;
}

export interface FunctionConfig {
  /** Local mode: the embedded backend of `npm start`; allows '*' CORS and the local public key. */
  local: boolean;
  /** Keys accepted as bearer / apikey (the project's publishable or anon key). */
  publicKeys: string[];
  allowedOrigins: string[] | '*';
  maxBodyBytes: number;
  minFillTimeMs: number;
  ipHashSalt: string;
  rateLimits: { forms: RateLimitConfig; chat: RateLimitConfig };
  mail: { resendApiKey?: string; from: string; leadsTo: string };
  ai: { apiKey?: string; baseUrl: string; model: string; timeoutMs: number };
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
    minFillTimeMs: int(env('MIN_FILL_TIME_MS'), MIN_FILL_TIME_MS),
    ipHashSalt: env('IP_HASH_SALT') ?? 'lumivox-local-salt',
    rateLimits: {
      forms: { limit: int(env('RATE_LIMIT_FORMS_PER_MINUTE'), 5), windowMs: 60_000 },
      chat: { limit: int(env('RATE_LIMIT_CHAT_PER_MINUTE'), 20), windowMs: 60_000 },
    },
    mail: {
      resendApiKey: env('RESEND_API_KEY') || undefined,
      from: env('MAIL_FROM') || 'Lumivox Website <noreply@lumivox.agency>',
      leadsTo: env('LEADS_TO_EMAIL') || 'hello@lumivox.agency',
    },
    ai: {
      apiKey: env('AI_API_KEY') || undefined,
      baseUrl: (env('AI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, ''),
      model: env('AI_MODEL') || 'gpt-4o-mini',
      timeoutMs: int(env('AI_TIMEOUT_MS'), 30_000),
    },
    assistantWordDelayMs: int(env('ASSISTANT_WORD_DELAY_MS'), 25),
    dbUrl: env('SUPABASE_DB_URL') || (local ? LOCAL_DB_URL : undefined),
  };
}
