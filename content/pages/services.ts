// Services overview page copy (spec §2 Services).
import type { ClosingCta } from './shared.ts';

interface ServicesOverviewCopy {
  title: string;
  intro: string;
  /** The words on each card: its link, and the labels of its starting price and typical timeline. */
  card: { link: string; from: string; timeline: string };
  closing: ClosingCta;
}

export const servicesOverview = {
  title: 'Our Services',
  intro:
    'From the first impression to the hundredth repeat customer, our eight core services cover design, marketing and the day-to-day operations that keep a business running, each one enhanced by AI.',
  card: { link: 'Learn More', from: 'From', timeline: 'Typical timeline' },
  closing: {
    title: 'Ready to transform your business?',
    text: "Tell us where you want to grow. We'll recommend the right mix of services and a clear plan with results we can measure together.",
    button: { label: 'Get Started Today', href: '/get-started' },
  },
} as const satisfies ServicesOverviewCopy;
