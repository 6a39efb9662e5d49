// Site-wide constants: the one place to change the brand, contact details and base URL.

export const site = {
  name: 'Lumivox',
  tagline: 'Design, marketing and growth powered by AI, built for small and mid-size businesses.',
  /** Display and dial forms of the same number. */
  phone: { display: '(404) 555-0142', href: 'tel:+14045550142' },
  email: 'hello@lumivox.agency',
  /** Default absolute origin for canonical URLs, Open Graph, sitemap and JSON-LD; VITE_SITE_URL overrides it. */
  defaultUrl: 'https://lumivox.agency',
  locale: 'en_US',
  address: { locality: 'Atlanta', region: 'GA', country: 'US' },
  /** Brand purple gradient, mirrored as Tailwind theme tokens in pages/global.css. */
  brand: { from: '#7c3aed', via: '#a855f7', to: '#c026d3', ink: '#1e1033' },
} as const;

export const mainNav = [
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'FAQs', href: '/faq' },
  { label: 'Resources', href: '/resources' },
  { label: 'Contact', href: '/contact' },
] as const;

export type NavLink = (typeof mainNav)[number];
