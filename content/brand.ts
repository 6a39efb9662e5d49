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

/** Display face for headings: Bricolage Grotesque (self-hosted, latin, weight axis). The fallback is Arial scaled
 * to the same advance widths and vertical metrics, so the swap moves nothing (CLS 0); see pages/global.css. */
export const fonts = {
  display: ['Bricolage Grotesque Variable', 'Bricolage Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
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
