// FAQ page copy (spec §2 FAQs); the questions themselves are in content/faqs.ts.
import type { LinkCopy } from './shared.ts';

interface FaqPageCopy {
  title: string;
  intro: string;
  /** Beside the questions: the way to ask one that is not there. */
  cta: { text: string; detail: string; button: LinkCopy };
}

export const faqPage = {
  title: 'Frequently asked questions',
  intro:
    'Straight answers to the questions business owners ask us most, from budgets and timelines to support after launch.',
  cta: {
    text: "Still have a question? We're happy to help.",
    detail: 'Ask us by message, phone or e-mail. We reply within 24 hours.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} as const satisfies FaqPageCopy;
