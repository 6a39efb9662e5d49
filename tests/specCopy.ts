// The spec's copy that tests check (product-spec §8 notices, §2 labels), typed out from the spec: tests
// take their expectations from here, never from content/, so a wrong string there fails them.
export const specNotices = {
  contactSuccess: { title: 'Message sent!', description: "We'll get back to you within 24 hours." },
  contactFailure: { title: 'Error', description: 'Failed to send message. Please try again.' },
  projectSuccess: {
    title: 'Request submitted!',
    description: 'Our team will review your requirements and contact you within 24 hours.',
  },
  projectFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  auditSuccess: {
    title: 'Request Submitted!',
    description: "We'll send you a comprehensive website audit within 48 hours.",
  },
  auditFailure: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  chatFailure: { title: 'Error', description: 'Failed to get response. Please try again.' },
} as const;

/** §8: the chat's answer was not ok or had no body. */
export const SPEC_CHAT_STREAM_FAILED = 'Failed to start chat stream';

/** §2 "Top navigation": the links in order, label and path. */
export const specMainNav = Object.entries({
  About: '/about',
  Services: '/services',
  Portfolio: '/portfolio',
  FAQs: '/faq',
  Resources: '/resources',
  Contact: '/contact',
}).map(([label, href]) => ({ label, href }));

/** §2 "Routes": the eight service pages' slugs (/services/<slug>), in the spec's order. */
export const specServiceSlugs = [
  'website-design',
  'branding',
  'seo',
  'crm',
  'marketing',
  'customer-service',
  'analytics',
  'schedule-management',
] as const;

/** §3: the six home projects in their order (the carousel's, and each case study's next), with the figures §3 gives
 * the three portfolio case studies. The names are the studio's clients for each kind of business §3 lists. */
export const specProjects = [
  {
    slug: 'ember-oak-coffee-roasters',
    title: 'Ember & Oak Coffee Roasters',
    figures: ['200% more online sales', '5x social engagement'],
  },
  {
    slug: 'peak-form-fitness-studio',
    title: 'Peak Form Fitness Studio',
    figures: ['150% membership growth', '40% less admin time'],
  },
  {
    slug: 'whitfield-associates-law',
    title: 'Whitfield & Associates Law',
    figures: ['300% more consultations', '#1 ranking for 15 keywords', '85% lower bounce rate'],
  },
  { slug: 'azure-cove-pool-resort', title: 'Azure Cove Pool & Resort', figures: [] },
  { slug: 'greenblade-lawn-care', title: 'GreenBlade Lawn Care', figures: [] },
  { slug: 'summit-ridge-roofing', title: 'Summit Ridge Roofing', figures: [] },
] as const;

/** Words that tell a visitor a figure is not real, or not quite (DESIGN.md: never hedge a figure; issue #32). */
export const hedgeWords =
  /illustrative|illustration|\bsample\b|not a measured|hypothetical|fictional|example figures?|for demonstration|simulated|estimated|approximately|\bup to [$#]?\d/i;
