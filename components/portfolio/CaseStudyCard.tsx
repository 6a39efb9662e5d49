import type { CaseStudy } from '../../content/types';
import { CheckList } from '../ui';

export function CaseStudyCard({
  study,
  servicesLabel,
  resultsLabel,
  eager = false,
}: {
  study: CaseStudy;
  servicesLabel: string;
  resultsLabel: string;
  eager?: boolean;
}) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      <div className="relative">
        <img
          src={study.image}
          alt={study.imageAlt}
          width={720}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full bg-brand-50 object-contain"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow">
          {study.category}
        </span>
      </div>
      <div className="p-8">
        <h2 className="text-2xl font-bold text-ink">{study.title}</h2>
        <p className="mt-3 leading-7 text-slate-600">{study.description}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">{servicesLabel}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {study.services.map((s) => (
            <li key={s} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {s}
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">{resultsLabel}</h3>
        <CheckList items={study.results} className="mt-3" />
      </div>
    </article>
  );
}
