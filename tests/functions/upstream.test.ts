// proxyChat over a scripted provider and a fake clock (no sockets, no real waits): the request it sends, the deltas
// it re-frames in the chat's SSE framing, and every way the upstream can fail, before the first byte (502 JSON) and
// after it (an error event, then [DONE]), with the words the chat shows. Expected values typed out here (the
// framing: spec §7, docs/backend.md); pure, no database.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxyChat } from '../../supabase/functions/_shared/upstream.ts';

const UNAVAILABLE = 'The assistant is unavailable right now. Please try again, or use the contact form.';
const delta = (content: string) => `data: {"choices":[{"delta":{"content":${JSON.stringify(content)}}}]}\n\n`;
const DONE = 'data: [DONE]\n\n';
const errorEvent = (code: string) => `data: {"error":{"code":"${code}","message":"${UNAVAILABLE}"}}\n\n`;
const upstreamDelta = (content: unknown) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n`;

interface Call {
  url: string;
  init: RequestInit;
}

/** A provider whose answer the test writes chunk by chunk. */
function provider() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
    /** As fetch does: the body errors when the request's signal aborts. */
    answer: ({ init }: Call) => {
      init.signal!.addEventListener('abort', () =>
        controller.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
      return Promise.resolve(sse(body));
    },
  };
}

function run(
  answer: (call: Call) => Promise<Response>,
  ai: Partial<{ timeoutMs: number; budgetMs: number }> = {},
  signal = new AbortController().signal,
) {
  const calls: Call[] = [];
  const logs: string[] = [];
  const response = proxyChat({
    ai: {
      apiKey: 'sk-test',
      baseUrl: 'https://llm.example/v1',
      model: 'test-model',
      timeoutMs: 1000,
      budgetMs: 10_000,
      maxTokens: 600,
      ...ai,
    },
    systemPrompt: 'You are the Lumivox assistant.',
    messages: [
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Do you do SEO?' },
    ],
    fetch: ((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return answer(call);
    }) as typeof fetch,
    signal,
    headers: { 'access-control-allow-origin': 'https://lumivox.agency' },
    log: (message, ...details) => void logs.push([message, ...details.map(String)].join(' ')),
  });
  return { response, calls, logs };
}

const sse = (body: BodyInit) => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
const text = (res: Response) => res.text();

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the request to the provider', () => {
  it('posts the system prompt and the conversation to /chat/completions, streaming, capped at max_tokens', async () => {
    const { response, calls } = run(() => Promise.resolve(sse(upstreamDelta('Yes') + 'data: [DONE]\n')));
    await text(await response);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://llm.example/v1/chat/completions');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      authorization: 'Bearer sk-test',
      'content-type': 'application/json',
      accept: 'text/event-stream',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      model: 'test-model',
      stream: true,
      max_tokens: 600,
      messages: [
        { role: 'system', content: 'You are the Lumivox assistant.' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Do you do SEO?' },
      ],
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('the stream', () => {
  it('re-frames each delta with the CORS and SSE headers, then [DONE], and clears its timers', async () => {
    const { response } = run(() =>
      Promise.resolve(
        sse(
          `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n` +
            upstreamDelta('Our ') +
            '\n' +
            upstreamDelta('SEO.') +
            ': keep-alive\n\ndata: not json\n' +
            `note:${JSON.stringify({ choices: [{ delta: { content: 'not data' } }] })}\n` +
            upstreamDelta('') +
            upstreamDelta(42) +
            'data: [DONE]\n\n' +
            upstreamDelta('after done'),
        ),
      ),
    );
    const res = await response;
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'access-control-allow-origin': 'https://lumivox.agency',
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    expect(await text(res)).toBe(delta('Our ') + delta('SEO.') + DONE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads lines split across chunks, CRLF lines, "data:" without a space, and a last line without a newline', async () => {
    const p = provider();
    const { response } = run(() => Promise.resolve(sse(p.body)));
    const res = await response;
    const all = upstreamDelta('Hello') + upstreamDelta(' world').replace('\n', '\r\n');
    p.write(all.slice(0, 17));
    p.write(all.slice(17));
    p.write(`data:${JSON.stringify({ choices: [{ delta: { content: '!' } }] })}`);
    p.end();
    expect(await text(res)).toBe(delta('Hello') + delta(' world') + delta('!') + DONE);
  });

  it('forwards each chunk as it comes, never an empty one, and drops the provider’s connection after [DONE]', async () => {
    const p = provider();
    const { response, calls } = run(p.answer);
    const res = await response;
    const reader = res.body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    p.write(upstreamDelta('One'));
    expect(await next()).toBe(delta('One'));
    p.write(': comment\n');
    p.write(upstreamDelta('Two'));
    expect(await next()).toBe(delta('Two'));
    p.write('data: [DONE]\n');
    expect(await next()).toBe(DONE);
    expect((await reader.read()).done).toBe(true);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
  });

  it('does not count the time a slow reader takes as the provider’s silence', async () => {
    const p = provider();
    const { response, logs } = run(p.answer, { timeoutMs: 1000 });
    const res = await response;
    p.write(upstreamDelta('One'));
    await vi.advanceTimersByTimeAsync(2500);
    const all = text(res);
    await vi.advanceTimersByTimeAsync(0);
    p.write(upstreamDelta('Two'));
    p.end();
    expect(await all).toBe(delta('One') + delta('Two') + DONE);
    expect(logs).toEqual([]);
  });
});

describe('failures before the first byte: 502 with the chat’s words', () => {
  it('a provider that cannot be reached', async () => {
    const { response, logs } = run(() => Promise.reject(new TypeError('fetch failed')));
    const res = await response;
    expect(res.status).toBe(502);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://lumivox.agency');
    expect(await res.json()).toEqual({ error: { code: 'upstream_error', message: UNAVAILABLE } });
    expect(logs).toEqual(['chat-support: upstream failed: TypeError: fetch failed']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a provider that does not answer within AI_TIMEOUT_MS', async () => {
    const { response, logs, calls } = run(
      ({ init }) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      { timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await response;
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'upstream_timeout', message: UNAVAILABLE } });
    expect(logs).toEqual(['chat-support: upstream timed out: Error: aborted']);
  });

  it('a provider that answers an error, its reason logged (cut at 300 characters)', async () => {
    const reason = `{"error":"${'x'.repeat(400)}"}`;
    const { response, logs } = run(() => Promise.resolve(new Response(reason, { status: 429 })));
    const res = await response;
    expect(res.status).toBe(502);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://lumivox.agency');
    expect(await res.json()).toEqual({ error: { code: 'upstream_error', message: UNAVAILABLE } });
    expect(logs).toEqual([`chat-support: upstream answered 429: ${reason.slice(0, 300)}`]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a provider whose error answer breaks off: logged without its reason', async () => {
    const broken = new ReadableStream<Uint8Array>({ start: (c) => c.error(new Error('reset')) });
    const { response, logs } = run(() => Promise.resolve(new Response(broken, { status: 503 })));
    expect((await response).status).toBe(502);
    expect(logs).toEqual(['chat-support: upstream answered 503: ']);
  });

  it('a 200 without a body', async () => {
    const res = await run(() => Promise.resolve(new Response(null, { status: 200 }))).response;
    expect(res.status).toBe(502);
  });
});

describe('failures after the first byte: an error event, then [DONE]', () => {
  it('a provider that falls silent for AI_TIMEOUT_MS, each chunk re-arming the wait', async () => {
    const p = provider();
    const { response, logs } = run(p.answer, { timeoutMs: 1000 });
    const res = await response;
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    p.write(upstreamDelta('Partial'));
    expect((await reader.read()).value).toBe(delta('Partial'));
    const rest = (async () => {
      let all = '';
      for (let r = await reader.read(); !r.done; r = await reader.read()) all += r.value;
      return all;
    })();
    await vi.advanceTimersByTimeAsync(900);
    p.write(upstreamDelta(' more'));
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await rest).toBe(delta(' more') + errorEvent('upstream_timeout') + DONE);
    expect(logs).toEqual(['chat-support: upstream stream timed out: AbortError: The operation was aborted.']);
  });

  it('a connection that breaks', async () => {
    const p = provider();
    const { response, logs } = run(() => Promise.resolve(sse(p.body)));
    const res = await response;
    p.write(upstreamDelta('Partial'));
    p.fail(new Error('socket hang up'));
    expect(await text(res)).toBe(delta('Partial') + errorEvent('upstream_error') + DONE);
    expect(logs).toEqual(['chat-support: upstream stream broke: Error: socket hang up']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an answer still going at AI_BUDGET_MS, whatever its pace', async () => {
    const p = provider();
    const { response, calls } = run(p.answer, { timeoutMs: 1000, budgetMs: 3000 });
    const res = await response;
    const all = text(res);
    for (let i = 0; i < 5; i++) {
      p.write(upstreamDelta('la '));
      await vi.advanceTimersByTimeAsync(500);
    }
    p.write(upstreamDelta('la '));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(await all).toBe(delta('la ').repeat(6) + errorEvent('upstream_timeout') + DONE);
  });
});

describe('a visitor who goes away', () => {
  it('before the answer: the provider’s request is aborted', async () => {
    const visitor = new AbortController();
    const { response, calls, logs } = run(
      ({ init }) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      {},
      visitor.signal,
    );
    visitor.abort();
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect((await response).status).toBe(502);
    expect(logs).toEqual(['chat-support: upstream failed: Error: aborted']);
  });

  it('mid-stream: the provider’s request is aborted (its body with it), and nothing is logged', async () => {
    const visitor = new AbortController();
    const p = provider();
    const { response, calls, logs } = run(p.answer, {}, visitor.signal);
    const res = await response;
    const reader = res.body!.getReader();
    p.write(upstreamDelta('Partial'));
    await reader.read();
    const next = reader.read();
    visitor.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    await next.catch(() => {});
    expect(logs).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('by cancelling the stream: the provider’s request is aborted, nothing logged, the timers cleared', async () => {
    const p = provider();
    const { response, calls, logs } = run(p.answer);
    const res = await response;
    const reader = res.body!.getReader();
    p.write(upstreamDelta('Partial'));
    await reader.read();
    await reader.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(logs).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
