// The page's proof of work (machines/actors/proof.ts) around its two outside boundaries: the altcha-challenge
// function (a stubbed fetch that answers when the test says, with the expiry the test chooses) and the solver
// (altcha-lib and the altcha widget's worker, mocked: how the search runs is theirs to test, which solver is asked,
// how, and what becomes of its answer is this module's). tests/functions/proof-client.test.ts checks real proofs
// against the functions' own checker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const solver = vi.hoisted(() => ({ solveChallenge: vi.fn(), solveChallengeWorkers: vi.fn() }));
vi.mock('altcha-lib', () => solver);
const PowWorker = vi.hoisted(() => class PowWorker {});
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: PowWorker }));

const NOW = 1_800_000_000_000; // a whole second, so a challenge's expiry (in seconds) can sit exactly on the margin
const MARGIN_MS = 60_000; // a proof this close to expiry is not sent
const SOLVE_TIMEOUT_MS = 60_000;

interface ChallengeRequest {
  /** Answers with a challenge that expires `expiresInMs` from NOW (a whole number of seconds). */
  issue: (expiresInMs: number) => { signature: string };
  refuse: () => void;
}
let requests: ChallengeRequest[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      expect(String(input)).toMatch(/\/functions\/v1\/altcha-challenge$/);
      return new Promise<Response>((respond) => {
        const n = requests.length + 1;
        requests.push({
          issue: (expiresInMs) => {
            const challenge = {
              parameters: { expiresAt: (NOW + expiresInMs) / 1000, nonce: `n${n}` },
              signature: `c${n}`,
            };
            respond(Response.json(challenge));
            return challenge;
          },
          refuse: () =>
            respond(Response.json({ error: { code: 'rate_limited', message: 'Slow down.' } }, { status: 429 })),
        });
      });
    }),
  );
  solver.solveChallenge.mockImplementation(async ({ challenge }: { challenge: { signature: string } }) => ({
    counter: Number(challenge.signature.slice(1)),
  }));
  solver.solveChallengeWorkers.mockImplementation(async ({ challenge }: { challenge: { signature: string } }) => ({
    counter: Number(challenge.signature.slice(1)),
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  solver.solveChallenge.mockReset();
  solver.solveChallengeWorkers.mockReset();
});

const load = () => import('../../machines/actors/proof');
/** Lets every promise chain that can run, run (only Date is faked). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Waits (real time) until the page has asked for its `count`th challenge. */
async function untilChallenge(count: number) {
  await vi.waitFor(() => expect(requests).toHaveLength(count));
  return requests[count - 1]!;
}

describe('solving a challenge', () => {
  it('without Worker (very old browsers): on the page, with the 60 s limit', async () => {
    const { takeProof } = await load();
    const taken = takeProof();
    const challenge = (await untilChallenge(1)).issue(10 * 60_000);
    await expect(taken).resolves.toEqual({ challenge, solution: { counter: 1 } });
    expect(solver.solveChallengeWorkers).not.toHaveBeenCalled();
    expect(solver.solveChallenge).toHaveBeenCalledWith({
      challenge,
      deriveKey: expect.any(Function) as unknown,
      timeout: SOLVE_TIMEOUT_MS,
    });
  });

  it.each([
    { cores: 8, concurrency: 2 },
    { cores: 1, concurrency: 1 },
    { cores: undefined, concurrency: 1 },
  ])('with Worker: altcha’s PBKDF2 workers, $concurrency at once on $cores cores', async ({ cores, concurrency }) => {
    vi.stubGlobal('Worker', class {});
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores as number);
    const { takeProof } = await load();
    const taken = takeProof();
    const challenge = (await untilChallenge(1)).issue(10 * 60_000);
    await expect(taken).resolves.toEqual({ challenge, solution: { counter: 1 } });
    expect(solver.solveChallenge).not.toHaveBeenCalled();
    expect(solver.solveChallengeWorkers).toHaveBeenCalledWith({
      challenge,
      concurrency,
      createWorker: expect.any(Function) as unknown,
      timeout: SOLVE_TIMEOUT_MS,
    });
    const [{ createWorker }] = solver.solveChallengeWorkers.mock.calls[0] as [{ createWorker: () => unknown }];
    expect(createWorker()).toBeInstanceOf(PowWorker);
  });

  it('reports a challenge not solved in time, and tries a new one on the next request', async () => {
    solver.solveChallenge.mockResolvedValueOnce(null);
    const { takeProof } = await load();
    const first = takeProof();
    (await untilChallenge(1)).issue(10 * 60_000);
    await expect(first).rejects.toThrow('The proof-of-work challenge was not solved in time.');

    const second = takeProof();
    const challenge = (await untilChallenge(2)).issue(10 * 60_000);
    await expect(second).resolves.toEqual({ challenge, solution: { counter: 2 } });
  });
});

