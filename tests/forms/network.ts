// The network boundary for component tests: every fetch waits until the test answers it, except the proof-of-work
// challenges the page fetches before a submission: those are answered at once with a real challenge from the
// functions' own issuer (a small counter, so the page's solver finishes in a few milliseconds).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { loadConfig } from '../../supabase/functions/_shared/config';
import { issueChallenge } from '../../supabase/functions/_shared/proof';

const proofConfig = { ...loadConfig((name) => ({ LUMIVOX_LOCAL: '1' })[name]).proof, maxCounter: 2 };
/** Challenges the page fetched (answered by the stub, not listed in `requests`). */
export const challengesIssued = { count: 0 };

export interface PendingRequest {
  url: string;
  init: RequestInit;
  body: unknown;
  respond: (response: Response) => void;
  fail: (error: Error) => void;
}

export function stubFetch() {
  const requests: PendingRequest[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    if (url.endsWith('/functions/v1/altcha-challenge')) {
      challengesIssued.count++;
      return issueChallenge(proofConfig).then((challenge) => Response.json(challenge));
    }
    return new Promise<Response>((respond, fail) => {
      // Like fetch: an aborted signal (a timeout, a Stop) rejects the pending request.
      const signal = init.signal ?? request?.signal;
      signal?.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')));
      const raw = init.body ?? null;
      requests.push({ url, init, body: typeof raw === 'string' ? JSON.parse(raw) : raw, respond, fail });
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The request the code under test is waiting on: waits on the real clock, moving no fake timer, for lazily
     * loaded modules and the proof-of-work a second submission solves first (vi.waitFor's default second ran out on a
     * busy machine: "no request yet"; a longer vi.waitFor moves fake timers while it waits, and the notices' 4 s ran
     * out under the form models instead). */
    async next(): Promise<PendingRequest> {
      await untilRequests(requests, requests.filter((r) => 'answered' in r).length + 1);
      const pending = requests.find((r) => !('answered' in r))!;
      Object.assign(pending, { answered: true });
      return pending;
    },
  };
}

// Real clocks, taken before a test fakes timers: waiting on work that is truly asynchronous (the proof-of-work's
// PBKDF2 in crypto.subtle, a lazily imported module) must not depend on how many microtask turns it happens to take
// on a busy machine.
const realSetImmediate = globalThis.setImmediate;
const realNow = performance.now.bind(performance);

/** For each test of the file that calls it: a stubbed fetch (`stub.network`) and console.error silenced, the app
 * logging every failed call (`stub.logged` holds what it logged); both undone after the test. */
export function stubNetworkForEachTest() {
  const stub = {} as { network: ReturnType<typeof stubFetch>; logged: MockInstance<typeof console.error> };
  beforeEach(() => {
    stub.network = stubFetch();
    stub.logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return stub;
}

/** Waits, on the real clock and without moving fake timers, until `count` requests reached the network. */
export async function untilRequests(requests: readonly PendingRequest[], count = 1, limitMs = 10_000): Promise<void> {
  const start = realNow();
  while (requests.length < count) {
    if (realNow() - start > limitMs) throw new Error(`no request after ${limitMs} ms (real time)`);
    await act(async () => {
      await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
    });
  }
}

export async function settle() {
  // Let promise chains (supabase-js, the machine's actor) run to the end.
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** Waits for modules loaded on demand (the stream parser, the Markdown renderer, …) and the promise chains after them. */
export async function settleLoaded() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 30; i++) await Promise.resolve();
  });
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
