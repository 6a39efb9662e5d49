// Service cards: the compact home grid (4/2/1 columns, 'Explore'); the overview's grid is ServiceOverview.tsx.
import type { Service, ServiceCard } from '../../content/types';
import { ArrowRight, Icon } from '../Icon';

export function ServiceGrid({
  services,
  linkLabel,
  topAnchored,
}: {
  /** Cards only: the home page does not load the service pages' bodies. */
  services: readonly ServiceCard[];
  linkLabel: string;
  /** The card whose link ends in #top (spec §2). */
  topAnchored: Service['slug'];
}) {
  return (
    // On a phone each card is one compact row (icon, title, 'Explore'; the text under the title), so the eight take
    // about one screen and the work after them starts within the third; from md up, icon above, link below.
    // On a phone one panel of rows split by hairlines, not eight boxes (r23: 1,368 px at 390).
    <ul
      className="grid grid-cols-1 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2 md:gap-6 md:divide-y-0 md:rounded-none md:border-0 md:bg-transparent md:shadow-none lg:grid-cols-4"
      data-testid="services-grid"
    >
      {services.map((s, i) => (
        <li
          key={s.slug}
          className="relative grid grid-cols-[auto_1fr_auto] items-center gap-x-3 px-4 py-3 md:flex md:flex-col md:items-stretch md:gap-0 md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-6 md:shadow-sm"
        >
          <div className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 md:h-12 md:w-12">
            <Icon name={s.icon} />
          </div>
          {/* From md, each card's place in the eight at its corner; outside the heading, which names the service. */}
          <span aria-hidden="true" className="figure absolute top-6 right-6 hidden text-sm text-slate-500 md:block">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="text-base leading-6 font-semibold text-ink md:mt-5 md:text-lg">{s.title}</h3>
          {/* The whole card opens its service (the link's ::after covers it; the buyer's review r26: 'Explore' alone a
              70 × 20 px target at 390 px), and on a phone the link's own box is 44 px tall without moving the row. */}
          <a
            href={`/services/${s.slug}${s.slug === topAnchored ? '#top' : ''}`}
            className="inline-flex items-center gap-1.5 self-center rounded-md text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-900 max-md:-my-3 max-md:py-3 md:order-last md:mt-5 md:gap-2 md:self-start md:after:rounded-2xl"
          >
            {linkLabel}
            <span className="sr-only"> {s.title}</span>
            <ArrowRight />
          </a>
          <p className="col-span-2 col-start-2 text-sm leading-5 text-slate-600 md:mt-2 md:flex-1 md:text-base md:leading-7">
            {s.shortDescription}
          </p>
        </li>
      ))}
    </ul>
  );
}
