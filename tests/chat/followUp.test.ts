// A follow-up question keeps the service the visitor asked about a message earlier.
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';

const assistant = createAssistant(siteKnowledge);

describe('follow-up questions', () => {
  it('"and how long?" after a question about SEO answers for SEO', () => {
    const answer = assistant.reply([
      { role: 'user', content: 'how much is seo?' },
      { role: 'assistant', content: 'SEO typically costs $750–$2,500 a month.' },
      { role: 'user', content: 'and how long does that take to work?' },
    ]);
    expect(answer).toContain('3–6 months');
    expect(answer).not.toContain('Branding');
  });

  it('a new service in the follow-up wins over the earlier one', () => {
    const answer = assistant.reply([
      { role: 'user', content: 'how much is seo?' },
      { role: 'assistant', content: 'SEO typically costs $750–$2,500 a month.' },
      { role: 'user', content: 'what about a logo?' },
    ]);
    expect(answer).toContain('](/services/branding)');
    expect(answer).not.toContain('$750');
  });
});
