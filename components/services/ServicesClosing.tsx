// The services overview's closing call to action (spec §2: 'Ready to transform your business?', 'Get Started Today'):
// its own panel, not the gradient banner the home page ends on (the buyer's review r20). Its text promises the right
// mix of services, so the eight services' icons sit beside it as the palette the mix is drawn from.
import type { ClosingCta } from '../../content/pages/shared';
import type { ServiceCard } from '../../content/types';
import { ArrowRight, Icon } from '../Icon';
import { ButtonLink, Section } from '../ui';

export function ServicesClosing({ closing, services }: { closing: ClosingCta; services: readonly ServiceCard[] }) {
  return (
    <Section labelledBy="closing-title" className="!pt-4">
      <div className="grid items-center gap-10 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:gap-16 lg:p-14">
        <div>
          <h2 id="closing-title" className="heading-section text-ink">
            {closing.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{closing.text}</p>
          <ButtonLink href={closing.button.href} className="mt-8 w-fit">
            {closing.button.label}
            <ArrowRight />
          </ButtonLink>
        </div>
        {/* Decoration: the cards above name each service. */}
        <div aria-hidden="true" className="-order-1 grid w-fit grid-cols-4 gap-3 lg:order-none lg:gap-4">
          {services.map((s) => (
            <span
              key={s.slug}
              className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200 lg:h-20 lg:w-20"
            >
              <Icon name={s.icon} className="h-6 w-6 lg:h-8 lg:w-8" />
            </span>
          ))}
        </div>
      </div>
    </Section>
  );
}
