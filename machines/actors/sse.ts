// Parses the chat-support stream (spec §7) with eventsource-parser: each event's data carries
// choices[0].delta.content; '[DONE]' ends it; {"error": ...} reports a failure mid-stream. Loaded by chatStream.ts
// only when a reply streams, so the parser stays out of the chat pages' first load.
import { createParser } from 'eventsource-parser';

export type SseEvent = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; message: string };

function toEvent(data: string): SseEvent | null {
  if (data === '[DONE]') return { type: 'done' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null; // a malformed event is skipped rather than ending a good answer
  }
  const error = (json as { error?: { message?: string } | string }).error;
  if (error) return { type: 'error', message: typeof error === 'string' ? error : (error.message ?? 'Stream error') };
  const text = (json as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
  return text ? { type: 'delta', text } : null;
}

/** Feeds decoded text in, gets complete events out; partial events wait for the next chunk (or `end`). */
export function createSseParser() {
  let events: SseEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = toEvent(message.data);
      if (event) events.push(event);
    },
  });
  const take = () => {
    const out = events;
    events = [];
    return out;
  };
  return {
    push(chunk: string): SseEvent[] {
      parser.feed(chunk);
      return take();
    },
    /** The stream closed: a last event without its blank line is still dispatched. */
    end(): SseEvent[] {
      parser.feed('\n\n');
      parser.reset();
      return take();
    },
  };
}
