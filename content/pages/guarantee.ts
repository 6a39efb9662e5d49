// Guaranteed Growth page copy (spec §2 Guaranteed Growth).
import { billingTerms, projectPayments } from '../billing.ts';
import type { TitledText } from '../types.ts';
import { getStartedLink, type LinkCopy } from './shared.ts';

interface GuaranteeCopy {
  eyebrow: string;
  headline: string;
  statement: readonly string[];
  /** What is agreed in writing before work starts, beside the statement. */
  inWriting: { title: string; items: readonly TitledText[] };
  howItWorks: { title: string; steps: readonly TitledText[] };
  disclaimer: { title: string; paragraphs: readonly string[] };
  cta: LinkCopy;
  backLink: LinkCopy;
}

/** Days from the final review to a refund, when the agreed results are not met (the terms, /terms, say it too). */
export const refundDays = 14;

export const guarantee = {
  eyebrow: 'Our Guarantee',
  headline: 'Guaranteed Growth',
  statement: [
    "We only succeed when you do. That's why we make a simple promise: if we don't deliver the results we agreed on together, you don't pay.",
    'Before any work starts, we set clear, measurable goals with you, such as more leads, more bookings or less time spent on admin, and we report on them openly for the whole project.',
  ],
  inWriting: {
    title: 'Agreed in writing before work starts',
    items: [
      {
        title: 'Your targets',
        description:
          'Specific, measurable results from your own baseline: more leads, more bookings, fewer hours of admin.',
      },
      {
        title: 'The time frame',
        description: 'The date of the final review, and the checkpoints on the way where we report progress to you.',
      },
      {
        title: 'How you pay',
        description: `As on any project: ${projectPayments} for a fixed-price project, and monthly services run ${billingTerms.monthly}. If the agreed results are not met at the final review, we refund what you paid for that work, in full, within ${refundDays} days of the review: in the end you have paid nothing.`,
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      {
        title: 'Consultation',
        description:
          'We learn about your business, confirm eligibility and measure your baseline, from website traffic and leads to hours spent on admin.',
      },
      {
        title: 'Agreed targets',
        description:
          'Together we set specific, measurable results, a time frame and a review cadence, and we put them in writing.',
      },
      {
        title: 'Build and review',
        description:
          'We deliver the work and review progress with you at every agreed checkpoint, adjusting course early whenever it helps.',
      },
      {
        title: 'Pay for results',
        description:
          "If the agreed results aren't met at the final review, every payment for that work comes back to you in full. It's that simple.",
      },
    ],
  },
  disclaimer: {
    title: 'Terms of the guarantee',
    paragraphs: [
      'The guarantee is subject to eligibility, baseline benchmarks and review cadences agreed in consultation. Eligible means three things: the work is one or more of our eight services; there is a baseline we can measure together, at least three months of the figure your target is about (visits, leads, bookings or hours of admin), or we measure it with you before the clock starts; and the targets, time frame and checkpoints are signed by both of us before work begins.',
      'The results in our case studies are each client’s own, measured from that client’s starting point. Your targets are set the same way: from your own baseline, agreed with you in consultation.',
    ],
  },
  cta: getStartedLink,
  backLink: { label: 'Back to Home', href: '/' },
} as const satisfies GuaranteeCopy;
