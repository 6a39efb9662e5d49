// send-project-request: the Get Started form (spec §3 "Project request", §7).
import { FUNCTIONS } from '../_shared/fields.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { fieldErrors, projectSchema } from '../_shared/schemas.ts';
import { botAnswer, looksLikeBot, proofOf, submitLead, validationError } from '../_shared/submissions.ts';

export function createHandler(deps: FunctionDeps): Handler {
  return serveJsonPost(FUNCTIONS.projectRequest, deps, deps.limiters.forms, async (g) => {
    if (looksLikeBot(g.body, deps.config.minFillTimeMs)) return botAnswer(g.cors);
    const parsed = projectSchema.safeParse(g.body);
    if (!parsed.success) throw validationError(fieldErrors(parsed));
    return submitLead(deps, g, { kind: 'project', ...parsed.data }, await proofOf(deps, g.req));
  });
}
