// About page copy (spec §2 About): the message over the people and the studio's facts (content/team.ts), then the
// name, the services and the close. It travels with the page's +data, not in its JavaScript.
import { location } from '../facts.ts';
import { responseTimes } from '../responseTimes.ts';
import { emailLink, site } from '../site.ts';
import { getStartedLink, type LinkCopy } from './shared.ts';

export interface AboutCopy {
  eyebrow: string;
  headline: string;
  intro: string;
  /** The link from the first screen to the team, beside their faces (below the large screen). */
  meetLabel: string;
  /** `portraitAlt` comes before a member's name: 'Drawn portrait of Maya Okafor'. */
  team: { title: string; intro: string; portraitAlt: string };
  /** The last tile of the team grid: how to reach the people above. */
  /** `hours`: when the office answers (content/facts.ts), under the tile's words. */
  contact: { title: string; text: string; phone: LinkCopy; email: LinkCopy; hours: string };
  nameTitle: string;
  nameParts: readonly { word: string; language: string; meaning: string }[];
  paragraphs: readonly string[];
  servicesLeadIn: string;
  /** Contains 'shine brighter' and 'speak louder' (spec §1). */
  closing: string;
  cta: LinkCopy;
}

/** Who does the work: /about's introduction, and the chat's answer to "will it be outsourced?". */
export const whoWorks = (where: string) =>
  `The people ${where} design, build and market your project: nothing is handed to someone you never meet.`;

export const about = {
  eyebrow: 'About Lumivox',
  headline: 'The people who give your business light and a voice.',
  intro: `A small studio in Atlanta’s Old Fourth Ward. ${whoWorks('on this page')}`,
  meetLabel: 'Meet the team',
  team: {
    title: 'Who you will work with',
    intro: 'Every project is led by someone on this page, from the first call to launch and after.',
    portraitAlt: 'Drawn portrait of',
  },
  contact: {
    title: 'Talk to us',
    text: `Call or write, and one of the people above replies within ${responseTimes.messageHours} hours.`,
    phone: { label: site.phone.display, href: site.phone.href },
    email: emailLink,
    hours: location.hours,
  },
  nameTitle: 'Where our name comes from',
  nameParts: [
    { word: 'lumen', language: 'Latin', meaning: 'light' },
    { word: 'vox', language: 'Latin', meaning: 'voice' },
  ],
  paragraphs: [
    'Our name is built from two Latin-derived words: lumen, meaning light, and vox, meaning voice. Together they describe what we do for every client: we put your business in the light and give it a voice your customers hear.',
    'Lumivox is an Atlanta digital agency that offers design, marketing and business management powered by AI. We pair thoughtful human strategy with smart automation, so small and mid-size businesses can compete with brands many times their size without hiring a whole department.',
    'We keep things practical: clear goals agreed up front, honest reporting in plain language, and tools your team will actually enjoy using.',
  ],
  servicesLeadIn: 'Everything you need to grow, under one roof',
  closing:
    "Whether you need a new website, a stronger brand or more hours back in your week, we're here to help your business shine brighter and speak louder.",
  cta: getStartedLink,
} as const satisfies AboutCopy;
