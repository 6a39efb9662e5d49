// @vitest-environment node
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

/** A conversation as the chat sends it: the greeting, then each visitor message with the assistant's reply to it. */
function conversation(...asked: string[]) {
  const messages: { role: 'user' | 'assistant'; content: string }[] = [
    { role: 'assistant', content: 'Hello! What can I assist you with?' },
  ];
  for (const content of asked) {
    messages.push({ role: 'user', content });
    messages.push({ role: 'assistant', content: assistant.reply(messages) });
  }
  return messages.filter((m) => m.role === 'assistant').map((m) => m.content);
}

// The services' prices and timelines as their pages show them (/services/seo, /services/branding, …).
describe('conversations of three and more messages: a follow-up is about the latest topic', () => {
  it('changes topic, then follows up: the follow-up is about the new topic, not the first', () => {
    const [, seo, logo, howLong] = conversation(
      'how much is seo?',
      'what about a logo?',
      'and how long does that take?',
    );
    expect(seo).toContain('$750–$2,500 a month');
    expect(logo).toContain('](/services/branding)');
    expect(howLong).toContain('3–6 weeks');
    expect(howLong).toContain('](/services/branding)');
    expect(howLong).not.toContain('3–6 months');
  });

  it('a follow-up of a follow-up keeps the topic', () => {
    const [, , howLong, howMuch] = conversation('how much is seo?', 'how long does it take?', 'and what does it cost?');
    expect(howLong).toContain('3–6 months');
    expect(howLong).not.toContain('4–6 weeks'); // not every service's timeline
    expect(howMuch).toContain('$750–$2,500 a month');
    expect(howMuch).not.toContain('$4,000–$15,000');
  });

  it('comes back to the first topic: the follow-up is about it again', () => {
    const replies = conversation(
      'how much is a new website?',
      'what about branding, how long does that take?',
      'and what about the website?',
      'how long does that take?',
    );
    expect(replies[1]).toContain('$4,000–$15,000');
    expect(replies[2]).toContain('3–6 weeks');
    expect(replies[3]).toContain('](/services/website-design)');
    expect(replies[4]).toContain('4–6 weeks');
    expect(replies[4]).not.toContain('3–6 weeks');
  });

  it('a question on another subject in between leaves the service topic for the next follow-up', () => {
    const replies = conversation('how much is seo?', 'do you offer a guarantee?', 'how long does it take?');
    expect(replies[2]).toContain('/guaranteed-growth');
    expect(replies[3]).toContain('3–6 months');
    expect(replies[3]).not.toContain('4–6 weeks');
  });
});
