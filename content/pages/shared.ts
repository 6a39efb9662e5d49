// What the pages' copy shares: links, the closing call to action, SEO fields and the static routes.
import type { TitledText } from '../types.ts';

export interface LinkCopy {
  label: string;
  href: string;
}

export interface ClosingCta {
  title: string;
  text: string;
  button: LinkCopy;
}

export interface SeoMeta {
  /** At most 60 characters, including the brand. */
  title: string;
  /** 120 to 160 characters. */
  description: string;
}

/** A document in plain words, with its date, a summary beside it and a way to ask about it: the privacy notice
 * (/privacy) and the terms of service (/terms), drawn by components/ui/LegalDocument.tsx. */
export interface LegalCopy {
  eyebrow: string;
  headline: string;
  intro: string;
  /** When the document last changed: shown under the intro. */
  updated: { iso: string; display: string };
  summary: { title: string; points: readonly string[] };
  sections: readonly {
    id: string;
    title: string;
    paragraphs?: readonly string[];
    /** A titled entry each (the privacy notice: what each form collects and why). */
    items?: readonly TitledText[];
    /** Where the section's subject is set out in full. */
    link?: LinkCopy;
  }[];
  contact: { title: string; text: string; email: LinkCopy };
}

export type StaticPath =
  | '/'
  | '/about'
  | '/services'
  | '/portfolio'
  | '/faq'
  | '/resources'
  | '/contact'
  | '/get-started'
  | '/guaranteed-growth'
  | '/privacy'
  | '/terms';

export const getStartedLink = { label: 'Start Your Project', href: '/get-started' } as const;

/** Under a row of figures on a phone, where the next figure shows only its rule: that a swipe brings more (no count: a
 * number there would read as one more figure). */
export const moreFiguresHint = (more: number) => (more === 1 ? 'Swipe for the next result' : 'Swipe for more results');
