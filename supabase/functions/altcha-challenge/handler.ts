// altcha-challenge: a signed proof-of-work challenge for the page to solve before it submits a form or a chat
// transcript (see _shared/proof.ts). Rate-limited per client like the chat; issuing one costs the server one key
// derivation. Past the site-wide ceiling of leads per minute, new challenges cost more (lead-budget.ts).
import type { FunctionDeps } from '../_shared/deps.ts';
import { json } from '../_shared/http.ts';
import { risenCost, siteLeadsLastMinute } from '../_shared/lead-budget.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { issueChallenge } from '../_shared/proof.ts';
import { FUNCTIONS } from '../_shared/contract/schemas.ts';

export function createHandler(deps: FunctionDeps): Handler {
  const { config, db, clock } = deps;
  return serveJsonPost(FUNCTIONS.proofChallenge, deps, deps.limiters.requests, async (g) => {
    const now = clock();
    const cost =
      config.leads.ceilingPerMinute > 0
        ? risenCost(config.proof.cost, config.leads, await siteLeadsLastMinute(db, now))
        : config.proof.cost;
    return json(200, await issueChallenge(config.proof, now, cost), g.cors);
  });
}
