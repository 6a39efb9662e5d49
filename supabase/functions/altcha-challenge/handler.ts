// altcha-challenge: a signed proof-of-work challenge for the page to solve before it submits a form or a chat
// transcript (see _shared/proof.ts). Rate-limited like the chat; issuing one costs the server one key derivation.
import type { FunctionDeps } from '../_shared/deps.ts';
import { json } from '../_shared/http.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { issueChallenge } from '../_shared/proof.ts';
import { FUNCTIONS } from '../_shared/contract/schemas.ts';

export function createHandler(deps: FunctionDeps): Handler {
  return serveJsonPost(FUNCTIONS.proofChallenge, deps, deps.limiters.chat, async (g) =>
    json(200, await issueChallenge(deps.config.proof), g.cors),
  );
}
