// chat-support: streams the assistant's reply as SSE (spec §7): an OpenAI-compatible provider when AI_API_KEY is
// set and today's chat budget (chat-budget.ts) has room for the call, the built-in site assistant otherwise.
import { FUNCTIONS } from '../_shared/contract/api.ts';
import { createAssistant } from '../_shared/assistant.ts';
import { createChatBudget, upstreamChars } from '../_shared/chat-budget.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { validationError } from '../_shared/http.ts';
import { buildSystemPrompt, type SiteKnowledge } from '../_shared/knowledge.ts';
import { type Handler, serveJsonPost } from '../_shared/pipeline.ts';
import { chatRequestSchema, fieldErrors } from '../_shared/contract/schemas.ts';
import { siteKnowledge } from '../_shared/site-content.ts';
import { streamText } from '../_shared/sse.ts';
import { proxyChat } from '../_shared/upstream.ts';

export function createHandler(deps: FunctionDeps, knowledge: SiteKnowledge = siteKnowledge): Handler {
  const assistant = createAssistant(knowledge);
  const budget = createChatBudget(deps.db, deps.config.chatBudget, deps.clock);
  return serveJsonPost(FUNCTIONS.chatSupport, deps, deps.limiters.requests, async (g) => {
    const parsed = chatRequestSchema.safeParse(g.body);
    if (!parsed.success) throw validationError(fieldErrors(parsed));
    const { messages } = parsed.data;
    const { apiKey } = deps.config.ai;
    if (apiKey) {
      const systemPrompt = buildSystemPrompt(knowledge, assistant.passages(assistant.retrievalQuery(messages)));
      if (await budget.spend(g.clientKey, upstreamChars(systemPrompt, messages))) {
        return proxyChat({
          ai: { ...deps.config.ai, apiKey },
          systemPrompt,
          messages,
          fetch: deps.fetch,
          signal: g.req.signal,
          headers: g.cors,
          log: deps.log,
        });
      }
      deps.log('chat-support: chat budget spent for today; the built-in assistant answers.');
    }
    return streamText(assistant.reply(messages), deps.config.assistantWordDelayMs, g.cors);
  });
}
