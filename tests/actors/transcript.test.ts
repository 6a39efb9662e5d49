// The chat transcript as the visitor leaves (machines/actors/transcript.ts, spec §7): with its proof of work solved
// beforehand the request leaves at once, before anything else runs (the tab may be closing); without one it is solved
// first and then sent; a failure is only logged. The network is stubbed; the solver of the proof-of-work library is
// held by the test, so "solved" is a moment the test chooses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AltchaLib from 'altcha-lib';
import type * as TranscriptModule from '../../machines/actors/transcript';
import type { TranscriptPayload } from '../../machines/actors/transcript';
import { challengesIssued, jsonResponse, settle, stubFetch, untilRequests } from '../forms/network';

const solver = vi.hoisted(() => ({
  calls: [] as { resolve: (solution: unknown) => void; reject: (e: Error) => void }[],
}));
vi.mock('altcha-lib', async (original) => ({
  ...(await original<typeof AltchaLib>()),
  solveChallenge: () => new Promise((resolve, reject) => solver.calls.push({ resolve, reject })),
}));

const payload: TranscriptPayload = {
  sessionId: '9a1e5a3c-4c1b-4b7e-8a53-6f0d1c2b3a4d',
  messages: [
    { role: 'user', content: 'Reach me at sam@bakery.example' },
    { role: 'assistant', content: 'Thanks!' },
  ],
  userEmail: 'sam@bakery.example',
};
const solution = { counter: 1, derivedKey: 'ab', time: 3 };

let network: ReturnType<typeof stubFetch>;
let transcript: typeof TranscriptModule;
beforeEach(async () => {
  network = stubFetch();
  solver.calls.length = 0;
  challengesIssued.count = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // A fresh page: no client loaded, no proof prepared.
  vi.resetModules();
  transcript = await import('../../machines/actors/transcript');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Waits on the real clock until the page has asked the solver `count` times (it loads modules and a challenge). */
async function untilSolving(count = 1) {
  await vi.waitFor(() => expect(solver.calls).toHaveLength(count), { timeout: 10_000 });
}

function expectTranscriptRequest(index = 0) {
  const request = network.requests[index]!;
  expect(request.url).toMatch(/\/functions\/v1\/send-chat-transcript$/);
  expect(request.init.keepalive).toBe(true);
  const headers = new Headers(request.init.headers);
  expect(headers.get('Idempotency-Key')).toBe(payload.sessionId);
  const proof = JSON.parse(atob(headers.get('X-Altcha')!)) as { solution: unknown };
  expect(proof.solution).toEqual(solution);
  expect(request.body).toEqual({ messages: payload.messages, userEmail: payload.userEmail });
  return request;
}

/** The visitor gave the chat an e-mail and the proof of work was solved meanwhile. */
async function proofSolvedBeforehand() {
  transcript.prepareTranscriptProof();
  await untilSolving();
  solver.calls[0]!.resolve(solution);
  await settle();
}

describe('the transcript sent on leaving the chat', () => {
  it('leaves at once when its proof of work was solved beforehand', async () => {
    await proofSolvedBeforehand();

    transcript.sendTranscript(payload);
    // Synchronously: nothing else has run between the call and the request.
    expect(network.requests).toHaveLength(1);
    expectTranscriptRequest();
    expect(challengesIssued.count).toBe(1);
  });

  it('without a proof ready, solves one first and then sends', async () => {
    transcript.sendTranscript(payload);
    await untilSolving();
    expect(network.requests).toHaveLength(0);
    solver.calls[0]!.resolve(solution);
    await untilRequests(network.requests);
    expectTranscriptRequest();
  });

  it('while the proof prepared beforehand is still being solved, waits for that one', async () => {
    transcript.prepareTranscriptProof();
    await untilSolving();
    transcript.sendTranscript(payload);
    await settle();
    expect(network.requests).toHaveLength(0);
    solver.calls[0]!.resolve(solution);
    await untilRequests(network.requests);
    expectTranscriptRequest();
    expect(challengesIssued.count).toBe(1);
  });

  it('logs a refused transcript, and one that could get no proof of work', async () => {
    await proofSolvedBeforehand();
    transcript.sendTranscript(payload);
    network.requests[0]!.respond(jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many.' } }));
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'send-chat-transcript failed:',
        expect.objectContaining({ code: 'rate_limited' }),
      ),
    );

    transcript.sendTranscript(payload);
    await untilSolving(2);
    solver.calls[1]!.reject(new Error('no solution'));
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'send-chat-transcript failed (no proof of work):',
        expect.objectContaining({ message: 'no solution' }),
      ),
    );
    expect(network.requests).toHaveLength(1);
  });
});
