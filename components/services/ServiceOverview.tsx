// The /services grid (2 columns, 'Learn More'), apart from the home's compact grid (ServiceCards.tsx) so the home page
// does not load it.
import type { ServiceCard } from '../../content/types';
import { ArrowRight } from '../Icon';
import { CheckMark } from '../ui';
import { ServiceGlyph } from './ServiceGlyph';

/** One figure of a card's footer: on a phone a line of text each ("From $750 a month" over "Results in 3–6 months":
 * the buyer's review r29 read a bare "3–6 months" as SEO's project length), so neither figure wraps mid-phrase or
 * leaves a separator at a line's start at 360–412 px; from md up a labelled figure. */
function CardFigure({ term, value, after = false }: { term: string; value: string; after?: boolean }) {
  return (
    <div className="flex items-baseline gap-1 whitespace-nowrap md:block">
      <dt className="text-slate-600 md:text-xs md:font-semibold md:tracking-wide md:text-brand-700 md:uppercase">
        {term}
      </dt>
      <dd
        className={`figure md:mt-1 md:text-2xl md:font-extrabold md:text-ink ${after ? 'font-semibold text-ink' : 'font-bold text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** An overview card: the service's card copy with its starting price and typical timeline (content/pricing.ts, the
 * figures its page shows). */
type OverviewCard = ServiceCard & { from: string; timeline: string; timelineLabel?: string };

export function ServiceOverviewGrid({
  services,
  labels,
}: {
  services: readonly OverviewCard[];
  labels: { link: string; from: string; timeline: string };
}) {
  return (
    // On a phone each card is short enough to scan eight in about three screens (the buyer's review: 544 px apart,
    // six screens of one card): icon beside the title, the one-line pitch, the four features as tags, then the price,
    // the timeline and the link on one line; from md up, two columns of the full card: the two-sentence description,
    // the features as a checklist and a footer with the price and timeline as figures beside the link.
    <ul className="grid gap-3 md:grid-cols-2 md:gap-8" data-testid="services-overview">
      {services.map((s, i) => (
        <li
          key={s.slug}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white px-4 py-3.5 shadow-sm md:rounded-3xl md:p-8"
        >
          {/* Each service its own drawing and its place in the eight, not one icon style repeated (r23). */}
          <div className="flex items-center gap-3 md:gap-5">
            <div className="flex h-10 w-10 flex-none items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100 md:h-[4.5rem] md:w-[4.5rem] md:rounded-2xl">
              <ServiceGlyph slug={s.slug} className="h-8 w-8 md:h-14 md:w-14" />
            </div>
            <div>
              <span
                aria-hidden="true"
                className="figure hidden text-xs font-semibold tracking-wide text-brand-700 md:block"
              >
                {String(i + 1).padStart(2, '0')}
                <span className="text-slate-500"> / {String(services.length).padStart(2, '0')}</span>
              </span>
              <h2 className="heading-block text-ink">{s.title}</h2>
            </div>
          </div>
          <p className="mt-1.5 leading-6 text-slate-600 md:hidden">{s.shortDescription}</p>
          <p className="mt-5 hidden leading-7 text-slate-600 md:block">{s.description}</p>
          {/* One list: tags on a phone, a two-column checklist from md up. */}
          <ul className="mt-2.5 flex flex-wrap gap-1.5 md:mt-6 md:mb-6 md:grid md:grid-cols-2 md:gap-x-6 md:gap-y-3">
            {s.features.map((f) => (
              <li
                key={f}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-[0.8125rem] leading-5 font-medium text-brand-800 md:flex md:gap-3 md:rounded-none md:bg-transparent md:p-0 md:text-base md:leading-6 md:font-normal md:text-slate-700"
              >
                <CheckMark className="hidden md:block" />
                {f}
              </li>
            ))}
          </ul>
          {/* mt-auto: paired cards in a row end their footers on one line, whatever their text lengths. */}
          <div className="mt-2.5 flex items-center justify-between gap-3 border-t border-slate-100 pt-2.5 md:mt-auto md:items-end md:pt-6">
            <dl className="flex flex-col text-sm md:flex-row md:gap-x-10">
              <CardFigure term={labels.from} value={s.from} />
              <CardFigure term={s.timelineLabel ?? labels.timeline} value={s.timeline} after />
            </dl>
            <a
              href={`/services/${s.slug}`}
              className="-my-2 inline-flex flex-none items-center gap-2 rounded-full py-3 text-sm font-semibold text-brand-700 hover:text-brand-900 md:my-0 md:border md:border-brand-200 md:px-5 md:py-2.5 md:hover:bg-brand-50"
            >
              {labels.link}
              <span className="sr-only"> about {s.title}</span>
              <ArrowRight />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
