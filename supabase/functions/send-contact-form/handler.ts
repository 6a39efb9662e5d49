// send-contact-form: the contact page message or, with a subject, the audit dialog's request (spec §7).
import { botAnswer, looksLikeBot } from '../_shared/bot-traps.ts';
import { FUNCTIONS } from '../_shared/contract/api.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { validationError } from '../_shared/http.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { checkRequestProof } from '../_shared/proof.ts';
import { auditSchema, contactSchema, fieldErrors, isAuditPayload } from '../_shared/contract/schemas.ts';
import { submitLead } from '../_shared/store-submission.ts';

export function createHandler(deps: FunctionDeps): Handler {
  return serveJsonPost(FUNCTIONS.contactForm, deps, deps.limiters.leads, async (g) => {
    if (looksLikeBot(g.body, deps.config.minFillTimeMs)) return botAnswer(g.cors);
    if (isAuditPayload(g.body)) {
      const parsed = auditSchema.safeParse(g.body);
      if (!parsed.success) throw validationError(fieldErrors(parsed));
      return submitLead(deps, g, { kind: 'audit', ...parsed.data }, await checkRequestProof(deps.config.proof, g.req));
    }
    const parsed = contactSchema.safeParse(g.body);
    if (!parsed.success) throw validationError(fieldErrors(parsed));
    return submitLead(deps, g, { kind: 'contact', ...parsed.data }, await checkRequestProof(deps.config.proof, g.req));
  });
}
