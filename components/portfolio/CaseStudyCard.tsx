// A case-study card on /portfolio (spec §2): picture, category badge, title, description, services and key results.
// The title links to the case study, and its link covers the card, so the whole card opens it.
import { type ProjectCaseStudy, caseStudyCopy, keyResults } from '../../content/caseStudyCopy';
import { ArrowRight } from '../Icon';
import { CheckList } from '../ui';
import { Showcase } from './Showcase';

export function CaseStudyCard({
  study,
  servicesLabel,
  resultsLabel,
  eager = false,
}: {
  study: ProjectCaseStudy;
  servicesLabel: string;
  resultsLabel: string;
  eager?: boolean;
}) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg lg:grid-cols-2">
      <div className="flex items-center bg-gradient-to-br from-slate-100 to-brand-50 px-6 pt-6 pb-6 sm:px-10 sm:pt-8 lg:py-12">
        <div className="w-full transition duration-300 group-hover:-translate-y-1">
          <Showcase
            project={study}
            eager={eager}
            laptopSizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 82vw"
          />
        </div>
      </div>
      <div className="p-8">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {study.category}
        </p>
        <h2 className="heading-block mt-4 text-ink">
          <a
            href={`/portfolio/${study.slug}`}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-brand-600"
          >
            {study.title}
          </a>
        </h2>
        <p className="mt-3 leading-7 text-slate-600">{study.overview}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">{servicesLabel}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {study.services.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
              {s}
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">{resultsLabel}</h3>
        <CheckList items={keyResults(study.results)} className="mt-3" />
        <p aria-hidden="true" className="mt-8 flex items-center gap-2 font-semibold text-brand-700">
          {caseStudyCopy.linkLabel}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
