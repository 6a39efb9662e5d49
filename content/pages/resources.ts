// Resources page copy (spec §2 Resources); the articles are in content/articles.ts.
import { getStartedLink, type ClosingCta } from './shared.ts';

interface ResourcesPageCopy {
  title: string;
  intro: string;
  readLabel: string;
  closing: ClosingCta;
}

export const resourcesPage = {
  title: 'Resources',
  intro:
    'Practical guides on AI, advertising, websites and data, written for busy business owners who want results, not jargon.',
  readLabel: 'Read Article',
  closing: {
    title: 'Ready to put these ideas to work?',
    text: "Tell us about your goals and we'll turn the right ideas into a plan for your business.",
    button: getStartedLink,
  },
} as const satisfies ResourcesPageCopy;
