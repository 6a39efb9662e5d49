// The brand's look in one place: colour scale, gradient and typefaces. pages/global.css takes them through
// tailwind.config.ts (theme tokens and the gradient utilities), the charts and the Open Graph renderer import them.

/** The purple scale behind every `brand-*` utility (spec §1: a purple gradient). */
export const brandScale = {
  50: '#f7f2ff',
  100: '#ede4ff',
  200: '#dccbff',
  300: '#c4a3ff',
  400: '#a970fb',
  500: '#9147f5',
  600: '#7c3aed',
  700: '#6a27d0',
  800: '#5521a6',
  900: '#461f86',
  950: '#1e1033',
} as const;

export const brand = {
  /** The three stops of the brand gradient, at 135°. */
  from: brandScale[600],
  via: '#a855f7',
  to: '#c026d3',
  /** Text and dark surfaces. */
  ink: brandScale[950],
  accent: { 500: '#c026d3', 600: '#a21caf' },
} as const;

export const brandGradient = `linear-gradient(135deg, ${brand.from} 0%, ${brand.via} 50%, ${brand.to} 100%)`;

/** A local face reshaped to stand in for a web font until it arrives (and where it cannot load): per weight range, the
 * local faces to use and a `sizeAdjust` so text breaks into the same lines in both faces and keeps its box when the
 * web font swaps in (CLS 0); ascent and descent are the web font's own, in em. tailwind.config.ts writes one
 * @font-face per range; tests/e2e/layout.spec.ts checks the result. */
export type FontFallback = {
  family: string;
  ascent: number;
  descent: number;
  weights: readonly { range: string; localNames: readonly string[]; sizeAdjust: number }[];
};

const arialBold = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Helvetica Bold',
  'Helvetica-Bold',
];
const arial = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'];

/** The display face's fallback: Arial Bold (Liberation Sans Bold on Linux, the same metrics; Helvetica Bold on older
 * Macs). `sizeAdjust` is measured on the built site with `npm run fonts:fallback` (every heading of every route at
 * 360–1440 px). */
export const displayFallback = {
  family: 'Bricolage Fallback',
  ascent: 0.93,
  descent: 0.27,
  weights: [
    { range: '100 650', localNames: arialBold, sizeAdjust: 0.9925 },
    { range: '651 750', localNames: arialBold, sizeAdjust: 1.02 },
    { range: '751 900', localNames: arialBold, sizeAdjust: 1.03 },
  ],
} as const satisfies FontFallback;

/** The body face's fallback: Arial for regular and medium text, Arial Bold from semibold up. Figtree's advance widths
 * against Arial's (a sentence of site copy measured in Chromium): 1.000 at 400, 1.007 at 500, 0.949 at 600 against
 * Arial Bold. */
export const bodyFallback = {
  family: 'Figtree Fallback',
  ascent: 0.95,
  descent: 0.25,
  weights: [
    { range: '100 450', localNames: arial, sizeAdjust: 1 },
    { range: '451 550', localNames: arial, sizeAdjust: 1.007 },
    { range: '551 900', localNames: arialBold, sizeAdjust: 0.949 },
  ],
} as const satisfies FontFallback;

/** The two faces, both self-hosted (latin subset, weight axis; their @font-face rules are in pages/global.css):
 * Bricolage Grotesque, a grotesque with some warmth, for every heading, figure, price, score and stat; Figtree, a
 * plain geometric sans that stays quiet beside it and reads well small, for body text (20 KB). */
export const fonts = {
  display: ['Bricolage Grotesque Variable', displayFallback.family, 'ui-sans-serif', 'system-ui', 'sans-serif'],
  sans: ['Figtree Variable', bodyFallback.family, 'ui-sans-serif', 'system-ui', 'sans-serif'],
} as const;
