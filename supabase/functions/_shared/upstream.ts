// Proxies an OpenAI-compatible streaming chat completion, re-framed delta by delta in the site's SSE format.
// Every exit path closes the stream: upstream errors before the first byte are a 502, later ones an error event.
import type { FunctionConfig } from './config.ts';
import { type ErrorBody, json } from './http.ts';
import type { ChatMessage } from './contract/schemas.ts';
import { SSE_DONE, SSE_HEADERS, sseDelta, sseError } from './sse.ts';

interface UpstreamRequest {
  ai: FunctionConfig['ai'] & { apiKey: string };
  systemPrompt: string;
  messages: readonly ChatMessage[];
  fetch: typeof fetch;
  /** Aborted when the visitor goes away (the request's signal). */
  signal: AbortSignal;
  headers: Record<string, string>;
  log: (message: string, ...details: unknown[]) => void;
}

const UNAVAILABLE = 'The assistant is unavailable right now. Please try again, or use the contact form.';

export async function proxyChat(r: UpstreamRequest): Promise<Response> {
  const upstream = new AbortController();
  // Aborting the fetch alone can leave the runtime draining the body on a busy machine (the upstream keeps
  // streaming): the body is cancelled too, which drops the connection.
  const upstreamBody: { reader?: ReadableStreamDefaultReader<string> } = {};
  const abort = () => {
    upstream.abort();
    void upstreamBody.reader?.cancel().catch(() => {});
  };
  let timedOut = false;
  r.signal.addEventListener('abort', abort, { once: true });
  // The whole answer has a time budget, whatever the upstream's pace: past it the stream ends with an error event.
  const budget = setTimeout(() => ((timedOut = true), upstream.abort()), r.ai.budgetMs);
  // One timer guards both the wait for headers and every silence between chunks.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => ((timedOut = true), upstream.abort()), r.ai.timeoutMs);
  };
  const cleanup = () => {
    clearTimeout(timer);
    clearTimeout(budget);
    r.signal.removeEventListener('abort', abort);
  };

  let res: Response;
  try {
    arm();
    res = await r.fetch(`${r.ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${r.ai.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        model: r.ai.model,
        stream: true,
        // Caps what one request can cost; the visitor's side is capped by the schema (messages and their length).
        max_tokens: r.ai.maxTokens,
        messages: [{ role: 'system', content: r.systemPrompt }, ...r.messages],
      }),
      signal: upstream.signal,
    });
  } catch (error) {
    cleanup();
    r.log(`chat-support: upstream ${timedOut ? 'timed out' : 'failed'}:`, error);
    return json(
      502,
      { error: { code: timedOut ? 'upstream_timeout' : 'upstream_error', message: UNAVAILABLE } } satisfies ErrorBody,
      r.headers,
    );
  }
  if (!res.ok || !res.body) {
    cleanup();
    const detail = await res.text().catch(() => '');
    r.log(`chat-support: upstream answered ${res.status}: ${detail.slice(0, 300)}`);
    return json(502, { error: { code: 'upstream_error', message: UNAVAILABLE } } satisfies ErrorBody, r.headers);
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  upstreamBody.reader = reader;
  const encoder = new TextEncoder();
  let buffer = '';
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const finish = (tail: string) => {
        if (finished) return;
        finished = true;
        cleanup();
        controller.enqueue(encoder.encode(tail + SSE_DONE));
        controller.close();
        upstream.abort();
      };
      try {
        // Loop until something is forwarded: a pull that enqueues nothing would not be called again.
        while (!finished) {
          arm();
          const { done, value } = await reader.read();
          clearTimeout(timer);
          if (done) return finish(frames(`${buffer}\n`).out);
          buffer += value;
          const { out, rest, sawDone } = frames(buffer);
          buffer = rest;
          if (sawDone) return finish(out);
          if (out) return controller.enqueue(encoder.encode(out));
        }
      } catch (error) {
        if (r.signal.aborted || finished) return cleanup();
        r.log(`chat-support: upstream stream ${timedOut ? 'timed out' : 'broke'}:`, error);
        finish(sseError(timedOut ? 'upstream_timeout' : 'upstream_error', UNAVAILABLE));
      }
    },
    cancel() {
      // The visitor went away: stop paying for tokens nobody reads.
      finished = true;
      cleanup();
      abort();
    },
  });
  return new Response(body, { status: 200, headers: { ...r.headers, ...SSE_HEADERS } });
}

/** Re-frames complete upstream SSE lines; keeps an incomplete last line for the next chunk. */
function frames(buffer: string): { out: string; rest: string; sawDone: boolean } {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  let out = '';
  for (const line of lines) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') return { out, rest: '', sawDone: true };
    try {
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
      const content = parsed.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content !== '') out += sseDelta(content);
    } catch {
      // Not JSON (a provider comment or keep-alive): nothing to forward.
    }
  }
  return { out, rest, sawDone: false };
}
