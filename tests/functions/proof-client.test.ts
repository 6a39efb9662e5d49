// The page's proof of work (machines/actors/proof.ts) against the functions' own issuer and checker: what it sends
// passes checkProof, each request spends its own, a nearly expired one is replaced. Runs in Node, where the module
// takes its no-Worker path (the same search on the main thread); the worker path runs in the end-to-end tests.
// (Not in the jsdom project: there tests/setup-dom.ts puts a double in this module's place for the components.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import { checkProof, issueChallenge } from '../../supabase/functions/_shared/proof.ts';

const config = { ...loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]).proof, maxCounter: 5 };

let challengeRequests: string[];
let ttlSec: number;
let failNext: boolean;

beforeEach(() => {
  vi.resetModules();
  // The module only works in a browser page; Node's globals stand in for `window`.
  vi.stubGlobal('window', globalThis);
  challengeRequests = [];
  ttlSec = config.ttlSec;
  failNext = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      challengeRequests.push(url);
      expect(init.method).toBe('POST');
      if (failNext) {
        failNext = false;
        return new Response('{"error":{"code":"rate_limited"}}', { status: 429 });
      }
      return Response.json(await issueChallenge({ ...config, ttlSec }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

// A fresh module per test (vi.resetModules above).
const load = () => import('../../machines/actors/proof');
/** The wait for a lazy import and a real solve (PBKDF2 on the main thread): seconds on a busy machine, not vi.waitFor's
 * default 1 s. */
const SOLVING = { timeout: 10_000 };

describe('proof of work in the page', () => {
  it('fetches a challenge from altcha-challenge and solves it into a proof the functions accept', async () => {
    const { takeProof } = await load();
    const proof = await takeProof();

    expect(challengeRequests).toHaveLength(1);
    expect(challengeRequests[0]).toMatch(/\/functions\/v1\/altcha-challenge$/);
    await expect(checkProof(config, JSON.parse(JSON.stringify(proof)))).resolves.toMatchObject({
      signature: proof.challenge.signature,
    });
  });

  it('uses the proof prepared while the visitor typed, then prepares a new one for the next request', async () => {
    const { prepareProof, takeProof, takeReadyProof } = await load();
    prepareProof();
    prepareProof(); // a second focus does not start a second challenge
    await vi.waitFor(() => expect(challengeRequests).toHaveLength(1), SOLVING);
    const first = await takeProof();
    expect(challengeRequests).toHaveLength(1);
    expect(takeReadyProof(), 'spent: nothing ready until a new one is solved').toBeNull();

    const second = await takeProof();
    expect(challengeRequests).toHaveLength(2);
    expect(second.challenge.signature).not.toBe(first.challenge.signature);
  });

  it('hands a solved proof over at once for a send that cannot wait, and none before it is solved', async () => {
    const { prepareProof, takeReadyProof } = await load();
    expect(takeReadyProof()).toBeNull();
    prepareProof();
    expect(takeReadyProof(), 'still being solved').toBeNull();
    await vi.waitFor(() => expect(takeReadyProof()).not.toBeNull(), SOLVING);
    expect(takeReadyProof(), 'spent').toBeNull();
  });

  it('gives two requests at the same time two different proofs', async () => {
    const { takeProof } = await load();
    const [a, b] = await Promise.all([takeProof(), takeProof()]);
    expect(a.challenge.signature).not.toBe(b.challenge.signature);
  });

  it('does not send a proof that expires within a minute: it solves a fresh one', async () => {
    const { prepareProof, takeProof } = await load();
    ttlSec = 30;
    prepareProof();
    await vi.waitFor(() => expect(challengeRequests).toHaveLength(1), SOLVING);
    ttlSec = config.ttlSec;
    const proof = await takeProof();
    expect(challengeRequests).toHaveLength(2);
    expect(proof.challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(60_000);
  });

  it('reports a challenge that could not be fetched, and tries again on the next request', async () => {
    const { takeProof } = await load();
    failNext = true;
    await expect(takeProof()).rejects.toThrow(/429/);
    await expect(takeProof()).resolves.toMatchObject({ solution: { counter: expect.any(Number) } });
    expect(challengeRequests).toHaveLength(2);
  });
});
