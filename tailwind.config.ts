// Tailwind theme from content/brand.ts (loaded by `@config` in pages/global.css): the colours, gradient utilities
// and typefaces are written once, in TypeScript, and read by CSS, charts and the Open Graph renderer alike.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { brand, brandGradient, brandScale, fonts } from './content/brand';

export default {
  content: [],
  theme: {
    extend: {
      colors: { brand: brandScale, accent: brand.accent, ink: brand.ink },
      fontFamily: { sans: [...fonts.sans], display: [...fonts.display] },
    },
  },
  plugins: [
    plugin(({ addUtilities }) => {
      addUtilities({
        '.bg-brand-gradient': { 'background-image': brandGradient },
        '.text-brand-gradient': { 'background-image': brandGradient, 'background-clip': 'text', color: 'transparent' },
      });
    }),
  ],
} satisfies Config;
