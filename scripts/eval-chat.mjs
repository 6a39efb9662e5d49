// `npm run eval:chat`: the chat evaluation set (scripts/chat-eval/cases.ts; tests/chat/eval.test.ts reads it too)
// against
//  - the configured model when AI_API_KEY is set (AI_BASE_URL, AI_MODEL as the function uses them), with the same
//    retrieval-augmented system prompt chat-support sends;
//  - a running chat-support function when CHAT_URL is set (e.g. http://127.0.0.1:54321/functions/v1/chat-support),
//    with the public key in CHAT_KEY (or VITE_SUPABASE_ANON_KEY);
//  - the built-in site assistant otherwise.
// Prints the score and every failed question; exits 1 below the threshold.
import { createParser } from 'eventsource-parser';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { runEval, report, EVAL_THRESHOLD } = await jiti.import('./chat-eval/score.ts');
const { createAssistant } = await jiti.import('../supabase/functions/_shared/assistant.ts');
const { buildSystemPrompt } = await jiti.import('../supabase/functions/_shared/knowledge.ts');
const { siteKnowledge } = await jiti.import('../supabase/functions/_shared/site-content.ts');

const assistant = createAssistant(siteKnowledge);
const { AI_API_KEY, CHAT_URL } = process.env;
const baseUrl = (process.env.AI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, '');
const model = process.env.AI_MODEL || 'gpt-4o-mini';
const publicKey = process.env.CHAT_KEY || process.env.VITE_SUPABASE_ANON_KEY || '';

async function askModel(question) {
  const res = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${AI_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model,
      max_tokens: 400,
      messages: [
        { role: 'system', content: buildSystemPrompt(siteKnowledge, assistant.passages(question)) },
        { role: 'user', content: question },
      ],
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`${baseUrl}: HTTP ${res.status} ${await res.text()}`);
  const body = await res.json();
  return body.choices?.[0]?.message?.content ?? '';
}

async function askFunction(question) {
  const res = await fetch(CHAT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${publicKey}`, apikey: publicKey },
    body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`${CHAT_URL}: HTTP ${res.status} ${await res.text()}`);
  let text = '';
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data === '[DONE]') return;
      try {
        text += JSON.parse(data).choices?.[0]?.delta?.content ?? '';
      } catch {
        /* not a delta */
      }
    },
  });
  parser.feed(await res.text());
  parser.feed('\n\n');
  return text;
}

const target = AI_API_KEY ? `model ${model} at ${baseUrl}` : CHAT_URL ? `function ${CHAT_URL}` : 'built-in assistant';
const ask = AI_API_KEY ? askModel : CHAT_URL ? askFunction : (q) => assistant.reply([{ role: 'user', content: q }]);
console.log(`Evaluating the ${target}`);
const result = await runEval(ask);
console.log(report(result));
process.exit(result.score >= EVAL_THRESHOLD ? 0 : 1);
