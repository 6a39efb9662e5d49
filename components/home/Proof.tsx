// The home page's closing: client wordmarks, the case studies' headline figures, testimonials and the final call to
// action (content/proof.ts).
import { clientLogos, clientWallMarkSrc } from '../../content/clientLogos';
import { proof } from '../../content/proof';
import { ArrowRight } from '../Icon';
import { ButtonLink, Section, SectionHeading } from '../ui';
import { LogoStrip, QuoteCards, StatBand } from '../ui/sections';

export function Proof() {
  const { closing } = proof;
  return (
    <>
      <Section className="border-t border-slate-100 !py-12">
        <LogoStrip title={proof.clientsTitle} logos={proof.clients} />
      </Section>
      <StatBand
        title={proof.stats.title}
        items={proof.stats.items.map((f) => ({ ...f, href: `/portfolio/${f.slug}` }))}
      />
      <Section labelledBy="testimonials-title" className="bg-slate-50 !py-12 sm:!py-20">
        <SectionHeading id="testimonials-title" title={proof.testimonialsTitle} />
        <div className="mt-8 sm:mt-12">
          <QuoteCards
            label={proof.testimonialsTitle}
            quotes={proof.testimonials.map((t) => ({
              ...t,
              logo: { src: clientWallMarkSrc(t.slug), ...clientLogos[t.slug].wall },
              href: `/portfolio/${t.slug}`,
            }))}
          />
        </div>
      </Section>
      <Section labelledBy="closing-title">
        {/* The home page's own ending: the gradient panel with the call on the left and both ways on at its right
            (from lg), not the centred banner other pages end on. */}
        <div className="bg-brand-gradient relative overflow-hidden rounded-3xl px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16 lg:grid lg:grid-cols-[1fr_auto] lg:items-end lg:gap-16">
          <div>
            <h2 id="closing-title" className="heading-section max-w-2xl">
              {closing.title}
            </h2>
            <p className="mt-5 max-w-xl text-lg text-white/90">{closing.text}</p>
          </div>
          <div className="mt-10 flex flex-wrap gap-4 lg:mt-0 lg:flex-col">
            <ButtonLink href={closing.button.href} tone="light">
              {closing.button.label}
              <ArrowRight />
            </ButtonLink>
            <a
              href={closing.secondary.href}
              className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
            >
              {closing.secondary.label}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
