// A service page's "Pricing & timeline" block: the typical price range and time to launch from content/pricing.ts.
import { billingTerms } from '../../content/billing';
import { pricingCopy, serviceFacts } from '../../content/pricing';
import type { ServiceSlug } from '../../content/types';
import { Section, SectionHeading } from '../ui';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PricingTimeline({ slug }: { slug: ServiceSlug }) {
  const facts = serviceFacts[slug];
  const copy = pricingCopy;
  return (
    <Section id="pricing" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={copy.title} intro={copy.intro} />
      {/* One panel across the page's width, the price and the timeline its two halves (the buyer's review, round 20:
          two cards in a 48rem column left 480 px of the row empty at 1440). */}
      <dl className="mt-10 grid divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 shadow-sm sm:grid-cols-2 sm:divide-x sm:divide-y-0">
        <div className="p-6 lg:p-8">
          <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.priceLabel}</dt>
          <dd className="figure mt-2 text-2xl font-extrabold text-ink lg:text-3xl xl:text-4xl">{facts.price}</dd>
          {/* How it is billed, in the contract's words ("$750–$2,500 a month" followed by "monthly" said it twice). */}
          <dd className="mt-1 text-sm text-slate-600">{sentenceCase(billingTerms[facts.billing])}</dd>
          <dd className="mt-4 leading-7 text-slate-600">{facts.priceNote}</dd>
        </div>
        <div className="p-6 lg:p-8">
          <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {facts.timelineLabel ?? copy.timelineLabel}
          </dt>
          <dd className="figure mt-2 text-2xl font-extrabold text-ink lg:text-3xl xl:text-4xl">{facts.timeline}</dd>
          {/* Side by side, the two notes start on one line: this half has no billing line (1.5rem) above its note. */}
          <dd className="mt-4 leading-7 text-slate-600 sm:mt-10">{facts.timelineNote}</dd>
        </div>
      </dl>
    </Section>
  );
}
