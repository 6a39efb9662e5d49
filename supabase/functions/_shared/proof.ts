// Proof of work (ALTCHA, altcha-lib): a submission must carry the solution of a challenge this backend signed, not
// expired and never used before. The challenge is deterministic: the server derives the key for a secret counter
// once when it issues it and signs that key, so the visitor's browser must try every counter up to it
// (PBKDF2-SHA-256, `cost` iterations each) while checking a solution costs two HMACs. Used solutions are recorded
// in Postgres in the same statement that stores the submission (submission-insert-sql.ts), so one solution stores one row.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import type { ProofConfig } from './config.ts';
import { ApiError } from './http.ts';
import { PROOF_HEADER } from './contract/schemas.ts';

export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';

export interface CheckedProof {
  /** The challenge's HMAC signature: unique per challenge, the key of the used-solutions table. */
  signature: string;
  /** When the challenge expires (ISO time); its used-solution record may go after that. */
  expiresAt: string;
}

function notConfigured(): ApiError {
  return new ApiError(500, 'not_configured', 'The function is not configured.');
}

/** A new challenge for the page to solve. */
export function issueChallenge(config: ProofConfig, now = Date.now()) {
  if (config.hmacSecret === '') throw notConfigured();
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: config.cost,
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

const refused = (code: 'proof_missing' | 'proof_invalid' | 'proof_expired', message: string) =>
  new ApiError(400, code, message);

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
  if (result.expired || expiresAt * 1000 <= now) {
    throw refused('proof_expired', 'The proof of work has expired; please try again.');
  }
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