describe('a prepared proof', () => {
  it(`is handed over while more than ${MARGIN_MS} ms from its expiry, and not at ${MARGIN_MS} ms`, async () => {
    const { prepareProof, takeReadyProof } = await load();
    prepareProof();
    const challenge = (await untilChallenge(1)).issue(MARGIN_MS + 1_000);
    await vi.waitFor(() => expect(solver.solveChallenge).toHaveBeenCalled());
    await flush(); // the solution reaches the module

    vi.setSystemTime(NOW + 1_000); // exactly the margin left
    expect(takeReadyProof(), 'too close to expiry').toBeNull();
    vi.setSystemTime(NOW + 999);
    expect(takeReadyProof()).toEqual({ challenge, solution: { counter: 1 } });
    expect(takeReadyProof(), 'spent').toBeNull();
  });

  it(`is replaced once only ${MARGIN_MS} ms are left: by the next prepare, or by the request that needs it`, async () => {
    const { prepareProof, takeProof, takeReadyProof } = await load();
    prepareProof();
    (await untilChallenge(1)).issue(MARGIN_MS);
    await vi.waitFor(() => expect(solver.solveChallenge).toHaveBeenCalledTimes(1));

    // A focus on another field: the stale proof is replaced in the background.
    await vi.waitFor(() => {
      prepareProof();
      expect(requests).toHaveLength(2);
    });
    const replacement = requests[1]!.issue(10 * 60_000);
    await vi.waitFor(() => expect(takeReadyProof()).toEqual({ challenge: replacement, solution: { counter: 2 } }));

    // A request: a stale prepared proof is not sent, a new one is solved for it.
    prepareProof();
    (await untilChallenge(3)).issue(MARGIN_MS);
    await vi.waitFor(() => expect(solver.solveChallenge).toHaveBeenCalledTimes(3));
    await flush();
    const taken = takeProof();
    const fresh = (await untilChallenge(4)).issue(MARGIN_MS + 1_000);
    await expect(taken).resolves.toEqual({ challenge: fresh, solution: { counter: 4 } });
  });

  it('taken by a request before it was solved is spent: never handed over again', async () => {
    const { prepareProof, takeProof, takeReadyProof } = await load();
    prepareProof();
    const first = await untilChallenge(1);
    const taken = takeProof();
    const challenge = first.issue(10 * 60_000);
    await expect(taken).resolves.toEqual({ challenge, solution: { counter: 1 } });
    await flush();
    expect(takeReadyProof()).toBeNull();
  });

  it('that failed is prepared again on the next prepare', async () => {
    const { prepareProof, takeReadyProof } = await load();
    prepareProof();
    (await untilChallenge(1)).refuse();
    await vi.waitFor(() => {
      prepareProof();
      expect(requests).toHaveLength(2);
    });
    const challenge = requests[1]!.issue(10 * 60_000);
    await vi.waitFor(() => expect(takeReadyProof()).toEqual({ challenge, solution: { counter: 2 } }));
  });

  it('taken by a request that then fails does not cancel the one prepared after it', async () => {
    const { prepareProof, takeProof, takeReadyProof } = await load();
    prepareProof();
    const first = await untilChallenge(1);
    const taken = takeProof(); // takes the pending one
    prepareProof(); // and the next field's focus prepares another
    const second = await untilChallenge(2);
    first.refuse();
    await expect(taken).rejects.toMatchObject({ code: 'rate_limited' });

    prepareProof();
    const challenge = second.issue(10 * 60_000);
    await vi.waitFor(() => expect(takeReadyProof()).toEqual({ challenge, solution: { counter: 2 } }));
    expect(requests, 'the second was still on its way: no third').toHaveLength(2);
  });
});
