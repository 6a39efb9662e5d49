// Get Started page copy (spec §2 Get Started).

interface GetStartedCopy {
  headline: string;
  intro: string;
  formTitle: string;
  sections: { contact: string; services: string; details: string };
  submitLabel: string;
}

export const getStarted = {
  headline: 'Get Started',
  intro:
    'Tell us about your business and what you want to achieve. Our team will review your requirements and contact you within 24 hours.',
  formTitle: 'Project Information',
  sections: { contact: 'Contact Information', services: 'Services Interested In', details: 'Project Details' },
  submitLabel: 'Submit Project Request',
} as const satisfies GetStartedCopy;
