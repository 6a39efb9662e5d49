// How each kind of service is billed, in the contract's words: the line under a service page's price
// (components/services/PricingTimeline.tsx) and the contract terms (content/facts.ts). A module of its own, so neither
// the service pages nor /get-started load the other's facts with it.

/** When a fixed-price project is paid. */
export const projectPayments = '50% to start and 50% at launch';

export const billingTerms = {
  'one-time': `fixed price: ${projectPayments}`,
  monthly: 'month to month after a 3-month minimum',
} as const;

export type Billing = keyof typeof billingTerms;
