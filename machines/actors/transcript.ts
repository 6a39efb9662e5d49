// send-chat-transcript on leaving the chat (spec §7): failure only logged. It carries a proof of work, prepared when
// the visitor gave the chat an e-mail (the transcript is due only then), and the client is loaded at the same time:
// with both ready the request starts at once, with `keepalive`, so it survives closing the tab. Without a proof
// (leaving within a second of giving the e-mail) it is solved first, which finishes when the visitor navigates
// within the site but not when the tab closes.
import type * as ClientModule from './backend';
import type * as ProofModule from './proof';
import type { Proof } from './backend';
import type { ChatMessage } from '../../supabase/functions/_shared/contract/api';

/** The client and the proof-of-work module, loaded when the chat gets an e-mail (kept for the send while the tab
 * closes). */
let modules: { client: typeof ClientModule; proofs: typeof ProofModule } | undefined;
async function load() {
  const [client, proofs] = await Promise.all([import('./backend'), import('./proof')]);
  return (modules = { client, proofs });
}

/** The visitor gave the chat an e-mail: load the client and solve the transcript's proof of work meanwhile. */
export function prepareTranscriptProof(): void {
  void load().then((m) => m.proofs.prepareProof());
}

export interface TranscriptPayload {
  sessionId: string;
  messages: ChatMessage[];
  userEmail: string;
}

export function sendTranscript(payload: TranscriptPayload): void {
  const ready = modules?.proofs.takeReadyProof();
  if (modules && ready) post(modules.client, payload, ready);
  else
    load()
      .then(async (m) => post(m.client, payload, await m.proofs.takeProof()))
      .catch((error: unknown) => console.error('send-chat-transcript failed (no proof of work):', error));
}

function post(client: typeof ClientModule, { sessionId, messages, userEmail }: TranscriptPayload, proof: Proof): void {
  client
    .sendTranscript({ messages, userEmail }, { sessionId, proof })
    .catch((error: unknown) => console.error('send-chat-transcript failed:', error));
}
