// send-chat-transcript on leaving the chat (spec §7): keepalive so it survives closing the tab; failure only logged.
import { IDEMPOTENCY_HEADER } from '../../supabase/functions/_shared/fields';
import { functionUrl, supabaseAnonKey } from './backend';

export interface TranscriptPayload {
  sessionId: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  userEmail: string;
}

export function sendTranscript({ sessionId, messages, userEmail }: TranscriptPayload): void {
  fetch(functionUrl('send-chat-transcript'), {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${supabaseAnonKey}`,
      apikey: supabaseAnonKey,
      [IDEMPOTENCY_HEADER]: sessionId,
    },
    body: JSON.stringify({ messages, userEmail }),
  })
    .then(async (response) => {
      if (!response.ok) console.error('send-chat-transcript failed:', response.status, await response.text());
    })
    .catch((error: unknown) => console.error('send-chat-transcript failed:', error));
}
