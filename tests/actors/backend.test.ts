// The backend client (machines/actors/backend.ts) at the network boundary: what each call sends (URL, method, the
// public key's headers, the idempotency key and proof, the body, keepalive) and what its caller gets back (the
// answer, the reply's stream, or an error with the function's code and per-field messages), the 10 s timeout of
// spec §9 and abort.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FunctionCallError,
  fetchChallenge,
  requestAudit,
  sendTranscript,
  streamChat,
  submitLead,
} from '../../machines/actors/backend';
import type { Proof } from '../../machines/actors/backend';
import { LOCAL_PUBLIC_KEY } from '../../supabase/functions/_shared/contract/local';
import { jsonResponse, stubFetch, untilRequests, type PendingRequest } from '../forms/network';

const CLIENT_TIMEOUT_MS = 10_000; // spec §9, written here from the spec
const KEY = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_PUBLIC_KEY;
const proof = {
  challenge: { parameters: { nonce: 'n' }, signature: 's' },
  solution: { counter: 7 },
} as unknown as Proof;
const checks = { attemptKey: '3b241101-e2bb-4255-8caf-4136c566a962', shownAt: 1_000, honeypot: '', proof };
const contact = { name: 'Dana', email: 'dana@example.com', phone: '', company: '', message: 'Hello' };

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const headersOf = (request: PendingRequest) => new Headers(request.init.headers);

/** Lets the client reach the network without moving a fake clock (it loads supabase-js first). */
async function untilRequest(count = 1) {
  await untilRequests(network.requests, count);
  expect(network.requests).toHaveLength(count);
  return network.requests[count - 1]!;
}

