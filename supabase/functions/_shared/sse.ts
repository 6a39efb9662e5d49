// Server-sent events in the one framing the chat client reads (spec §7): OpenAI-style deltas, then [DONE].
import type { ErrorCode } from './contract/api.ts';

export const SSE_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export const sseDelta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
export const SSE_DONE = 'data: [DONE]\n\n';
/** Sent instead of more deltas when the stream breaks; [DONE] still follows so no client waits forever. */
export const sseError = (code: ErrorCode, message: string) =>
  `data: ${JSON.stringify({ error: { code, message } })}\n\n`;

/** Splits a reply into word-sized chunks, whitespace kept with the word before it. */
function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Streams `text` word by word; stops early when the visitor disconnects. */
export function streamText(text: string, delayMs: number, headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const word of words(text)) {
        if (stop.signal.aborted) return;
        controller.enqueue(encoder.encode(sseDelta(word)));
        await sleep(delayMs, stop.signal);
      }
      if (stop.signal.aborted) return;
      controller.enqueue(encoder.encode(SSE_DONE));
      controller.close();
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(body, { status: 200, headers: { ...headers, ...SSE_HEADERS } });
}
