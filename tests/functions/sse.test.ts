// The built-in assistant's stream (spec §7: OpenAI-style deltas, then [DONE]) read as the page reads it: the frames in
// order, one word per frame at the configured pace, and nothing more once the visitor has gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamText } from '../../supabase/functions/_shared/sse.ts';

const delta = (content: string) => `data: {"choices":[{"delta":{"content":${JSON.stringify(content)}}}]}\n\n`;
const DONE = 'data: [DONE]\n\n';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Reads frames as they arrive; `frames` grows while the clock is advanced. */
function reader(res: Response) {
  const frames: string[] = [];
  const stream = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ended = false;
  const done = (async () => {
    for (;;) {
      const { done: end, value } = await stream.read();
      if (end) break;
      frames.push(value);
    }
    ended = true;
  })();
  return { frames, done, ended: () => ended, cancel: () => stream.cancel() };
}

describe('streamText', () => {
  it('answers 200 as an event stream that no proxy buffers or transforms, keeping the CORS headers', () => {
    const res = streamText('Hi', 0, { 'access-control-allow-origin': '*' });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'access-control-allow-origin': '*',
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
  });

  it('sends one word per frame, its spaces and line breaks kept with it, then [DONE]', async () => {
    const read = reader(streamText('  We build\nsites,  fast. ', 0, {}));
    await vi.runAllTimersAsync();
    await read.done;
    expect(read.frames.join('')).toBe(
      [delta('  We '), delta('build\n'), delta('sites,  '), delta('fast. '), DONE].join(''),
    );
  });

  it('an empty reply is [DONE] alone', async () => {
    const read = reader(streamText(' ', 0, {}));
    await vi.runAllTimersAsync();
    await read.done;
    expect(read.frames.join('')).toBe(DONE);
  });

  it('waits the configured delay after each word', async () => {
    const read = reader(streamText('one two three', 40, {}));
    await vi.advanceTimersByTimeAsync(0);
    expect(read.frames.join('')).toBe(delta('one '));
    await vi.advanceTimersByTimeAsync(39);
    expect(read.frames.join('')).toBe(delta('one '));
    await vi.advanceTimersByTimeAsync(1);
    expect(read.frames.join('')).toBe(delta('one ') + delta('two '));
    await vi.advanceTimersByTimeAsync(40);
    expect(read.frames.join('')).toBe(delta('one ') + delta('two ') + delta('three'));
    expect(read.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    await read.done;
    expect(read.frames.join('')).toBe(delta('one ') + delta('two ') + delta('three') + DONE);
  });

  it('a visitor who leaves stops the stream at once: no timer left, no more words', async () => {
    const res = streamText('one two three four', 1000, {});
    const read = reader(res);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.frames.join('')).toBe(delta('one '));
    await read.cancel();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(read.frames.join('')).toBe(delta('one '));
  });
});
