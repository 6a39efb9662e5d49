// Proof of work (ALTCHA): every submission must carry the solution of a challenge this backend signed, unexpired and
// never used before; one solution stores at most one row. Refusals are 4xx with a code, and store nothing.
import type { PGlite } from '@electric-sql/pglite';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createHandler as challengeHandler } from '../../supabase/functions/altcha-challenge/handler.ts';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { checkProof, issueChallenge } from '../../supabase/functions/_shared/proof.ts';
import { createHandler as contactHandler } from '../../supabase/functions/send-contact-form/handler.ts';
import { createHandler as projectHandler } from '../../supabase/functions/send-project-request/handler.ts';
import { createHandler as transcriptHandler } from '../../supabase/functions/send-chat-transcript/handler.ts';
import {
  count,
  withTestDb,
  jsonOf,
  post,
  type ProofPayload,
  rowsOf,
  solvedProof,
  testDeps,
  validContact,
  validProject,
  validTranscript,
} from './helpers.ts';

let pg: PGlite;
let db: Db;
withTestDb((opened) => ({ pg, db } = opened));

const contact = () => contactHandler(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' }));
const stored = async () => (await count(pg, 'leads')) + (await count(pg, 'chat_transcripts'));
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

async function refusal(res: Response) {
  const body = await jsonOf(res);
  return { status: res.status, code: body.error?.code };
}

describe('a submission without a valid proof of work', () => {
  const targets = [
    { fn: 'send-contact-form', create: contactHandler, valid: validContact },
    { fn: 'send-project-request', create: projectHandler, valid: validProject },
    { fn: 'send-chat-transcript', create: transcriptHandler, valid: validTranscript },
  ];

  it.each(targets)('$fn: none at all is 400 proof_missing, and nothing is stored', async ({ create, valid }) => {
    const res = await create(testDeps(db))(post(valid, { proof: false }));
    expect(await refusal(res)).toEqual({ status: 400, code: 'proof_missing' });
    expect(await stored()).toBe(0);
  });

  it.each(targets)('$fn: a malformed one is 400 proof_invalid, and nothing is stored', async ({ create, valid }) => {
    const handle = create(testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' }));
    const good = await solvedProof();
    const malformed: unknown[] = [
      'a-string',
      42,
      [],
      {},
      { challenge: good.challenge },
      { solution: good.solution },
      { ...good, solution: { ...good.solution, derivedKey: 'XYZ' } },
      { ...good, solution: { ...good.solution, counter: -1 } },
      { ...good, solution: { ...good.solution, counter: '12' } },
      { ...good, challenge: { ...good.challenge, signature: 'not hex' } },
      { ...good, challenge: { ...good.challenge, parameters: null } },
      { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: 'soon' } } },
    ];
    for (const header of ['%%% not base64 %%%', btoa('{"challenge":'), 'x'.repeat(5000)]) {
      const res = await handle(post(valid, { proof: false, headers: { 'X-Altcha': header } }));
      expect(await refusal(res), header.slice(0, 20)).toEqual({ status: 400, code: 'proof_invalid' });
    }
    for (const proof of malformed) {
      const res = await handle(post(valid, { proof }));
      expect(await refusal(res), JSON.stringify(proof)).toEqual({ status: 400, code: 'proof_invalid' });
    }
    expect(await stored()).toBe(0);
  });
});

