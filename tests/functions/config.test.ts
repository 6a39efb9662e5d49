// The function settings as .env.example documents them: each variable's default, what a value of 0, a blank, a
// negative or a non-number does, and what local mode changes. Every expected value is typed out here from
// .env.example and docs/security.md, never read from the module under test. Pure: no database.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';

/** The config of an environment holding exactly `vars`. */
const configOf = (vars: Record<string, string>) => loadConfig((name) => vars[name]);
const production = (vars: Record<string, string> = {}) => configOf(vars);
const local = (vars: Record<string, string> = {}) => configOf({ LUMIVOX_LOCAL: '1', ...vars });

describe('the defaults of .env.example, outside local mode', () => {
  const config = production();

  it('is not local mode, and lets no browser origin and no public key in', () => {
    expect(config.local).toBe(false);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.publicKeys).toEqual([]);
    expect(config.dbUrl).toBeUndefined();
  });

  it('refuses every call until the salt and the proof secret are set (both blank)', () => {
    expect(config.ipHashSalt).toBe('');
    expect(config.proof.hmacSecret).toBe('');
    expect(config.proof.keySecret).toBe('');
  });

  it('trusts the right-most X-Forwarded-For entry (the one Supabase’s edge appends)', () => {
    expect(config.trustedProxy).toEqual({ header: 'x-forwarded-for', hops: 1 });
  });

  it('has the documented limits', () => {
    expect(config.maxBodyBytes).toBe(32 * 1024); // docs/backend.md: bodies over 32 KB are refused
    expect(config.bodyTimeoutMs).toBe(10_000);
    expect(config.minFillTimeMs).toBe(1500);
    expect(config.rateLimits.chat).toEqual({ limit: 20, windowMs: 60_000 });
    expect(config.leads).toEqual({ perClient: 5, windowSec: 60, ceilingPerMinute: 30, maxCostFactor: 16 });
    expect(config.chatBudget).toEqual({ perClientChars: 200_000, siteChars: 5_000_000 });
    expect(config.proof).toMatchObject({ cost: 1000, maxCounter: 2500, ttlSec: 1200 });
  });

  it('mails the agency inbox from the site’s sender, printing the mail when no Resend key is set', () => {
    expect(config.mail).toEqual({
      resendApiKey: undefined,
      from: 'Lumivox Website <noreply@lumivox.agency>',
      leadsTo: 'hello@lumivox.agency',
    });
  });

  it('answers the chat from the built-in assistant (no AI key), with the documented upstream settings', () => {
    expect(config.ai).toEqual({
      apiKey: undefined,
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
      budgetMs: 60_000,
      maxTokens: 600,
    });
    expect(config.assistantWordDelayMs).toBe(25);
  });
});

