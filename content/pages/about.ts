// About page copy (spec §2 About).
import { getStartedLink, type LinkCopy } from './shared.ts';

interface AboutCopy {
  eyebrow: string;
  headline: string;
  nameParts: readonly { word: string; language: string; meaning: string }[];
  paragraphs: readonly string[];
  servicesLeadIn: string;
  /** Contains 'shine brighter' and 'speak louder' (spec §1). */
  closing: string;
  cta: LinkCopy;
}

export const about = {
  eyebrow: 'Our Story',
  headline: 'About Lumivox',
  nameParts: [
    { word: 'lumen', language: 'Latin', meaning: 'light' },
    { word: 'vox', language: 'Latin', meaning: 'voice' },
  ],
  paragraphs: [
    'Our name is built from two Latin-derived words: lumen, meaning light, and vox, meaning voice. Together they describe what we do for every client: we put your business in the light and give it a voice your customers hear.',
    'Lumivox is an Atlanta digital agency that offers design, marketing and business management powered by AI. We pair thoughtful human strategy with smart automation, so small and mid-size businesses can compete with brands many times their size without hiring a whole department.',
    'We keep things practical: clear goals agreed up front, honest reporting in plain language, and tools your team will actually enjoy using.',
  ],
  servicesLeadIn: 'Everything you need to grow, under one roof:',
  closing:
    "Whether you need a new website, a stronger brand or more hours back in your week, we're here to help your business shine brighter and speak louder.",
  cta: getStartedLink,
} as const satisfies AboutCopy;
