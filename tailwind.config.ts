// Tailwind theme from content/brand.ts (loaded by `@config` in pages/global.css): the colours, gradient utilities
// and typefaces are written once, in TypeScript, and read by CSS, charts and the Open Graph renderer alike.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {
  bodyFallback,
  brand,
  brandGradient,
  brandScale,
  displayFallback,
  fonts,
  type FontFallback,
} from './content/brand';

const percent = (n: number) => `${+(n * 100).toFixed(2)}%`;

const fallbackFaces = ({ family, ascent, descent, weights }: FontFallback) =>
  weights.map(({ range, localNames, sizeAdjust }) => ({
    'font-family': `'${family}'`,
    src: localNames.map((name) => `local('${name}')`).join(', '),
    'font-weight': range,
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(ascent / sizeAdjust),
    'descent-override': percent(descent / sizeAdjust),
    'line-gap-override': '0%',
  }));

export default {
  content: [],
  theme: {
    extend: {
      colors: { brand: brandScale, accent: brand.accent, ink: brand.ink },
      fontFamily: { sans: [...fonts.sans], display: [...fonts.display] },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        '@font-face': [displayFallback, bodyFallback].flatMap(fallbackFaces),
      });
    }),
    plugin(({ addUtilities }) => {
      addUtilities({
        '.bg-brand-gradient': { 'background-image': brandGradient },
        '.text-brand-gradient': { 'background-image': brandGradient, 'background-clip': 'text', color: 'transparent' },
      });
    }),
  ],
} satisfies Config;
