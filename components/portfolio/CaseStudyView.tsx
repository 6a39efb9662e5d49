// A case study (/portfolio/<slug>): the client and the work up front, then challenge → approach → results → screens,
// and the next project beside the call to action. Static sections only: nothing here needs a machine.
import { createContext, use } from 'react';
import type { CaseStudyCopy, ProjectCaseStudy } from '../../content/caseStudyCopy';
import type { ClientQuote } from '../../content/types';
import { largestWidth, workImagePath, workShotSizes } from '../../content/work';
import { ArrowRight } from '../Icon';
import { AfterHero, heroEnd } from '../layout/HeroEnd';
import { BackLink, ButtonLink, Container, Section, threeUpGapClassName } from '../ui';
import {
  figureSwipeRowClassName,
  MoreFigures,
  swipeItemClassName,
  swipeItemRows,
  swipeRowClassName,
} from '../ui/swipeRow';
import { BrowserBar, PhoneFrame } from './DeviceFrames';
import { Showcase } from './Showcase';
import { WorkPicture } from './WorkPicture';

const eyebrowClassName = 'text-sm font-semibold tracking-wide text-brand-700 uppercase';
// self-start: a heading beside a longer text keeps its own height, not the row's.
const h2ClassName = 'heading-section self-start text-ink';
// The words around a study, the same on all six pages: they come with the page's data (pages/portfolio/@slug/+data.ts),
// not in this JavaScript.
const Copy = createContext<CaseStudyCopy | null>(null);
const useCopy = () => use(Copy)!;

