// Portfolio page copy (spec §2 Portfolio).
import { getStartedLink, type ClosingCta } from './shared.ts';

interface PortfolioCopy {
  title: string;
  intro: string;
  servicesLabel: string;
  resultsLabel: string;
  /** How every figure was counted: the lead reads alone on a phone, the rest one tap away (the buyer's review r22). */
  figuresMethod: { lead: string; rest: string };
  /** Under the three case-study cards: the other three featured projects, each opening its case study. */
  more: { title: string; intro: string; swipeLabel: string };
  closing: ClosingCta;
}

export const portfolio = {
  title: 'Our Portfolio',
  intro:
    'A selection of projects where design, marketing and AI automation came together to move the numbers that matter most to business owners.',
  servicesLabel: 'Services Provided',
  resultsLabel: 'Key Results',
  figuresMethod: {
    lead: 'Every figure is counted in the client’s own records',
    rest: '(sales reports, booking system, intake records, Search Console) against where the client stood before launch.',
  },
  more: {
    title: 'More client work',
    intro: 'Three more sites we designed and launched: a lakeside resort, a lawn-care crew and a roofing company.',
    swipeLabel: 'More client work: swipe for more',
  },
  closing: {
    title: 'Want results like these for your business?',
    text: "Share your goals with us and we'll map out a plan to reach them, with targets we agree on before any work begins.",
    button: getStartedLink,
  },
} as const satisfies PortfolioCopy;

/** The method as one sentence, where there is room for all of it. */
export const figuresNote = `${portfolio.figuresMethod.lead} ${portfolio.figuresMethod.rest}`;
