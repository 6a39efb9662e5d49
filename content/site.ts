// Site-wide constants: the one place to change the name, contact details and base URL (the look: content/brand.ts).
export const site = {
  name: 'Lumivox',
  /** The company behind the name: in the footer, the terms (/terms), the privacy notice and the JSON-LD. */
  legalName: 'Lumivox LLC',
  /** What kind of company it is, and where it is organized (the terms, /terms, and the chat say it). */
  legalForm: 'a limited liability company organized in Georgia, United States',
  tagline: 'Design, marketing and growth powered by AI, built for small and mid-size businesses.',
  /** Display and dial forms of the same number. */
  phone: { display: '(404) 555-0142', href: 'tel:+14045550142' },
  email: 'hello@lumivox.agency',
  /** Default absolute origin for canonical URLs, Open Graph, sitemap and JSON-LD; VITE_SITE_URL overrides it. */
  defaultUrl: 'https://lumivox.agency',
  locale: 'en_US',
  address: { locality: 'Atlanta', region: 'GA', country: 'US' },
} as const;

/** The e-mail address as a link's label and target: the documents' and /about's "write to us". */
export const emailLink = { label: site.email, href: `mailto:${site.email}` } as const;

/** Under every lead form's submit button: the spec's note of the project request (§2 Get Started), said where each
 * form asks for a name and an e-mail (the contact form and the audit request too). */
export const privacyNote = 'We will never share your information with third parties.';

/** Where the privacy notice is (content/pages/privacy.ts), in the footer's last line. Here, not there, so that every
 * page's code carries a label and not the notice. */
export const privacyLink = { label: 'Privacy notice', href: '/privacy' } as const;

/** Where the terms of service are (content/pages/terms.ts), beside the privacy notice in the footer's last line. */
export const termsLink = { label: 'Terms of service', href: '/terms' } as const;

/** The same link under each lead form's note (only the form pages' code carries it). */
export const privacyFormLink = { label: 'How we handle your information', href: privacyLink.href } as const;

/** The footer's headings and lines (spec §2 Footer: brand, 'Start Your Project', tagline, phone, e-mail). */
export const footerCopy = {
  cta: { label: 'Start Your Project', href: '/get-started' },
  servicesTitle: 'Services',
  companyTitle: 'Company',
  guarantee: { label: 'Our Guarantee', href: '/guaranteed-growth' },
  contactTitle: 'Talk to us',
  signOff: 'Light for your brand, a voice for your business.',
} as const;

export const mainNav = [
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'FAQs', href: '/faq' },
  { label: 'Resources', href: '/resources' },
  { label: 'Contact', href: '/contact' },
] as const;
