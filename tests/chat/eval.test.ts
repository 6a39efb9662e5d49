// @vitest-environment node
// The built-in assistant against the evaluation set (scripts/chat-eval/cases.ts): at least 90 % of realistic visitor
// questions must get an answer holding the facts they ask for and none of the forbidden claims.
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';
import { evalCases } from '../../scripts/chat-eval/cases';
import { EVAL_THRESHOLD, judge, report, runEval } from '../../scripts/chat-eval/score';

describe('chat assistant evaluation', () => {
  const assistant = createAssistant(siteKnowledge);
  const ask = (q: string) => assistant.reply([{ role: 'user', content: q }]);

  it('has at least 60 questions', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(60);
  });

  it(`answers at least ${EVAL_THRESHOLD * 100}% of the questions with the facts they need`, async () => {
    const result = await runEval(ask);
    console.log(report(result));
    expect(result.score).toBeGreaterThanOrEqual(EVAL_THRESHOLD);
  });

  // The evaluation's threshold leaves room for a provider's wording; the built-in assistant is deterministic and
  // answers every case today, so a change that loses one of them (a word no longer recognised, a fact dropped from an
  // answer) is a regression a visitor would meet, not noise.
  it.each(evalCases)('the built-in assistant answers "$q" with its facts', (c) => {
    const { missing, forbidden } = judge(c, ask(c.q));
    expect({ missing, forbidden }).toEqual({ missing: [], forbidden: [] });
  });

  it('the judge fails an answer that lacks a fact or makes a forbidden claim', () => {
    const c = { q: 'x', must: ['$750'], mustNot: [/yes/i] };
    expect(judge(c, 'SEO costs $750 a month').missing).toEqual([]);
    expect(judge(c, 'SEO is affordable').missing).toEqual(['$750']);
    expect(judge(c, 'Yes, $750').forbidden).toHaveLength(1);
  });
});
