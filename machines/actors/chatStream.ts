// Streams one reply from chat-support (spec §7) and reports it to the chat machine as events.
import { fromCallback } from 'xstate';
import { CHAT_STREAM_FAILED } from '../../content/notices';
import type { ChatMessage } from '../../supabase/functions/_shared/contract/api';

/** The backend client (and supabase-js behind it), loaded when the visitor starts typing a question, not with the
 * page. */
const loadClient = () => import('./backend');

/** The visitor is about to ask: load the client and supabase-js meanwhile, so the first reply does not wait for
 * them. */
export function prepareChat(): void {
  if (typeof window !== 'undefined') void loadClient().then((client) => client.getSupabase());
}

export type StreamEvent =
  | { type: 'stream.started' }
  | { type: 'stream.delta'; text: string }
  | { type: 'stream.done' }
  | { type: 'stream.error'; message: string };

export interface StreamInput {
  messages: ChatMessage[];
}

export async function streamReply(
  messages: StreamInput['messages'],
  emit: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // The stream parser loads while the request is in flight: it is not part of the page's first load.
  const parserModule = import('./sse');
  const client = await loadClient();
  const body = await client.streamChat({ messages }, signal).catch((cause: unknown) => {
    throw new Error(CHAT_STREAM_FAILED, { cause });
  });
  emit({ type: 'stream.started' });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = (await parserModule).createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    const events = done
      ? [...parser.push(decoder.decode()), ...parser.end()]
      : parser.push(decoder.decode(value, { stream: true }));
    for (const event of events) {
      if (event.type === 'delta') emit({ type: 'stream.delta', text: event.text });
      else if (event.type === 'done') return emit({ type: 'stream.done' });
      else throw new Error(event.message);
    }
    if (done) throw new Error('The reply ended before it was complete.');
  }
}

/** An actor that streams the reply to the conversation `getMessages` returns when it starts. */
export function createChatStreamActor(getMessages: () => StreamInput['messages']) {
  return fromCallback<{ type: 'noop' }>(({ sendBack }) => {
    const controller = new AbortController();
    streamReply(getMessages(), (event) => sendBack(event), controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return; // stopped by the visitor or the machine: not a failure
      sendBack({ type: 'stream.error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => controller.abort();
  });
}
