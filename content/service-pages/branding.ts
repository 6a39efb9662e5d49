// The branding service page body (spec §2 "Service pages").
import type { ServicePage } from '../types.ts';

export const brandingPage = {
  headline: 'A brand people remember',
  intro:
    'Customers decide in seconds whether a business looks trustworthy. We build identities that look professional on a storefront, a truck or a phone screen. Every piece comes with clear rules, so your brand stays consistent as you grow.',
  sections: [
    {
      kind: 'list',
      id: 'deliverables',
      title: 'What you receive',
      items: [
        'Primary logo with horizontal, stacked and icon versions',
        'Color palette with print and screen values (CMYK, RGB and HEX)',
        'Typography system for headings, body text and the web',
        "Brand guidelines document with clear do's and don'ts",
        'Business card and letterhead designs',
        'Social media profile images and cover graphics',
        'Email signature and presentation template',
        'Brand voice guide with a tagline and key messages',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why branding pays off',
      items: [
        {
          title: 'Instant recognition',
          description:
            'A distinctive logo and palette make your business easy to spot in search results, on social feeds and on the street.',
        },
        {
          title: 'Trust before the first call',
          description:
            'A polished, consistent look tells customers you take your work seriously before they ever speak to you.',
        },
        {
          title: 'Premium positioning',
          description:
            'A strong brand sets you apart from the lowest bidder and supports the prices your work deserves.',
        },
        {
          title: 'Consistency everywhere',
          description:
            'Guidelines and ready-made templates keep your website, print and social posts looking like one business.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'brand-stats',
      title: 'The value of a consistent brand',
      intro: 'What industry surveys of brand consistency find a consistent brand is worth.',
      items: [
        { value: '3.5x', label: 'more brand visibility when a business presents itself consistently' },
        { value: '23%', label: 'average revenue lift associated with consistent branding' },
        { value: '82%', label: 'of buyers prefer to buy from brands they recognize' },
      ],
    },
  ],
  cta: {
    title: 'Ready to stand out?',
    text: "Tell us where your brand is today and where you want it to go. We'll reply within 24 hours.",
    label: 'Start Your Project',
  },
} as const satisfies ServicePage;
