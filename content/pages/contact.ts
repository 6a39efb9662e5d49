// Contact page copy (spec §2 Contact).

interface ContactCopy {
  headline: string;
  intro: string;
  mailLabel: string;
  callLabel: string;
  /** Below 1024 px the chat comes after the form: a tile beside the two channels leads to it (the buyer's review
   * r27b: the chat 1,416 px down the page on a phone, nothing above the form saying it is there). */
  chatJump: { label: string; text: string };
  chatTitle: string;
  /** Questions a visitor can ask with one tap before they have asked anything (the built-in assistant answers each
   * from the site's own facts: tests/chat/suggestions.test.ts). */
  chatSuggestionsLabel: string;
  chatSuggestions: readonly string[];
  formTitle: string;
}

export const contact = {
  headline: 'Get in Touch',
  intro:
    'Have a question or a project in mind? Send us a message, chat with our AI assistant or reach us directly. We reply within 24 hours.',
  mailLabel: 'Email us',
  callLabel: 'Call or text',
  chatJump: { label: 'Answers right away', text: 'Ask our AI assistant' },
  chatTitle: 'Chat with our own AI-Support',
  chatSuggestionsLabel: 'Popular questions',
  chatSuggestions: [
    'How much does a website cost?',
    'How long does a new website take?',
    'How soon will I see results?',
    'Is the website audit free?',
  ],
  formTitle: 'Send us a message',
} as const satisfies ContactCopy;
