// Tailwind theme from content/brand.ts (loaded by `@config` in pages/global.css): the colours, gradient utilities
// and typefaces are written once, in TypeScript, and read by CSS, charts and the Open Graph renderer alike.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { brand, brandGradient, brandScale, displayFallback, fonts } from './content/brand';

const percent = (n: number) => `${+(n * 100).toFixed(2)}%`;

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
        '@font-face': displayFallback.weights.map(({ range, sizeAdjust }) => ({
          'font-family': `'${displayFallback.family}'`,
          src: displayFallback.localNames.map((name) => `local('${name}')`).join(', '),
          'font-weight': range,
          'size-adjust': percent(sizeAdjust),
          'ascent-override': percent(displayFallback.ascent / sizeAdjust),
          'descent-override': percent(displayFallback.descent / sizeAdjust),
          'line-gap-override': '0%',
        })),
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
