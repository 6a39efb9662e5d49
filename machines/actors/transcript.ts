// send-chat-transcript on leaving the chat (spec §7): keepalive so it survives closing the tab; failure only logged.
// It carries a proof of work, prepared when the visitor gave the chat an e-mail (the transcript is due only then): a
// ready one goes at once; without one (leaving within a second of giving the e-mail) it is solved first, which
// finishes when the visitor navigates within the site but not when the tab closes.
import { FUNCTIONS, IDEMPOTENCY_HEADER, PROOF_HEADER, encodeProof } from '../../supabase/functions/_shared/fields';
import { functionUrl, supabaseAnonKey } from './backend';
import type * as ProofModule from './proof';
import type { Proof } from './proof';

/** The proof-of-work module, loaded when the chat gets an e-mail (kept for the send while the tab closes). */
let proofs: typeof ProofModule | undefined;
const loadProofs = async () => (proofs ??= await import('./proof'));

/** The visitor gave the chat an e-mail: solve the transcript's proof of work meanwhile. */
export function prepareTranscriptProof(): void {
  void loadProofs().then((m) => m.prepareProof());
}

export interface TranscriptPayload {
  sessionId: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  userEmail: string;
}

export function sendTranscript(payload: TranscriptPayload): void {
  const ready = proofs?.takeReadyProof();
  if (ready) post(payload, ready);
  else
    loadProofs()
      .then((m) => m.takeProof())
      .then(
        (proof) => post(payload, proof),
        (error: unknown) => console.error('send-chat-transcript failed (no proof of work):', error),
      );
}

function post({ sessionId, messages, userEmail }: TranscriptPayload, proof: Proof): void {
  fetch(functionUrl(FUNCTIONS.chatTranscript), {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${supabaseAnonKey}`,
      apikey: supabaseAnonKey,
      [IDEMPOTENCY_HEADER]: sessionId,
      [PROOF_HEADER]: encodeProof(proof),
    },
    body: JSON.stringify({ messages, userEmail }),
  })
    .then(async (response) => {
      if (!response.ok) console.error('send-chat-transcript failed:', response.status, await response.text());
    })
    .catch((error: unknown) => console.error('send-chat-transcript failed:', error));
}
