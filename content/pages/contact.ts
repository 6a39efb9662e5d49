// Contact page copy (spec §2 Contact).

interface ContactCopy {
  headline: string;
  intro: string;
  mailLabel: string;
  callLabel: string;
  chatTitle: string;
  formTitle: string;
}

export const contact = {
  headline: 'Get in Touch',
  intro:
    'Have a question or a project in mind? Send us a message, chat with our AI assistant or reach us directly. We reply within 24 hours.',
  mailLabel: 'Email us',
  callLabel: 'Call or text',
  chatTitle: 'Chat with our own AI-Support',
  formTitle: 'Send us a message',
} as const satisfies ContactCopy;
