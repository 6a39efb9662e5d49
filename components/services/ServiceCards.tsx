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
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-6 lg:grid-cols-4" data-testid="services-grid">
      {services.map((s) => (
        <li
          key={s.slug}
          className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex md:flex-col md:items-stretch md:gap-0 md:p-6"
        >
          <div className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 md:h-12 md:w-12">
            <Icon name={s.icon} />
          </div>
          <h3 className="text-lg leading-6 font-semibold text-ink md:mt-5">{s.title}</h3>
          <a
            href={`/services/${s.slug}${s.slug === topAnchored ? '#top' : ''}`}
            className="inline-flex items-center gap-1.5 self-center rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 md:order-last md:mt-5 md:gap-2 md:self-start"
          >
            {linkLabel}
            <span className="sr-only"> {s.title}</span>
            <ArrowRight />
          </a>
          <p className="col-span-2 col-start-2 leading-6 text-slate-600 md:mt-2 md:flex-1 md:leading-7">
            {s.shortDescription}
          </p>
        </li>
      ))}
    </ul>
  );
}
