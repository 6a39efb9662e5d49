// send-chat-transcript: stores a finished chat and e-mails it to the agency only (spec §7; never to the visitor's address).
import { FUNCTIONS } from '../_shared/contract/api.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { validationError } from '../_shared/http.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { checkRequestProof } from '../_shared/proof.ts';
import { fieldErrors, transcriptSchema } from '../_shared/contract/schemas.ts';
import { submitTranscript } from '../_shared/store-submission.ts';

export function createHandler(deps: FunctionDeps): Handler {
  return serveJsonPost(FUNCTIONS.chatTranscript, deps, deps.limiters.leads, async (g) => {
    const parsed = transcriptSchema.safeParse(g.body);
    if (!parsed.success) throw validationError(fieldErrors(parsed));
    return submitTranscript(deps, g, parsed.data, await checkRequestProof(deps.config.proof, g.req));
  });
}