function Intro({ study }: { study: ProjectCaseStudy }) {
  const copy = useCopy();
  // Client and services take a full row on a phone; location and year share one.
  const meta = [
    [copy.meta.client, study.client, 'col-span-2 lg:col-span-1'],
    [copy.meta.location, study.location, ''],
    [copy.meta.year, study.year, ''],
    [copy.meta.services, study.services.join(', '), 'col-span-2 lg:col-span-1'],
  ] as const;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="pt-10 pb-16 sm:pt-14">
        <BackLink href={copy.backHref}>{copy.backLabel}</BackLink>
        <p className={eyebrowClassName}>{study.category}</p>
        <h1 className="heading-page mt-3 max-w-4xl text-ink">{study.title}</h1>
        <p className="mt-5 max-w-3xl text-xl leading-8 text-slate-600 sm:text-2xl sm:leading-9">{study.headline}</p>
        <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-5 border-t border-slate-200 pt-6 text-sm lg:grid-cols-[2fr_1fr_0.6fr_1.6fr]">
          {meta.map(([term, value, span]) => (
            <div key={term} className={span}>
              <dt className="font-semibold text-slate-600">{term}</dt>
              <dd className="mt-1 leading-6 text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mx-auto mt-12 max-w-5xl">
          {/* On a phone this is the flow's first step, which "The screens" shows again and describes. */}
          <Showcase project={study} eager laptopSizes="(min-width: 1024px) 1024px, 92vw" phoneAlt="" />
        </div>
      </Container>
      {heroEnd}
    </div>
  );
}

function Challenge({ study }: { study: ProjectCaseStudy }) {
  const copy = useCopy();
  return (
    <Section labelledBy="challenge-title">
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <h2 id="challenge-title" className={h2ClassName}>
          {copy.challengeTitle}
        </h2>
        <p className="text-lg leading-8 text-slate-700 sm:text-xl sm:leading-9">{study.challenge}</p>
      </div>
    </Section>
  );
}

function Approach({ study }: { study: ProjectCaseStudy }) {
  const copy = useCopy();
  return (
    <Section labelledBy="approach-title" className="!pt-0">
      <div className="grid gap-10 border-t border-slate-200 pt-16 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <h2 id="approach-title" className={h2ClassName}>
          {copy.approachTitle}
        </h2>
        {/* On a phone the four steps are a row to swipe through (the buyer's review r22: 8,400-8,900 px pages). */}
        <ol
          aria-labelledby="approach-title"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
          tabIndex={0}
          className={`${swipeRowClassName} sm:grid-cols-2 sm:gap-10`}
        >
          {study.approach.map((step, i) => (
            <li
              key={step.title}
              className={`${swipeItemClassName} ${swipeItemRows[3]} gap-y-2 rounded-2xl border border-slate-200 p-5 sm:rounded-none sm:border-0 sm:p-0`}
            >
              <span className="font-display text-sm font-bold text-brand-700 tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="font-display text-lg font-bold text-ink sm:text-xl">{step.title}</h3>
              <p className="leading-7 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Two or three results share a row on wider screens. */
const resultColumnsClassName = (count: number) =>
  count === 2 ? 'sm:grid-cols-2' : `sm:grid-cols-3 ${threeUpGapClassName}`;

function Results({ study }: { study: ProjectCaseStudy }) {
  const copy = useCopy();
  const { results } = study;
  return (
    <section aria-labelledby="results-title" className="bg-ink py-16 text-white sm:py-20">
      <Container>
        <h2 id="results-title" className="heading-section">
          {copy.resultsTitle}
        </h2>
        {/* How the figures were counted, read before them at body size: a method, not fine print under them (the
            buyer's review r21b). */}
        {results.kind === 'measured' && (
          <p className="mt-4 max-w-3xl text-lg leading-8 text-brand-100" data-testid="figures-method">
            {copy.figuresNote}
          </p>
        )}
        {/* On a phone a row to swipe through, like the steps above. */}
        <ul
          aria-labelledby="results-title"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
          tabIndex={0}
          className={`mt-10 ${results.kind === 'measured' ? figureSwipeRowClassName : swipeRowClassName} sm:gap-10 lg:gap-14 ${resultColumnsClassName(results.items.length)}`}
        >
          {results.kind === 'measured'
            ? results.items.map((r) => (
                <li key={r.label} className={`${swipeItemClassName} border-l-2 border-brand-400 pl-5`}>
                  {/* One sentence to a screen reader and to a copy: the figure, what it counts, over what period. */}
                  <p>
                    <span className="block font-display text-5xl font-extrabold tracking-tight tabular-nums sm:text-6xl">
                      {r.figure}
                    </span>{' '}
                    <span className="mt-3 block text-lg leading-7 font-semibold">
                      {r.label} {r.period}
                    </span>
                  </p>
                  <dl className="mt-4 space-y-2 text-sm leading-6 text-brand-100">
                    <div>
                      <dt className="inline font-semibold text-brand-200">{copy.againstLabel}: </dt>
                      <dd className="inline">{r.against}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-brand-200">{copy.sourceLabel}: </dt>
                      <dd className="inline">{r.source}</dd>
                    </div>
                  </dl>
                </li>
              ))
            : results.items.map((o) => (
                // Side by side, the headings and texts share two rows (a subgrid): every text starts on one line. A
                // heading stays under 12em, so at 1440 px each breaks into two balanced lines, not one into a single
                // line beside two that wrap (the buyer's review r20).
                <li
                  key={o.delivered}
                  className={`${swipeItemClassName} ${swipeItemRows[2]} gap-y-3 border-l-2 border-brand-400 pl-5`}
                >
                  <h3 className="max-w-[12em] font-display text-2xl leading-8 font-bold tracking-tight">
                    {o.delivered}
                  </h3>
                  <p className="leading-7 text-brand-100">{o.changed}</p>
                </li>
              ))}
        </ul>
        {results.kind === 'measured' && <MoreFigures more={results.items.length - 1} />}
        {results.kind === 'outcomes' && <ClientWords quote={results.quote} client={study.title} />}
      </Container>
    </section>
  );
}

/** Where a study has no figure, its client says what changed, under the outcomes. */
function ClientWords({ quote, client }: { quote: ClientQuote; client: string }) {
  return (
    <figure className="mt-12 max-w-4xl border-t border-white/15 pt-10">
      <blockquote className="text-xl leading-8 font-medium text-pretty sm:text-2xl sm:leading-10">
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-5 text-brand-100">
        <span className="font-semibold text-white">{quote.name}</span>, {quote.role}, {client}
      </figcaption>
    </figure>
  );
}

/** A screen's label under it, as a caption. */
function Caption({ children }: { children: string }) {
  return <figcaption className="mt-4 text-sm font-semibold text-slate-700">{children}</figcaption>;
}

/** A desktop page in a browser window, the width of the window: never cut at its side, never in a window that scrolls
 * inside the page. `whole`: the homepage top to bottom, from lg in a column beside the words, every piece a click away
 * from full size (the buyer's review r22: a 675 px window to scroll inside). Below lg each piece opens full size (the
 * 1440 px file, zoomable by the browser) when tapped, under a hint, where the page is drawn at a quarter of its size
 * (buyer's reviews, issue #32). */
function BrowserScreen({
  study,
  shot,
  sizes,
  className = '',
}: {
  study: ProjectCaseStudy;
  shot: 'scroll' | 'inner';
  sizes: string;
  className?: string;
}) {
  const copy = useCopy();
  const { label, pieces } = study.screens[shot];
  const whole = shot === 'scroll';
  return (
    <figure className={className}>
      <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-600 lg:hidden">
        <ArrowRight className="h-4 w-4 flex-none text-brand-700" />
        {copy.screenHint}
      </p>
      <div className="overflow-hidden rounded-xl bg-white shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/10">
        <BrowserBar domain={study.domain} />
        <section
          // A region that may scroll must take focus (WCAG 2.1.1); the whole homepage never does.
          tabIndex={whole ? undefined : 0}
          aria-label={label}
          className={
            whole
              ? ''
              : 'overflow-auto focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600'
          }
        >
          {pieces.map((p, i) => (
            <a
              key={i}
              href={workImagePath(study.slug, shot, largestWidth(shot), 'webp', i)}
              // In a tab of its own (the case study stays where the visitor was). From lg the inner page is drawn near
              // its size and a click there opens nothing (Enter on the focused link still does); the whole homepage,
              // drawn at half its size, opens each section full size.
              target="_blank"
              rel="noopener"
              className={`block cursor-zoom-in ${whole ? '' : 'lg:pointer-events-none'}`}
            >
              <WorkPicture slug={study.slug} shot={shot} piece={i} alt={p.alt} sizes={sizes} />
            </a>
          ))}
        </section>
      </div>
      <Caption>{label}</Caption>
    </figure>
  );
}

const shownPhoneSections = 2;

/** Below 640 px the homepage as a phone draws it, top to bottom, at the column's width: its words at nine tenths of
 * their size, where the 1440 px page would draw them at a quarter (the buyer's review r20a: "body text roughly 3–4 px
 * tall"). Nothing to tap: it is already legible. */
function PhonePage({ study, className }: { study: ProjectCaseStudy; className: string }) {
  const copy = useCopy();
  const { label, pieces } = study.screens.phoneScroll;
  const picture = (i: number) => (
    <WorkPicture key={i} slug={study.slug} shot="phoneScroll" piece={i} alt={pieces[i]!.alt} sizes="92vw" />
  );
  return (
    <figure className={className}>
      <div className="overflow-hidden rounded-xl bg-white shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/10">
        <BrowserBar domain={study.domain} />
        {/* The first two sections (the hero and what follows it), the rest behind one tap: the whole homepage made a
            case study 10,200–10,700 px tall at 390 (the buyer's review r21b). A native disclosure: nothing to hydrate,
            and the rest's pictures load when opened. */}
        <section aria-label={label} className="group">
          {/* Closed, the last shown section fades into the button: the page goes on, it is not cut. */}
          <div className="relative">
            {pieces.slice(0, shownPhoneSections).map((_, i) => picture(i))}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-28 bg-gradient-to-t from-white group-has-[details[open]]:hidden"
            />
          </div>
          {pieces.length > shownPhoneSections && (
            <details className="group/more">
              <summary className="flex cursor-pointer list-none items-center justify-center gap-2 border-t border-slate-200 bg-white px-4 py-4 font-semibold text-brand-700 group-open/more:sr-only hover:text-brand-900 [&::-webkit-details-marker]:hidden">
                {copy.phoneMore}
                <ArrowRight className="h-4 w-4 rotate-90" />
              </summary>
              {pieces.slice(shownPhoneSections).map((_, i) => picture(i + shownPhoneSections))}
            </details>
          )}
        </section>
      </div>
      <Caption>{label}</Caption>
    </figure>
  );
}

/** The flow's grid from sm up, so that no phone sits alone on a row (the buyer's review r20: Summit Ridge's fourth step
 * alone under three): two or three steps share a row; four make two rows of two, then one row of four from lg; more
 * fill rows of three. `flowSizes`: a phone's width in each. */
const flowColumnsClassName = (steps: number) =>
  steps === 4
    ? 'sm:grid-cols-2 lg:grid-cols-4'
    : steps === 2
      ? 'sm:grid-cols-2'
      : `sm:grid-cols-3 ${threeUpGapClassName}`;
const flowSizes = (steps: number) =>
  steps === 4
    ? '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 85vw'
    : steps === 2
      ? '(min-width: 640px) 45vw, 85vw'
      : '(min-width: 640px) 30vw, 85vw';

/** The flow on a phone, one phone per step, all one size (the shot's 390 × 844 screen): side by side on a wide screen,
 * a strip to swipe on a phone. The flow's pieces are one page cut at its sections, so each phone shows that page
 * scrolled to its step's top (or to its last screenful), never a frame stretched or squashed to a piece's height. */
function PhoneFlow({ study }: { study: ProjectCaseStudy }) {
  const { label, pieces } = study.screens.phone;
  const { width, height } = workShotSizes.phone.viewport;
  const below = (n: number) => pieces.slice(0, n).reduce((sum, p) => sum + p.height, 0);
  return (
    <figure>
      <ol
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
        tabIndex={0}
        aria-label={label}
        className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 ${flowColumnsClassName(pieces.length)}`}
      >
        {pieces.map((_, i) => {
          const top = Math.min(below(i), below(pieces.length) - height);
          return (
            <li key={i} className="w-[85vw] max-w-[340px] flex-none snap-center sm:w-auto sm:max-w-none">
              <PhoneFrame>
                <div className="overflow-hidden" style={{ aspectRatio: `${width}/${height}` }}>
                  {/* A margin in percent is a share of the width, as the pieces' heights are. */}
                  <div style={{ marginTop: `${(-100 * top) / width}%` }}>
                    {pieces.map((p, j) => (
                      <WorkPicture
                        key={j}
                        slug={study.slug}
                        shot="phone"
                        piece={j}
                        // The step's own piece says what it shows; the others are described in their own phones.
                        alt={j === i ? p.alt : ''}
                        sizes={flowSizes(pieces.length)}
                      />
                    ))}
                  </div>
                </div>
              </PhoneFrame>
            </li>
          );
        })}
      </ol>
      <Caption>{label}</Caption>
    </figure>
  );
}

function Screens({ study }: { study: ProjectCaseStudy }) {
  const copy = useCopy();
  return (
    <Section labelledBy="screens-title" className="bg-slate-50">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-16">
        {/* From lg the homepage, top to bottom, in a column beside the words; the words stay beside it as it goes. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="screens-title" className={h2ClassName}>
              {copy.screensTitle}
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-slate-600">{copy.screensIntro}</p>
            <p className="mt-6 hidden items-center gap-2 text-sm font-semibold text-slate-600 lg:flex">
              <ArrowRight className="h-4 w-4 flex-none text-brand-700" />
              {copy.wholePageHint}
            </p>
          </div>
          <BrowserScreen
            study={study}
            shot="scroll"
            sizes="(min-width: 1280px) 680px, (min-width: 1024px) 54vw, 92vw"
            className="hidden sm:block"
          />
          <PhonePage study={study} className="sm:hidden" />
        </div>
        <BrowserScreen study={study} shot="inner" sizes="(min-width: 1280px) 1152px, 92vw" />
        <PhoneFlow study={study} />
      </div>
    </Section>
  );
}

function NextAndCta({ next }: { next: ProjectCaseStudy }) {
  const copy = useCopy();
  return (
    <Section>
      {/* From lg the next project lies on its side, its page beside its name, so that it and the call beside it are
          both as tall as what they hold (the buyer's review r22: the call stretched 150 px past its words). */}
      <div className="grid gap-6 lg:grid-cols-2">
        <a
          href={`/portfolio/${next.slug}`}
          className="group flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg lg:flex-row"
        >
          <span className="flex items-end bg-gradient-to-br from-slate-100 to-brand-50 px-8 pt-8 lg:w-[58%] lg:flex-none lg:px-6 lg:pt-6">
            <span className="block w-full overflow-hidden rounded-t-xl shadow-lg ring-1 ring-slate-900/10 transition group-hover:-translate-y-1">
              <WorkPicture slug={next.slug} shot="desktop" alt="" sizes="(min-width: 1024px) 320px, 84vw" />
            </span>
          </span>
          <span className="flex items-end justify-between gap-4 p-8 lg:flex-col lg:items-start lg:justify-center lg:p-7">
            <span>
              <span className={`block ${eyebrowClassName}`}>{copy.nextLabel}</span>
              <span className="mt-2 block font-display text-2xl font-bold text-ink">{next.title}</span>
              <span className="mt-1 block text-slate-600">{next.category}</span>
            </span>
            <ArrowRight className="h-6 w-6 flex-none text-brand-700 transition group-hover:translate-x-1" />
          </span>
        </a>
        <div className="flex flex-col justify-center rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-12 lg:p-8">
          <h2 className="heading-block text-ink">{copy.cta.title}</h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{copy.cta.text}</p>
          <ButtonLink href={copy.cta.href} className="mt-8 w-fit">
            {copy.cta.label}
            <ArrowRight />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

/** `next`: the project after this one in the carousel's order (the page's +data picks it). */
export function CaseStudyView({
  study,
  next,
  copy,
}: {
  study: ProjectCaseStudy;
  next: ProjectCaseStudy;
  copy: CaseStudyCopy;
}) {
  return (
    <Copy value={copy}>
      <article>
        <Intro study={study} />
        <AfterHero>
          <Challenge study={study} />
          <Approach study={study} />
          <Results study={study} />
          <Screens study={study} />
          <NextAndCta next={next} />
        </AfterHero>
      </article>
    </Copy>
  );
}
