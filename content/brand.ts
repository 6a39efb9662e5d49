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

/** The display face's fallback: Arial Bold (Liberation Sans Bold on Linux, the same metrics; Helvetica Bold on older
 * Macs), reshaped per weight so a heading breaks into the same lines in both faces and keeps its box when Bricolage
 * swaps in (CLS 0). `sizeAdjust` per weight range is measured on the built site with `npm run fonts:fallback` (every
 * heading of every route at 360–1440 px); ascent and descent are Bricolage's own, in em. tailwind.config.ts writes
 * one @font-face per range; tests/e2e/layout.spec.ts checks the result. */
export const displayFallback = {
  family: 'Bricolage Fallback',
  localNames: [
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Helvetica Bold',
    'Helvetica-Bold',
  ],
  ascent: 0.93,
  descent: 0.27,
  weights: [
    { range: '100 650', sizeAdjust: 0.9925 },
    { range: '651 750', sizeAdjust: 1.02 },
    { range: '751 900', sizeAdjust: 1.03 },
  ],
} as const;

/** Display face for headings: Bricolage Grotesque (self-hosted, latin, weight axis; its @font-face is in
 * pages/global.css). Until it arrives, and where it cannot load, headings use `displayFallback`. */
export const fonts = {
  display: ['Bricolage Grotesque Variable', displayFallback.family, 'ui-sans-serif', 'system-ui', 'sans-serif'],
  sans: [
    'ui-sans-serif',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'Noto Sans',
    'sans-serif',
  ],
} as const;