describe('local mode (LUMIVOX_LOCAL=1, set by the local backend only)', () => {
  it('takes the local public key, any origin, the socket address and the local database', () => {
    const config = local();
    expect(config.local).toBe(true);
    expect(config.publicKeys).toEqual(['sb_publishable_lumivox_local_dev_key']);
    expect(config.allowedOrigins).toBe('*');
    expect(config.trustedProxy).toEqual({ header: null, hops: 1 });
    expect(config.dbUrl).toBe('postgres://postgres:postgres@127.0.0.1:54322/postgres');
  });

  it('has a salt and a proof secret of its own, the key secret derived from the proof secret', () => {
    const config = local();
    expect(config.ipHashSalt).not.toBe('');
    expect(config.proof.hmacSecret).not.toBe('');
    expect(config.proof.keySecret).toBe(`${config.proof.hmacSecret}:derived-key`);
  });

  it('is only LUMIVOX_LOCAL=1: another value is production', () => {
    expect(configOf({ LUMIVOX_LOCAL: 'true' }).local).toBe(false);
    expect(configOf({ LUMIVOX_LOCAL: '0' }).publicKeys).toEqual([]);
  });

  it('honours "*" in ALLOWED_ORIGINS, and a list of origins as given', () => {
    expect(local({ ALLOWED_ORIGINS: 'https://a.example, *' }).allowedOrigins).toBe('*');
    expect(local({ ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins).toEqual(['https://a.example']);
  });

  it('keeps the secrets and the database URL that are set', () => {
    const config = local({ IP_HASH_SALT: 'salt', ALTCHA_HMAC_SECRET: 'secret', SUPABASE_DB_URL: 'postgres://db' });
    expect(config.ipHashSalt).toBe('salt');
    expect(config.proof.hmacSecret).toBe('secret');
    expect(config.dbUrl).toBe('postgres://db');
  });
});

describe('what is read from the environment', () => {
  it('takes the public keys from the three variables, comma-separated, trimmed, blanks dropped', () => {
    const config = production({
      PUBLIC_API_KEYS: ' a , ,b',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_PUBLISHABLE_KEY: 'publishable',
    });
    expect(config.publicKeys).toEqual(['a', 'b', 'anon', 'publishable']);
    expect(local({ PUBLIC_API_KEYS: 'a' }).publicKeys).toEqual(['a', 'sb_publishable_lumivox_local_dev_key']);
  });

  it('never honours "*" outside local mode: the other origins stay', () => {
    expect(production({ ALLOWED_ORIGINS: '*' }).allowedOrigins).toEqual([]);
    expect(
      production({ ALLOWED_ORIGINS: 'https://lumivox.agency, *,https://www.lumivox.agency' }).allowedOrigins,
    ).toEqual(['https://lumivox.agency', 'https://www.lumivox.agency']);
  });

  it('trims the salt and the proof secret: blank is unset', () => {
    const blank = production({ IP_HASH_SALT: '   ', ALTCHA_HMAC_SECRET: ' \t' });
    expect(blank.ipHashSalt).toBe('');
    expect(blank.proof.hmacSecret).toBe('');
    expect(blank.proof.keySecret).toBe('');
    const set = production({ IP_HASH_SALT: ' salt ', ALTCHA_HMAC_SECRET: ' secret ' });
    expect(set.ipHashSalt).toBe('salt');
    expect(set.proof).toMatchObject({ hmacSecret: 'secret', keySecret: 'secret:derived-key' });
  });

  it('reads each number, rounding down', () => {
    const config = production({
      BODY_TIMEOUT_MS: '5000',
      MIN_FILL_TIME_MS: '2000.9',
      RATE_LIMIT_CHAT_PER_MINUTE: '7',
      RATE_LIMIT_FORMS_PER_MINUTE: '3',
      LEADS_CEILING_PER_MINUTE: '12',
      ALTCHA_MAX_COST_FACTOR: '4',
      CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '1000',
      CHAT_BUDGET_SITE_CHARS_PER_DAY: '9000',
      ALTCHA_COST: '50000',
      ALTCHA_MAX_COUNTER: '100',
      ALTCHA_TTL_SEC: '60',
      AI_TIMEOUT_MS: '1000',
      AI_BUDGET_MS: '2000',
      AI_MAX_TOKENS: '100',
      ASSISTANT_WORD_DELAY_MS: '5',
    });
    expect(config.bodyTimeoutMs).toBe(5000);
    expect(config.minFillTimeMs).toBe(2000);
    expect(config.rateLimits.chat.limit).toBe(7);
    expect(config.leads).toEqual({ perClient: 3, windowSec: 60, ceilingPerMinute: 12, maxCostFactor: 4 });
    expect(config.chatBudget).toEqual({ perClientChars: 1000, siteChars: 9000 });
    expect(config.proof).toMatchObject({ cost: 50_000, maxCounter: 100, ttlSec: 60 });
    expect(config.ai).toMatchObject({ timeoutMs: 1000, budgetMs: 2000, maxTokens: 100 });
    expect(config.assistantWordDelayMs).toBe(5);
  });

  it.each([
    ['blank', '  '],
    ['not a number', 'ten'],
    ['negative', '-1'],
    ['infinite', 'Infinity'],
  ])('falls back to the default for a number that is %s', (_, value) => {
    const config = production({
      BODY_TIMEOUT_MS: value,
      MIN_FILL_TIME_MS: value,
      RATE_LIMIT_CHAT_PER_MINUTE: value,
      RATE_LIMIT_FORMS_PER_MINUTE: value,
      ALTCHA_COST: value,
      TRUSTED_PROXY_HOPS: value,
      ASSISTANT_WORD_DELAY_MS: value,
    });
    expect(config.bodyTimeoutMs).toBe(10_000);
    expect(config.minFillTimeMs).toBe(1500);
    expect(config.rateLimits.chat.limit).toBe(20);
    expect(config.leads.perClient).toBe(5);
    expect(config.proof.cost).toBe(1000);
    expect(config.trustedProxy.hops).toBe(1);
    expect(config.assistantWordDelayMs).toBe(25);
  });

  it('turns a limit off with 0 where .env.example says so, and keeps the default where 0 would break', () => {
    const config = production({
      RATE_LIMIT_FORMS_PER_MINUTE: '0',
      LEADS_CEILING_PER_MINUTE: '0',
      RATE_LIMIT_CHAT_PER_MINUTE: '0',
      CHAT_BUDGET_CLIENT_CHARS_PER_DAY: '0',
      CHAT_BUDGET_SITE_CHARS_PER_DAY: '0',
      MIN_FILL_TIME_MS: '0',
      ASSISTANT_WORD_DELAY_MS: '0',
      // 0 would refuse every body, sign free challenges, expire them at once or cap nothing: the default stays.
      BODY_TIMEOUT_MS: '0',
      ALTCHA_COST: '0',
      ALTCHA_MAX_COUNTER: '0',
      ALTCHA_TTL_SEC: '0',
      ALTCHA_MAX_COST_FACTOR: '0',
      AI_BUDGET_MS: '0',
      AI_MAX_TOKENS: '0',
      TRUSTED_PROXY_HOPS: '0',
    });
    expect(config.leads).toEqual({ perClient: 0, windowSec: 60, ceilingPerMinute: 0, maxCostFactor: 16 });
    expect(config.rateLimits.chat.limit).toBe(0);
    expect(config.chatBudget).toEqual({ perClientChars: 0, siteChars: 0 });
    expect(config.minFillTimeMs).toBe(0);
    expect(config.assistantWordDelayMs).toBe(0);
    expect(config.ai).toMatchObject({ budgetMs: 60_000, maxTokens: 600 });
    expect(config.bodyTimeoutMs).toBe(10_000);
    expect(config.proof).toMatchObject({ cost: 1000, maxCounter: 2500, ttlSec: 1200 });
    expect(config.trustedProxy.hops).toBe(1);
  });

  it('names the trusted proxy header case-insensitively, "none" meaning the socket address', () => {
    expect(production({ TRUSTED_PROXY_HEADER: ' CF-Connecting-IP ', TRUSTED_PROXY_HOPS: '2' }).trustedProxy).toEqual({
      header: 'cf-connecting-ip',
      hops: 2,
    });
    expect(production({ TRUSTED_PROXY_HEADER: 'None' }).trustedProxy.header).toBeNull();
    expect(production({ TRUSTED_PROXY_HEADER: ' ' }).trustedProxy.header).toBe('x-forwarded-for');
    expect(local({ TRUSTED_PROXY_HEADER: 'X-Real-Edge' }).trustedProxy.header).toBe('x-real-edge');
  });

  it('takes the mail and AI settings as given, an empty value as unset, the base URL without trailing slashes', () => {
    const config = production({
      RESEND_API_KEY: 're_key',
      MAIL_FROM: 'Site <site@example.com>',
      LEADS_TO_EMAIL: 'leads@example.com',
      AI_API_KEY: 'sk-key',
      AI_BASE_URL: 'https://llm.example/v1//',
      AI_MODEL: 'small-model',
    });
    expect(config.mail).toEqual({
      resendApiKey: 're_key',
      from: 'Site <site@example.com>',
      leadsTo: 'leads@example.com',
    });
    expect(config.ai).toMatchObject({ apiKey: 'sk-key', baseUrl: 'https://llm.example/v1', model: 'small-model' });
    const empty = production({ RESEND_API_KEY: '', AI_API_KEY: '', SUPABASE_DB_URL: '', AI_BASE_URL: '' });
    expect(empty.mail.resendApiKey).toBeUndefined();
    expect(empty.ai.apiKey).toBeUndefined();
    expect(empty.ai.baseUrl).toBe('https://api.openai.com/v1');
    expect(empty.dbUrl).toBeUndefined();
  });
});
