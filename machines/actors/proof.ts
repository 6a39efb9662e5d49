// Proof of work for the functions (ALTCHA). As soon as a visitor starts a form (or gives the chat an e-mail), a
// challenge comes from the altcha-challenge function and is solved in the background: the altcha widget's PBKDF2
// worker, driven by altcha-lib's solveChallengeWorkers. By the time the visitor presses Send it is usually done;
// nothing is shown and there is nothing for a person to solve. Each solution is spent by one request.
import { fetchChallenge, type Proof } from './backend';

/** A proof this close to its challenge's expiry is not sent: the request could arrive after it. */
const EXPIRY_MARGIN_MS = 60_000;
/** Give up on solving a challenge after this long (fetching one: the backend client's timeout, spec §9). */
const SOLVE_TIMEOUT_MS = 60_000;

async function solve(challenge: Proof['challenge']): Promise<Proof['solution'] | null> {
  const lib = await import('altcha-lib');
  if (typeof Worker === 'function') {
    const { default: PowWorker } = await import('altcha/workers/pbkdf2?worker');
    return lib.solveChallengeWorkers({
      challenge,
      concurrency: Math.min(2, navigator.hardwareConcurrency || 1),
      createWorker: () => new PowWorker(),
      timeout: SOLVE_TIMEOUT_MS,
    });
  }
  // No workers (very old browsers): the same search on the page's thread, in short async steps.
  const { deriveKey } = await import('altcha-lib/algorithms/web/pbkdf2');
  return lib.solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

let pending: Promise<Proof> | null = null;
/** The pending proof once it is solved (for a request that cannot wait). */
let solved: Proof | null = null;

const fresh = (proof: Proof) => (proof.challenge.parameters.expiresAt ?? 0) * 1000 - Date.now() > EXPIRY_MARGIN_MS;

/** Starts fetching and solving a challenge unless one is on its way or ready. Browser only; errors are retried on the
 * next call (takeProof reports them). */
export function prepareProof(): void {
  if (typeof window === 'undefined') return;
  if (pending && !(solved && !fresh(solved))) return;
  solved = null;
  const next = (async () => {
    const challenge = await fetchChallenge();
    const solution = await solve(challenge);
    if (!solution) throw new Error('The proof-of-work challenge was not solved in time.');
    return { challenge, solution };
  })();
  pending = next;
  next.then(
    (proof) => {
      if (pending === next) solved = proof;
    },
    () => {
      if (pending === next) pending = null;
    },
  );
}

/** A solved proof for one request: the prepared one when still fresh, otherwise a new one. It is spent: the next
 * request gets another. */
export async function takeProof(): Promise<Proof> {
  prepareProof();
  // Taken before it settles: a second request meanwhile starts its own.
  const mine = pending!;
  pending = null;
  solved = null;
  const proof = await mine;
  return fresh(proof) ? proof : takeProof();
}

/** The prepared proof if it is solved and fresh, spent; else null (a send while the tab closes cannot wait). */
export function takeReadyProof(): Proof | null {
  const proof = solved && fresh(solved) ? solved : null;
  if (proof) {
    pending = null;
    solved = null;
  }
  return proof;
}