describe('checking the solution', () => {
  it('refuses a wrong solution: a derived key that is not the challenge’s', async () => {
    const good = await solvedProof();
    const wrongKey = good.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const res = await contact()(
      post(validContact, { proof: { ...good, solution: { ...good.solution, derivedKey: wrongKey } } }),
    );
    expect(await refusal(res)).toEqual({ status: 400, code: 'proof_invalid' });
    expect(await stored()).toBe(0);
  });

  it('refuses a challenge whose parameters were changed after signing (a higher cost, an earlier expiry)', async () => {
    const good = await solvedProof();
    const { parameters } = good.challenge;
    for (const changed of [{ cost: parameters.cost * 2 }, { expiresAt: parameters.expiresAt! - 60 }]) {
      const challenge = { ...good.challenge, parameters: { ...parameters, ...changed } };
      const res = await contact()(post(validContact, { proof: { ...good, challenge } }));
      expect(await refusal(res)).toEqual({ status: 400, code: 'proof_invalid' });
    }
    expect(await stored()).toBe(0);
  });

  it('refuses a challenge without its signed key (the library would derive the key at the challenge’s cost)', async () => {
    const good = await solvedProof();
    const parameters = { ...good.challenge.parameters, keySignature: undefined };
    const res = await contact()(
      post(validContact, { proof: { ...good, challenge: { ...good.challenge, parameters } } }),
    );
    expect(await refusal(res)).toEqual({ status: 400, code: 'proof_invalid' });
  });

  it('refuses a challenge signed with another secret (a bot minting its own)', async () => {
    const forged = await solvedProof({ env: { ALTCHA_HMAC_SECRET: 'the-bot-knows-this-one' } });
    const res = await contact()(post(validContact, { proof: forged }));
    expect(await refusal(res)).toEqual({ status: 400, code: 'proof_invalid' });
    expect(await stored()).toBe(0);
  });

  it('refuses an expired challenge with 400 proof_expired', async () => {
    const { proof: config } = loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]);
    const challenge = await issueChallenge({ ...config, maxCounter: 3 }, Date.now() - config.ttlSec * 1000 - 1000);
    const solution = await solveChallenge({ challenge, deriveKey });
    const res = await contact()(post(validContact, { proof: { challenge, solution: solution! } }));
    expect(await refusal(res)).toEqual({ status: 400, code: 'proof_expired' });
    expect(await stored()).toBe(0);
  });

  it('checks the fields first: an invalid form is a 400 naming its fields, whatever the proof', async () => {
    const res = await contact()(post({ ...validContact, email: 'nope' }, { proof: false }));
    const body = await jsonOf(res);
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe('validation_failed');
    expect(Object.keys(body.error?.fields ?? {})).toEqual(['email']);
  });
});

describe('one solution, one submission', () => {
  it('stores the first submission; the same solution under a new Idempotency-Key is 409 proof_used', async () => {
    const handle = contact();
    const proof = await solvedProof();
    const first = await handle(post(validContact, { proof, ...withKey('first-submission') }));
    const again = await handle(post({ ...validContact, name: 'Mallory' }, { proof, ...withKey('second-submission') }));

    expect(first.status).toBe(200);
    expect(await refusal(again)).toEqual({ status: 409, code: 'proof_used' });
    expect(await rowsOf(pg, 'select name from leads')).toEqual([{ name: validContact.name }]);
    expect(await count(pg, 'email_outbox')).toBe(1);
  });

  it('answers a retry of the same submission (same key, same solution) with the stored row', async () => {
    const handle = contact();
    const proof = await solvedProof();
    const first = await jsonOf(await handle(post(validContact, { proof, ...withKey('retried-submission') })));
    const retry = await handle(post(validContact, { proof, ...withKey('retried-submission') }));

    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await jsonOf(retry)).id).toBe(first.id);
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('stores one of 10 concurrent submissions that share one solution (one batch); the rest are 409', async () => {
    const handle = contact();
    const proof = await solvedProof();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handle(post({ ...validContact, name: `Racer ${i}` }, { proof, ...withKey(`racer-${i}-key`) })),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();

    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await count(pg, 'leads')).toBe(1);
    expect(await count(pg, 'used_proofs')).toBe(1);
  });

  it('one solution stores one row across functions too: a transcript cannot reuse a form’s', async () => {
    const deps = testDeps(db, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const proof = await solvedProof();
    expect((await contactHandler(deps)(post(validContact, { proof }))).status).toBe(200);
    const res = await transcriptHandler(deps)(post(validTranscript, { proof }));
    expect(await refusal(res)).toEqual({ status: 409, code: 'proof_used' });
    expect(await count(pg, 'chat_transcripts')).toBe(0);
  });

  it('forgets used solutions once their challenge has expired (a later submission removes them)', async () => {
    await pg.exec(`insert into public.used_proofs (signature, expires_at)
      select md5(g::text) || md5(g::text), now() - interval '1 minute' from generate_series(1, 30) g`);
    expect((await contact()(post(validContact))).status).toBe(200);
    const left = await rowsOf<{ expired: number; live: number }>(
      pg,
      `select count(*) filter (where expires_at < now())::int as expired,
              count(*) filter (where expires_at >= now())::int as live from public.used_proofs`,
    );
    expect(left).toEqual([{ expired: 0, live: 1 }]);
  });
});

