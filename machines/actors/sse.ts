// Parses the chat-support stream (spec §7): lines starting with 'data: ' carry choices[0].delta.content;
// 'data: [DONE]' ends it; 'data: {"error": ...}' reports a failure mid-stream.
export type SseEvent = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; message: string };

/** Feeds decoded text in, gets complete events out; partial lines wait for the next chunk. */
export function createSseParser() {
  let buffer = '';
  return function push(chunk: string): SseEvent[] {
    buffer += chunk;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    const events: SseEvent[] = [];
    for (const line of lines) {
      if (!line.startsWith('data:')) continue; // comments (': ping'), event names, blank separators
      const data = line.slice(5).trimStart();
      if (data === '[DONE]') {
        events.push({ type: 'done' });
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        continue; // a malformed line is skipped rather than ending a good answer
      }
      const error = (json as { error?: { message?: string } | string }).error;
      if (error) {
        events.push({ type: 'error', message: typeof error === 'string' ? error : (error.message ?? 'Stream error') });
        continue;
      }
      const text = (json as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
      if (text) events.push({ type: 'delta', text });
    }
    return events;
  };
}
