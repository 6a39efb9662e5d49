// Get Started page copy (spec §2 Get Started).

interface GetStartedCopy {
  headline: string;
  intro: string;
  formTitle: string;
  sections: { contact: string; services: string; details: string };
  submitLabel: string;
  privacyNote: string;
  /** spec §3: timeline is held in the project request; offered here as a choice. */
  timeline: { label: string; placeholder: string; options: readonly string[] };
}

export const getStarted = {
  headline: 'Get Started',
  intro:
    'Tell us about your business and what you want to achieve. Our team will review your requirements and contact you within 24 hours.',
  formTitle: 'Project Information',
  sections: { contact: 'Contact Information', services: 'Services Interested In', details: 'Project Details' },
  submitLabel: 'Submit Project Request',
  privacyNote: 'We will never share your information with third parties.',
  timeline: {
    label: 'Timeline',
    placeholder: 'Select a timeline',
    options: ['As soon as possible', 'Within 1 month', '1-3 months', '3-6 months', 'Flexible'],
  },
} as const satisfies GetStartedCopy;