describe('altcha-challenge', () => {
  it('issues a signed, expiring challenge that the page can solve and a form then stores', async () => {
    const deps = testDeps(db, { ALTCHA_MAX_COUNTER: '20' });
    const res = await challengeHandler(deps)(post({}, { proof: false }));
    expect(res.status).toBe(200);
    const challenge = (await res.json()) as ProofPayload['challenge'];
    const ttl = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(deps.config.proof.ttlSec - 5);
    expect(ttl).toBeLessThanOrEqual(deps.config.proof.ttlSec);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: deps.config.proof.cost });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    const solution = await solveChallenge({ challenge, deriveKey });
    const submitted = await contactHandler(deps)(post(validContact, { proof: { challenge, solution: solution! } }));
    expect(submitted.status).toBe(200);
    expect(await count(pg, 'leads')).toBe(1);
  });

  it('hides the secret counter: the challenge names only the first half of the key to find', async () => {
    const res = await challengeHandler(testDeps(db))(post({}, { proof: false }));
    const { parameters } = (await res.json()) as ProofPayload['challenge'];
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(parameters)).not.toMatch(/counter/i);
  });

  it('is rate-limited per client like the chat (429 with Retry-After)', async () => {
    const handle = challengeHandler(testDeps(db, { RATE_LIMIT_CHAT_PER_MINUTE: '2' }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handle(post({}, { proof: false }))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('fails closed in production without ALTCHA_HMAC_SECRET: no challenge, no submission stored', async () => {
    const production = {
      LUMIVOX_LOCAL: '0',
      PUBLIC_API_KEYS: 'sb_publishable_prod',
      IP_HASH_SALT: 'a-long-random-production-salt',
      ALTCHA_HMAC_SECRET: '   ',
    };
    const deps = testDeps(db, production);
    const proof = await solvedProof();
    const challenge = await challengeHandler(deps)(post({}, { key: 'sb_publishable_prod', proof: false }));
    const submitted = await contactHandler(deps)(post(validContact, { key: 'sb_publishable_prod', proof }));

    expect(await refusal(challenge)).toEqual({ status: 500, code: 'not_configured' });
    expect(await refusal(submitted)).toEqual({ status: 500, code: 'not_configured' });
    expect(await stored()).toBe(0);
  });
});

/** A genuine challenge, signed with this deploy's secret but made with other parameters (another deploy sharing the
 * secret, or this one before a configuration change), solved. */
async function mintedProof(options: Partial<Parameters<typeof createChallenge>[0]>) {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: base.cost,
    counter: 2,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + base.ttlSec,
    hmacSignatureSecret: base.hmacSecret,
    hmacKeySignatureSecret: base.keySecret,
    ...options,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

const base = loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]).proof;

describe('a genuine challenge that does not match the live configuration (the signature alone is not trusted)', () => {
  // This deploy: PBKDF2/SHA-256, 32-byte keys, ALTCHA_COST iterations, expiring within ALTCHA_TTL_SEC.
  // The code in the title, not the options: a title that prints the clock (expiresAt) differs between Stryker's
  // dry run and a mutant's run, which then finds no test of that name and counts the mutant as survived.
  it.each([
    ['another algorithm', 'proof_wrong_algorithm', { algorithm: 'PBKDF2/SHA-512' }],
    ['another key length', 'proof_wrong_key_length', { keyLength: 16 }],
    ['a cheaper deploy’s cost (1 iteration)', 'proof_too_cheap', { cost: 1 }],
    ['a cost from before ALTCHA_COST was raised (one less)', 'proof_too_cheap', { cost: base.cost - 1 }],
    [
      'an expiry past now + ALTCHA_TTL_SEC',
      'proof_too_long_lived',
      { expiresAt: Math.floor(Date.now() / 1000) + base.ttlSec + 60 },
    ],
  ] as const)('refuses %s with 400 %s, and stores nothing', async (_label, code, options) => {
    const res = await contact()(post(validContact, { proof: await mintedProof(options) }));
    expect(await refusal(res)).toEqual({ status: 400, code });
    expect(await stored()).toBe(0);
  });

  it('accepts the same minted challenge when it matches (the refusals above are the mismatch, not the minting)', async () => {
    const res = await contact()(post(validContact, { proof: await mintedProof({}) }));
    expect(res.status).toBe(200);
  });

  it('accepts a challenge that costs more than the base (issued while the site-wide ceiling was passed)', async () => {
    const res = await contact()(post(validContact, { proof: await mintedProof({ cost: base.cost * 2 }) }));
    expect(res.status).toBe(200);
  });
});

describe('what a forged or stretched proof is answered (before any key is derived)', () => {
  /** A solved proof of this deploy with its challenge's parameters changed as `tamper` says. */
  const tampered = async (tamper: (parameters: Record<string, unknown>) => void) => {
    const proof = await solvedProof();
    tamper(proof.challenge.parameters as unknown as Record<string, unknown>);
    return proof;
  };
  const send = (options: Parameters<typeof post>[1]) => contact()(post(validContact, options));

  it('a challenge stripped of its signed key is proof_invalid: the server never derives the key at the challenge’s cost', async () => {
    const proof = await tampered((p) => delete p.keySignature);
    expect(await refusal(await send({ proof }))).toEqual({ status: 400, code: 'proof_invalid' });
    expect(await stored()).toBe(0);
  });

  it('a cost that is not a number is proof_too_cheap, even one that reads as a high cost', async () => {
    const proof = await tampered((p) => (p.cost = String(base.cost * 2)));
    expect(await refusal(await send({ proof }))).toEqual({ status: 400, code: 'proof_too_cheap' });
  });

  it('an expiry that is not a number is proof_invalid, not proof_expired', async () => {
    const proof = await tampered((p) => (p.expiresAt = null));
    expect(await refusal(await send({ proof }))).toEqual({ status: 400, code: 'proof_invalid' });
  });

  it('a proof of JSON null is proof_missing, like no proof at all', async () => {
    expect(await refusal(await send({ proof: null }))).toEqual({ status: 400, code: 'proof_missing' });
  });

  it('reads an X-Altcha header of up to 4,096 characters; a longer one is proof_invalid (docs/security.md)', async () => {
    const LIMIT = 4096; // docs/security.md, "Proofs checked against the live configuration"
    /** The proof's JSON padded with spaces (still valid JSON) to `bytes`, base64-encoded: 4 characters per 3 bytes. */
    const padded = async (bytes: number) => {
      const json = JSON.stringify(await solvedProof());
      return btoa(json + ' '.repeat(bytes - json.length));
    };
    const atTheLimit = await padded((LIMIT / 4) * 3);
    const past = await padded((LIMIT / 4) * 3 + 1);
    expect([atTheLimit.length, past.length]).toEqual([LIMIT, LIMIT + 4]);

    const accepted = await send({ proof: false, headers: { 'x-altcha': atTheLimit } });
    const refused = await send({ proof: false, headers: { 'x-altcha': past } });
    expect(accepted.status).toBe(200);
    expect(await refusal(refused)).toEqual({ status: 400, code: 'proof_invalid' });
    expect(await stored()).toBe(1);
  });

  it('a challenge is expired from the millisecond of its expiry on, whatever the library’s own clock says', async () => {
    const proof = await solvedProof();
    const expiry = proof.challenge.parameters.expiresAt! * 1000;
    const outcome = (now: number) =>
      checkProof(base, proof, now).then(
        () => 'accepted',
        (error: { code?: string }) => error.code,
      );
    expect(await outcome(expiry - 1)).toBe('accepted');
    expect(await outcome(expiry)).toBe('proof_expired');
  });
});
