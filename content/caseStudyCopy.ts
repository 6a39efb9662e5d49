// The words around a case study, the same on all six pages and the /portfolio cards, and the case-study type:
// small enough for the components' JavaScript (the studies themselves travel through the pages' +data).
import { figuresNote } from './pages/portfolio.ts';
import type { CaseStudy, CaseStudyResults, FeaturedProject, MeasuredResult } from './types.ts';
import type { WorkShot } from './work.ts';
import type { WorkScreen } from './workScreens.ts';

/** A featured project with its case study and the words of its screens (label and alt text of each piece). */
export type ProjectCaseStudy = FeaturedProject & CaseStudy & { screens: Record<WorkShot, WorkScreen> };

/** A measured result as one sentence, e.g. '150% membership growth over the first year after launch'. */
export const resultLine = (r: MeasuredResult) => `${r.figure} ${r.label} ${r.period}`;

/** The 'Key Results' checklist of a /portfolio card (spec §2): each figure with its period, or what we delivered. */
export const keyResults = (results: CaseStudyResults): string[] =>
  results.kind === 'measured' ? results.items.map(resultLine) : results.items.map((o) => o.delivered);

/** The words around a case study, the same on all six pages. */
export const caseStudyCopy = {
  backLabel: 'All work',
  backHref: '/portfolio',
  linkLabel: 'View case study',
  meta: { client: 'Client', location: 'Location', year: 'Year', services: 'Services' },
  challengeTitle: 'The challenge',
  approachTitle: 'What we did',
  resultsTitle: 'The results',
  screensTitle: 'The screens',
  screensIntro:
    'Three pages we designed, as a visitor sees them: the homepage from top to bottom, the page that matters most to the business, and the flow a customer follows on a phone.',
  /** Under lg a desktop page is drawn at a quarter of its size; each piece opens full size: the hint above it. */
  screenHint: 'Tap a page to open it full size',
  /** From lg the whole homepage is drawn at half its size beside the words: the hint under them. */
  wholePageHint: 'Click a section of the homepage to open it full size',
  /** On a phone the homepage shows its first two sections, the rest one tap away: the button between. */
  phoneMore: 'See the rest of the homepage',
  figuresNote,
  againstLabel: 'Measured against',
  sourceLabel: 'Source',
  nextLabel: 'Next project',
  cta: {
    title: 'Your business could be the next case study.',
    text: "Tell us where you want to grow. We'll agree the targets with you before any work begins.",
    label: 'Start Your Project',
    href: '/get-started',
  },
} as const;

export type CaseStudyCopy = typeof caseStudyCopy;
