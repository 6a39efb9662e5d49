// Streaming edge-function calls held at the page's fetch boundary, for tests that decide when each piece of a
// streamed answer arrives (page.route can only answer with a whole body at once). The page's calls to the named
// functions wait until the test answers them: a status and JSON, or a stream the test writes to, breaks or ends.
// What each call carried is recorded, and whether the page aborted it (a Stop, a dialog closed).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface HeldCall {
  body: unknown;
  headers: Record<string, string>;
  aborted: boolean;
}

type Op = 'json' | 'open' | 'push' | 'fail' | 'end';

export async function holdCalls(page: Page, name: string) {
  await page.addInitScript((name) => {
    type Call = {
      body: unknown;
      headers: Record<string, string>;
      aborted: boolean;
      resolve: (r: Response) => void;
      stream?: ReadableStreamDefaultController<Uint8Array>;
    };
    const calls: Call[] = [];
    (window as unknown as { heldCalls: Call[] }).heldCalls = calls;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(`/functions/v1/${name}`)) return realFetch(input, init);
      return new Promise<Response>((resolve, reject) => {
        const call: Call = {
          body: JSON.parse(String(init?.body ?? 'null')),
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
          aborted: false,
          resolve,
        };
        init?.signal?.addEventListener('abort', () => {
          // As the network does: the answer, or the rest of it, never comes.
          call.aborted = true;
          const error = new DOMException('The operation was aborted.', 'AbortError');
          try {
            call.stream?.error(error);
          } catch {
            // already ended
          }
          reject(error);
        });
        calls.push(call);
      });
    };
  }, name);

  const calls = () =>
    page.evaluate(() =>
      (window as unknown as { heldCalls: HeldCall[] }).heldCalls.map(({ body, headers, aborted }) => ({
        body,
        headers,
        aborted,
      })),
    );
  const op = (i: number, kind: Op, arg?: unknown) =>
    page.evaluate(
      ([i, kind, arg]) => {
        const call = (
          window as unknown as {
            heldCalls: {
              resolve: (r: Response) => void;
              stream?: ReadableStreamDefaultController<Uint8Array>;
            }[];
          }
        ).heldCalls[i as number]!;
        try {
          if (kind === 'json') {
            const { status, json } = arg as { status: number; json: unknown };
            call.resolve(Response.json(json, { status }));
          } else if (kind === 'open') {
            const body = new ReadableStream<Uint8Array>({ start: (c) => void (call.stream = c) });
            call.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
          } else if (kind === 'push') call.stream!.enqueue(new TextEncoder().encode(arg as string));
          else if (kind === 'fail') call.stream!.error(new Error('connection reset'));
          else call.stream!.close();
          return true;
        } catch {
          // The stream has ended or was aborted: what was written arrives nowhere.
          return false;
        }
      },
      [i, kind, arg] as const,
    );
  return {
    calls,
    /** Call number `i` (from 0), once the page has made it. */
    call: async (i: number) => {
      await expect.poll(async () => (await calls()).length, { message: `call ${i + 1} to ${name}` }).toBeGreaterThan(i);
      return (await calls())[i]!;
    },
    json: (i: number, status: number, json: unknown) => op(i, 'json', { status, json }),
    /** Answers 200 with a server-sent-event stream that stays open. */
    open: (i: number) => op(i, 'open'),
    /** Writes to the stream; false when it no longer takes anything. */
    push: (i: number, text: string) => op(i, 'push', text),
    /** Breaks the stream (a connection reset). */
    fail: (i: number) => op(i, 'fail'),
    end: (i: number) => op(i, 'end'),
  };
}

/** One server-sent event. */
export const sse = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
