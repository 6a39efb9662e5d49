// Proof of work (ALTCHA, altcha-lib): a submission must carry the solution of a challenge this backend signed, not
// expired and never used before. The challenge is deterministic: the server derives the key for a secret counter
// once when it issues it and signs that key, so the visitor's browser must try every counter up to it
// (PBKDF2-SHA-256, `cost` iterations each) while checking a solution costs two HMACs. Used solutions are recorded
// in Postgres in the same statement that stores the submission (submission-insert-sql.ts), so one solution stores one row.
// A signature alone is not trusted: the challenge must also match this deploy's configuration (algorithm, key length,
// at least ALTCHA_COST, expiring within ALTCHA_TTL_SEC), so a challenge from a cheaper deploy sharing the secret, or
// one issued before the cost was raised, is refused. The site-wide ceiling's raised cost (lead-budget.ts) applies to
// new challenges only: a visitor's challenge issued at the base cost stays valid while a flood raises it.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, ChallengeParameters, Solution } from 'altcha-lib/types';
import type { ProofConfig } from './config.ts';
import { ApiError } from './http.ts';
import { PROOF_HEADER } from './contract/schemas.ts';

const PROOF_ALGORITHM = 'PBKDF2/SHA-256';
/** Bytes of the derived key (altcha-lib's default, named here so a challenge with another length is refused). */
const PROOF_KEY_LENGTH = 32;
/** How far a challenge's expiry may lie past now + ALTCHA_TTL_SEC: clocks of function instances drift a little. */
const PROOF_CLOCK_SKEW_MS = 2000;

export interface CheckedProof {
  /** The challenge's HMAC signature: unique per challenge, the key of the used-solutions table. */
  signature: string;
  /** When the challenge expires (ISO time); its used-solution record may go after that. */
  expiresAt: string;
}

function notConfigured(): ApiError {
  return new ApiError(500, 'not_configured', 'The function is not configured.');
}

/** A new challenge for the page to solve; `cost` above the configured one while the site-wide ceiling is passed. */
export function issueChallenge(config: ProofConfig, now = Date.now(), cost = config.cost) {
  if (config.hmacSecret === '') throw notConfigured();
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: Math.max(cost, config.cost),
    keyLength: PROOF_KEY_LENGTH,
    counter: randomInt(1, config.maxCounter),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + config.ttlSec,
    hmacSignatureSecret: config.hmacSecret,
    hmacKeySignatureSecret: config.keySecret,
  });
}

const HEX = /^[0-9a-f]{1,256}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The payload's shape, checked before any of it reaches the library (hostile input is a 400, never a throw). */
function wellFormed(value: unknown): value is { challenge: Challenge & { signature: string }; solution: Solution } {
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return false;
  const { parameters, signature } = value.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || !HEX.test(signature)) return false;
  const { counter, derivedKey } = value.solution;
  return typeof derivedKey === 'string' && HEX.test(derivedKey) && Number.isSafeInteger(counter);
}

type ProofRefusal =
  | 'proof_missing'
  | 'proof_invalid'
  | 'proof_expired'
  | 'proof_wrong_algorithm'
  | 'proof_wrong_key_length'
  | 'proof_too_cheap'
  | 'proof_too_long_lived';

const refused = (code: ProofRefusal, message: string) => new ApiError(400, code, message);

/** Compares a challenge's parameters with the live configuration, before any crypto: each mismatch has its code. */
function checkParameters(
  config: ProofConfig,
  // As the client sent them: the library's types describe honest challenges only.
  parameters: Partial<Record<keyof ChallengeParameters, unknown>>,
  now: number,
): void {
  const retry = 'please reload the page and try again.';
  if (parameters.algorithm !== PROOF_ALGORITHM) {
    throw refused('proof_wrong_algorithm', `The proof of work must use ${PROOF_ALGORITHM}; ${retry}`);
  }
  if (parameters.keyLength !== PROOF_KEY_LENGTH) {
    throw refused('proof_wrong_key_length', `The proof of work must derive ${PROOF_KEY_LENGTH}-byte keys; ${retry}`);
  }
  if (typeof parameters.cost !== 'number' || !(parameters.cost >= config.cost)) {
    throw refused('proof_too_cheap', `The proof of work costs less than this site requires; ${retry}`);
  }
  if ((parameters.expiresAt as number) * 1000 > now + config.ttlSec * 1000 + PROOF_CLOCK_SKEW_MS) {
    throw refused('proof_too_long_lived', `The proof of work expires later than this site allows; ${retry}`);
  }
  // Without a signed key the library would derive the key itself, at the challenge's cost: never on our CPU.
  if (typeof parameters.keySignature !== 'string') throw refused('proof_invalid', 'The proof of work is malformed.');
}

/** Checks the proof a submission carries; throws a 400 naming what is wrong. Does not record it as used. */
export async function checkProof(config: ProofConfig, value: unknown, now = Date.now()): Promise<CheckedProof> {
  if (config.hmacSecret === '') throw notConfigured();
  if (value === undefined || value === null) {
    throw refused('proof_missing', 'The submission carries no proof of work; please reload the page and try again.');
  }
  if (!wellFormed(value)) throw refused('proof_invalid', 'The proof of work is malformed.');
  const { parameters, signature } = value.challenge;
  const expiresAt: unknown = parameters.expiresAt;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    throw refused('proof_invalid', 'The proof of work is malformed.');
  }
  const expired = () => refused('proof_expired', 'The proof of work has expired; please try again.');
  if (expiresAt * 1000 <= now) throw expired();
  checkParameters(config, parameters, now);
  let result;
  try {
    result = await verifySolution({
      challenge: value.challenge,
      solution: value.solution,
      deriveKey,
      hmacSignatureSecret: config.hmacSecret,
      hmacKeySignatureSecret: config.keySecret,
    });
  } catch {
    throw refused('proof_invalid', 'The proof of work is malformed.');
  }
  if (result.expired) throw expired();
  if (!result.verified) throw refused('proof_invalid', 'The proof of work is not valid.');
  return { signature, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The proof of work a request carries in PROOF_HEADER (base64 of its JSON), checked as checkProof does. Called after
 * the fields: a refused form costs no crypto. */
export function checkRequestProof(config: ProofConfig, req: Request): Promise<CheckedProof> {
  const header = req.headers.get(PROOF_HEADER);
  let value: unknown;
  if (header !== null) {
    try {
      if (header.length > 4096) throw new Error('too long');
      value = JSON.parse(atob(header));
    } catch {
      value = 'malformed';
    }
  }
  return checkProof(config, value);
}
