// 'Featured Work' (spec §2 Home): six projects, previous/next buttons. The looping scroll is the carousel machine.
import { home } from '../../content/pages';
import { featuredProjects } from '../../content/projects';
import { ArrowLeft, ArrowRight } from '../Icon';
import { ButtonLink, Section } from '../ui';

export function FeaturedWork() {
  const copy = home.featuredWork;
  return (
    <Section id="featured-work" labelledBy="featured-work-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <h2 id="featured-work-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{copy.intro}</p>
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            aria-label={copy.previousLabel}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
          >
            <ArrowLeft className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label={copy.nextLabel}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
          >
            <ArrowRight className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div
        className="mt-10 flex snap-x gap-6 overflow-x-auto pb-4"
        role="region"
        aria-roledescription="carousel"
        aria-label={copy.title}
      >
        {featuredProjects.map((p, i) => (
          <article
            key={p.title}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${featuredProjects.length}: ${p.title}`}
            className="w-[280px] flex-none snap-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:w-[320px] lg:w-[360px]"
          >
            <img
              src={p.image}
              alt={p.imageAlt}
              width={720}
              height={480}
              loading="lazy"
              className="aspect-[3/2] w-full bg-brand-50 object-cover"
            />
            <div className="p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{p.category}</p>
              <h3 className="mt-2 text-lg font-semibold text-ink">{p.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{p.description}</p>
            </div>
          </article>
        ))}
      </div>
      <div className="mt-8">
        <ButtonLink href={copy.link.href} tone="secondary">
          {copy.link.label}
          <ArrowRight />
        </ButtonLink>
      </div>
    </Section>
  );
}
