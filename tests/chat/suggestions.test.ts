// The chat's suggested questions (content/pages/contact.ts), asked with one tap before anything else, each get a
// direct answer from the built-in assistant: the figure or fact the visitor asked for and the page that says more.
// The expected facts are written from the site's published prices (/services/website-design), the spec's FAQ
// (results within 30-60 days) and the audit promise (spec §9: the report within 48 hours).
import { describe, expect, it } from 'vitest';
import { contact } from '../../content/pages/contact';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';

const assistant = createAssistant(siteKnowledge);
const greeting = { role: 'assistant' as const, content: 'Hello! What can I assist you with?' };
const ask = (question: string) => assistant.reply([greeting, { role: 'user', content: question }]);

const expected: Record<string, readonly string[]> = {
  'How much does a website cost?': ['$4,000–$15,000', '](/services/website-design)'],
  'How long does a new website take?': ['4–6 weeks', '](/services/website-design)'],
  'How soon will I see results?': ['30-60 days', '](/faq)'],
  'Is the website audit free?': ['free', '48 hours', '](/services/website-design)'],
};

describe('suggested questions', () => {
  it('offers four, each answered below', () => {
    expect(contact.chatSuggestions).toEqual(Object.keys(expected));
  });

  for (const [question, facts] of Object.entries(expected))
    it(`"${question}" is answered with ${facts.join(', ')}`, () => {
      const answer = ask(question);
      for (const fact of facts) expect(answer).toContain(fact);
    });
});