/** The error `promise` rejects with, waiting on the real clock (a call that never settles fails the test). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  let outcome: { error: unknown } | undefined;
  promise.then(
    () => (outcome = { error: new Error('resolved instead of rejecting') }),
    (error: unknown) => (outcome = { error }),
  );
  await vi.waitFor(() => expect(outcome, 'the call has not settled').toBeDefined(), { timeout: 2_000 });
  return outcome!.error;
}

/** Whether `promise` has settled, without waiting for it. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('a lead submission', () => {
  it('posts the payload with the bot checks, the public key, the idempotency key and the proof; resolves with the stored id', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(4_200);
    const call = submitLead('send-contact-form', contact, checks);
    const request = await untilRequest();

    expect(request.url).toMatch(/\/functions\/v1\/send-contact-form$/);
    expect(request.init.method).toBe('POST');
    const headers = headersOf(request);
    expect(headers.get('apikey')).toBe(KEY);
    expect(headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe(checks.attemptKey);
    expect(JSON.parse(atob(headers.get('X-Altcha')!))).toEqual(proof);
    expect(request.body, 'the fill time: now − when the form was shown').toEqual({
      ...contact,
      hp: '',
      elapsedMs: 3_200,
    });

    request.respond(jsonResponse(200, { ok: true, id: 'lead-1' }));
    await expect(call).resolves.toEqual({ ok: true, id: 'lead-1' });
  });

  it("rejects with the function's error code, status, message and per-field messages", async () => {
    const call = submitLead('send-project-request', { ...contact, company: 'Acme', services: ['SEO'] }, checks);
    const request = await untilRequest();
    expect(request.url).toMatch(/\/functions\/v1\/send-project-request$/);
    request.respond(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { company: 'This company name cannot be used.' },
        },
      }),
    );
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Please check the highlighted fields.',
      fields: { company: 'This company name cannot be used.' },
    });
  });

  it('turns an answer that is not the functions’ JSON into an error with its status', async () => {
    const call = submitLead('send-contact-form', contact, checks);
    (await untilRequest()).respond(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call).rejects.toMatchObject({ code: 'http_502', status: 502, fields: undefined });
  });

  it('refuses a 200 answer without ok, or with nothing at all', async () => {
    const call = submitLead('send-contact-form', contact, checks);
    (await untilRequest(1)).respond(jsonResponse(200, { stored: 'maybe' }));
    await expect(call).rejects.toMatchObject({
      name: 'FunctionCallError',
      code: 'bad_answer',
      message: 'send-contact-form answered without ok',
    });

    const empty = submitLead('send-contact-form', contact, checks);
    (await untilRequest(2)).respond(jsonResponse(200, null));
    await expect(empty).rejects.toMatchObject({ name: 'FunctionCallError', code: 'bad_answer' });
  });

  it('reports a network failure as such', async () => {
    const call = submitLead('send-contact-form', contact, checks);
    (await untilRequest()).fail(new TypeError('Failed to fetch'));
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FunctionCallError', code: 'network' });
    expect((error as Error).message).toMatch(/^send-contact-form could not be reached: \S/);
  });

  it(`fails with a timeout after ${CLIENT_TIMEOUT_MS} ms without an answer, and cancels the request`, async () => {
    vi.useFakeTimers();
    const call = submitLead('send-contact-form', contact, checks);
    call.catch(() => {});
    const request = await untilRequest();

    await act(async () => void vi.advanceTimersByTime(CLIENT_TIMEOUT_MS - 1));
    expect(await settled(call), 'still waiting a millisecond before').toBe(false);
    expect(request.init.signal?.aborted).toBe(false);

    await act(async () => void vi.advanceTimersByTime(1));
    await expect(call).rejects.toMatchObject({
      name: 'FunctionCallError',
      code: 'timeout',
      message: `send-contact-form did not answer within ${CLIENT_TIMEOUT_MS} ms`,
    });
    expect(request.init.signal?.aborted).toBe(true);
  });

  it('is cancelled by its caller', async () => {
    const controller = new AbortController();
    const call = submitLead('send-contact-form', contact, checks, controller.signal);
    const request = await untilRequest();
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted', message: 'send-contact-form was aborted' });
    expect(request.init.signal?.aborted).toBe(true);
  });

  it('is over once answered: a later abort by its caller no longer reaches the finished request', async () => {
    const controller = new AbortController();
    const call = submitLead('send-contact-form', contact, checks, controller.signal);
    const request = await untilRequest();
    request.respond(jsonResponse(200, { ok: true, id: 'lead-2' }));
    await expect(call).resolves.toEqual({ ok: true, id: 'lead-2' });

    controller.abort();
    expect(request.init.signal?.aborted).toBe(false);
  });

  it('is over once refused: a later abort by its caller no longer reaches the finished request', async () => {
    const controller = new AbortController();
    const call = submitLead('send-contact-form', contact, checks, controller.signal);
    const request = await untilRequest();
    request.respond(jsonResponse(409, { error: { code: 'duplicate', message: 'Already received.' } }));
    await expect(call).rejects.toMatchObject({ code: 'duplicate' });

    controller.abort();
    expect(request.init.signal?.aborted).toBe(false);
  });
});

describe('a call while supabase-js is still loading', () => {
  // A fresh backend module whose supabase-js download never ends: only the caller's abort can end the call.
  async function loadingBackend() {
    vi.resetModules();
    vi.doMock('@supabase/supabase-js', () => new Promise<never>(() => {}));
    return import('../../machines/actors/backend');
  }
  afterEach(() => {
    vi.doUnmock('@supabase/supabase-js');
    vi.resetModules();
  });

  it('fails at once as aborted when its caller gives up meanwhile, and sends nothing', async () => {
    const backend = await loadingBackend();
    const controller = new AbortController();
    const call = backend.submitLead('send-contact-form', contact, checks, controller.signal);
    controller.abort();
    expect(await rejection(call)).toMatchObject({ code: 'aborted', message: 'send-contact-form was aborted' });
    expect(network.requests).toHaveLength(0);
  });

  it('fails at once as aborted when its caller had already given up, and sends nothing', async () => {
    const backend = await loadingBackend();
    const call = backend.submitLead('send-contact-form', contact, checks, AbortSignal.abort());
    expect(await rejection(call)).toMatchObject({ name: 'FunctionCallError', code: 'aborted' });
    expect(network.requests).toHaveLength(0);
  });
});

describe('the supabase-js client', () => {
  it('keeps no sign-in session: a call neither reads nor writes the visitor’s storage (spec §7)', async () => {
    vi.resetModules();
    const backend = await import('../../machines/actors/backend');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const written = vi.spyOn(Storage.prototype, 'setItem');
    const call = backend.submitLead('send-contact-form', contact, checks);
    (await untilRequest()).respond(jsonResponse(200, { ok: true, id: 'lead-3' }));
    await expect(call).resolves.toEqual({ ok: true, id: 'lead-3' });
    expect(read).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
    vi.resetModules();
  });
});

describe('the functions address', () => {
  it('is VITE_SUPABASE_URL without its trailing slashes', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.example//');
    vi.resetModules();
    const backend = await import('../../machines/actors/backend');
    void backend.sendTranscript({ messages: [], userEmail: 'sam@bakery.example' }, { sessionId: 's', proof });
    expect(network.requests[0]?.url).toBe('https://project.example/functions/v1/send-chat-transcript');
    vi.resetModules();
  });
});

describe('the instant audit', () => {
  const lead = { leadId: 'lead-9', idempotencyKey: 'c0ffee00-0000-4000-8000-000000000009' };
  const report = { kind: 'unreachable', message: 'The website could not be audited.' };

  it('posts the stored lead to audit-website and hands over its progress stream', async () => {
    const call = requestAudit(lead, new AbortController().signal);
    const request = await untilRequest();
    expect(request.url).toMatch(/\/functions\/v1\/audit-website$/);
    expect(request.body).toEqual(lead);
    expect(headersOf(request).get('Authorization')).toBe(`Bearer ${KEY}`);
    const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('data: {}\n\n')) });
    request.respond(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const answer = await call;
    expect('stream' in answer && new TextDecoder().decode((await answer.stream.getReader().read()).value)).toBe(
      'data: {}\n\n',
    );
  });

  it('hands over the stored outcome of an audit that already ran', async () => {
    const call = requestAudit(lead, new AbortController().signal);
    (await untilRequest()).respond(jsonResponse(200, { result: report }));
    await expect(call).resolves.toEqual({ result: report });
  });

  it('refuses an answer that is neither a stream nor an outcome', async () => {
    const empty = requestAudit(lead, new AbortController().signal);
    (await untilRequest(1)).respond(jsonResponse(200, null));
    await expect(empty).rejects.toMatchObject({
      name: 'FunctionCallError',
      code: 'bad_answer',
      message: 'audit-website answered without a result',
    });

    const noResult = requestAudit(lead, new AbortController().signal);
    (await untilRequest(2)).respond(jsonResponse(200, { ok: true }));
    await expect(noResult).rejects.toMatchObject({ code: 'bad_answer' });
  });

  it('is cancelled when the dialog closes', async () => {
    const closed = new AbortController();
    const call = requestAudit(lead, closed.signal);
    const request = await untilRequest();
    closed.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(request.init.signal?.aborted).toBe(true);
  });
});

describe('the chat reply', () => {
  const question = { messages: [{ role: 'user' as const, content: 'How much is SEO?' }] };
  const encode = (line: string) => new TextEncoder().encode(`${line}\n\n`);

  it('posts the conversation with the public key and hands over the stream as it arrives', async () => {
    const call = streamChat(question, new AbortController().signal);
    const request = await untilRequest();
    expect(request.url).toMatch(/\/functions\/v1\/chat-support$/);
    expect(headersOf(request).get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(headersOf(request).get('apikey')).toBe(KEY);
    expect(request.body).toEqual(question);

    let server!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (server = c) });
    request.respond(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const reader = (await call).getReader();
    server.enqueue(encode('data: first'));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n');
    server.enqueue(encode('data: second'));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: second\n\n');
  });

  it(`keeps streaming past ${CLIENT_TIMEOUT_MS} ms once the reply has begun, and a Stop still ends it`, async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const call = streamChat(question, stop.signal);
    const request = await untilRequest();
    let server!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (server = c) });
    request.respond(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    await call;

    await act(async () => void vi.advanceTimersByTime(3 * CLIENT_TIMEOUT_MS));
    expect(request.init.signal?.aborted, 'a long reply is not cut off').toBe(false);
    server.enqueue(encode('data: late'));

    stop.abort();
    expect(request.init.signal?.aborted, 'the request, body included, is cancelled').toBe(true);
  });

  it('is cancelled by a Stop before the reply begins', async () => {
    const stop = new AbortController();
    const call = streamChat(question, stop.signal);
    const request = await untilRequest();
    stop.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(request.init.signal?.aborted).toBe(true);
  });

  it('fails on an error answer with its code, and on an answer that is not a stream', async () => {
    const refused = streamChat(question, new AbortController().signal);
    (await untilRequest(1)).respond(
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many messages.' } }),
    );
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', status: 429, message: 'Too many messages.' });

    const notStream = streamChat(question, new AbortController().signal);
    (await untilRequest(2)).respond(jsonResponse(200, { reply: 'hi' }));
    await expect(notStream).rejects.toMatchObject({
      name: 'FunctionCallError',
      code: 'bad_answer',
      message: 'chat-support answered without a stream',
    });

    const nothing = streamChat(question, new AbortController().signal);
    (await untilRequest(3)).respond(jsonResponse(200, null));
    await expect(nothing).rejects.toMatchObject({ name: 'FunctionCallError', code: 'bad_answer' });

    const emptyStream = streamChat(question, new AbortController().signal);
    (await untilRequest(4)).respond(new Response(null, { headers: { 'Content-Type': 'text/event-stream' } }));
    await expect(emptyStream).rejects.toMatchObject({ name: 'FunctionCallError', code: 'bad_answer' });
  });
});

describe('the chat transcript', () => {
  const transcript = {
    messages: [
      { role: 'user' as const, content: 'Reach me at sam@bakery.example' },
      { role: 'assistant' as const, content: 'Thanks!' },
    ],
    userEmail: 'sam@bakery.example',
  };
  const sessionId = '9a1e5a3c-4c1b-4b7e-8a53-6f0d1c2b3a4d';

  it('is posted at once with keepalive, the public key, the session as idempotency key and the proof', async () => {
    const call = sendTranscript(transcript, { sessionId, proof });
    // No wait for supabase-js: the request has started before anything else runs (the page may be closing).
    expect(network.requests).toHaveLength(1);
    const request = network.requests[0]!;
    expect(request.url).toMatch(/\/functions\/v1\/send-chat-transcript$/);
    expect(request.init.method).toBe('POST');
    expect(request.init.keepalive).toBe(true);
    const headers = headersOf(request);
    expect(headers.get('apikey')).toBe(KEY);
    expect(headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe(sessionId);
    expect(JSON.parse(atob(headers.get('X-Altcha')!))).toEqual(proof);
    expect(request.body).toEqual(transcript);

    request.respond(jsonResponse(200, { ok: true, id: 't-1' }));
    await expect(call).resolves.toEqual({ ok: true, id: 't-1' });
  });

  it("rejects with the function's error code", async () => {
    const call = sendTranscript(transcript, { sessionId, proof });
    network.requests[0]!.respond(jsonResponse(400, { error: { code: 'proof_invalid', message: 'No proof.' } }));
    await expect(call).rejects.toMatchObject({ code: 'proof_invalid', status: 400, message: 'No proof.' });
  });

  it('reports a network failure as such, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const call = sendTranscript(transcript, { sessionId, proof });
    network.requests[0]!.fail(new TypeError('Failed to fetch'));
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FunctionCallError', code: 'network' });
    expect((error as Error).message).toMatch(/^send-chat-transcript could not be reached: .*Failed to fetch/);
    expect(vi.getTimerCount(), 'the 10 s deadline of a finished call is cleared').toBe(0);
  });

  it(`reads an answer that has begun to its end, even past ${CLIENT_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const call = sendTranscript(transcript, { sessionId, proof });
    const request = network.requests[0]!;
    let server!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (server = c) });
    request.respond(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await act(async () => void vi.advanceTimersByTime(0));

    await act(async () => void vi.advanceTimersByTime(CLIENT_TIMEOUT_MS));
    expect(request.init.signal?.aborted, 'the answer began in time: no timeout').toBe(false);
    server.enqueue(new TextEncoder().encode('{"ok":true,"id":"t-2"}'));
    server.close();
    await expect(call).resolves.toEqual({ ok: true, id: 't-2' });
  });

  it(`times out after ${CLIENT_TIMEOUT_MS} ms like every call`, async () => {
    vi.useFakeTimers();
    const call = sendTranscript(transcript, { sessionId, proof });
    call.catch(() => {});
    await act(async () => void vi.advanceTimersByTime(CLIENT_TIMEOUT_MS - 1));
    expect(await settled(call)).toBe(false);
    await act(async () => void vi.advanceTimersByTime(1));
    await expect(call).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('the proof-of-work challenge', () => {
  it('is fetched from altcha-challenge with the public key', async () => {
    const challenge = await fetchChallenge();
    expect(challenge).toMatchObject({ signature: expect.any(String) as string });
    const fetchStub = vi.mocked(fetch);
    const [input, init] = fetchStub.mock.calls.at(-1)!;
    expect(String(input)).toMatch(/\/functions\/v1\/altcha-challenge$/);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${KEY}`);
  });
});
