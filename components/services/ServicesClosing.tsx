// The services overview's closing call to action (spec §2: 'Ready to transform your business?', 'Get Started Today'):
// its own panel, not the gradient banner the home page ends on nor the service pages' dark band (the buyer's review
// r20); no second row of the eight services' icons under the cards that name them (the buyer's review r23).
import type { ClosingCta } from '../../content/pages/shared';
import { ArrowRight } from '../Icon';
import { ButtonLink, Section } from '../ui';

export function ServicesClosing({ closing }: { closing: ClosingCta }) {
  return (
    <Section labelledBy="closing-title" className="!pt-4">
      <div className="grid items-end gap-8 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:gap-16 lg:p-12">
        <div>
          <h2 id="closing-title" className="heading-section text-ink">
            {closing.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{closing.text}</p>
        </div>
        <ButtonLink href={closing.button.href} className="w-fit">
          {closing.button.label}
          <ArrowRight />
        </ButtonLink>
      </div>
    </Section>
  );
}
