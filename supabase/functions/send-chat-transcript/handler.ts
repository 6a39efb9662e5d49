// send-chat-transcript: stores a finished chat and e-mails it to the agency only (spec §7; never to the visitor's address).
import { FUNCTIONS } from '../_shared/fields.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { fieldErrors, transcriptSchema } from '../_shared/schemas.ts';
import { proofOf, submitTranscript, validationError } from '../_shared/submissions.ts';

export function createHandler(deps: FunctionDeps): Handler {
  return serveJsonPost(FUNCTIONS.chatTranscript, deps, deps.limiters.forms, async (g) => {
    const parsed = transcriptSchema.safeParse(g.body);
    if (!parsed.success) throw validationError(fieldErrors(parsed));
    return submitTranscript(deps, g, parsed.data, await proofOf(deps, g.req));
  });
}
