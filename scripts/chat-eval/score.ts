// Scores answers against the evaluation set: shared by tests/chat/eval.test.ts (built-in assistant, in `npm test`)
// and `npm run eval:chat` (the configured model, or the built-in assistant without AI_API_KEY).
import { evalCases, type EvalCase } from './cases.ts';

export const EVAL_THRESHOLD = 0.9;

export interface EvalResult {
  q: string;
  answer: string;
  missing: string[];
  forbidden: string[];
}

const matches = (answer: string, fact: string | RegExp) =>
  typeof fact === 'string' ? answer.toLowerCase().includes(fact.toLowerCase()) : fact.test(answer);

export function judge(c: EvalCase, answer: string): EvalResult {
  return {
    q: c.q,
    answer,
    missing: c.must.filter((m) => !matches(answer, m)).map(String),
    forbidden: (c.mustNot ?? []).filter((m) => matches(answer, m)).map(String),
  };
}

export async function runEval(ask: (question: string) => Promise<string> | string) {
  const results: EvalResult[] = [];
  for (const c of evalCases) results.push(judge(c, await ask(c.q)));
  const failed = results.filter((r) => r.missing.length > 0 || r.forbidden.length > 0);
  const score = (results.length - failed.length) / results.length;
  return { results, failed, score, total: results.length };
}

export function report({ failed, score, total }: Awaited<ReturnType<typeof runEval>>): string {
  return [
    `Chat evaluation: ${total - failed.length}/${total} = ${(score * 100).toFixed(1)}% (threshold ${EVAL_THRESHOLD * 100}%)`,
    ...failed.map(
      (r) =>
        `  ✗ ${r.q}\n    missing: ${r.missing.join(' | ') || '-'}; forbidden: ${r.forbidden.join(' | ') || '-'}\n    answer: ${r.answer.replace(/\n+/g, ' ').slice(0, 300)}`,
    ),
  ].join('\n');
}
