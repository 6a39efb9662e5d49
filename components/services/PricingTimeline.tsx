// A service page's "Pricing & Timeline" block: the typical price range and time to launch from content/pricing.ts.
import { pricingCopy, serviceFacts } from '../../content/pricing';
import type { ServiceSlug } from '../../content/types';
import { Section, SectionHeading } from '../ui';

export function PricingTimeline({ slug }: { slug: ServiceSlug }) {
  const facts = serviceFacts[slug];
  const copy = pricingCopy;
  return (
    <Section id="pricing" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={copy.title} intro={copy.intro} />
      <dl className="mt-10 grid max-w-3xl gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.priceLabel}</dt>
          <dd className="figure mt-2 text-2xl font-extrabold text-ink lg:text-3xl">{facts.price}</dd>
          <dd className="text-sm text-slate-600">{facts.billing === 'monthly' ? copy.monthly : copy.oneTime}</dd>
          <dd className="mt-3 leading-7 text-slate-600">{facts.priceNote}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.timelineLabel}</dt>
          <dd className="figure mt-2 text-2xl font-extrabold text-ink lg:text-3xl">{facts.timeline}</dd>
          <dd className="mt-3 leading-7 text-slate-600">{facts.timelineNote}</dd>
        </div>
      </dl>
    </Section>
  );
}
