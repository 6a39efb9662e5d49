// The varied section layouts (issue #14): a band of figures, quotes, a strip of logos and a numbered timeline.
// Pages compose these instead of repeating heading + four cards + checklist.
import type { TitledText } from '../../content/types';
import { ArrowRight } from '../Icon';
import { FigureList } from './FigureList';
import { threeUpGapClassName } from './index';
import { figureColumnsClassName, MoreFigures, swipeItemClassName, swipeRowClassName } from './swipeRow';

/** A figure of the band, with the client it belongs to and the case study that gives its baseline. */
interface BandFigure {
  value: string;
  label: string;
  /** What the figure was measured against. */
  against: string;
  client: string;
  href: string;
}

export function StatBand({ title, items }: { title: string; items: readonly BandFigure[] }) {
  return (
    <section aria-label={title} className="bg-ink py-12 text-white sm:py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="heading-section">{title}</h2>
        {/* On a phone a row to swipe through (the buyer's review r23: home 7,465 px tall at 390), a grid from sm. */}
        <div
          role="group"
          aria-label={title}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
          tabIndex={0}
          className="-mx-4 mt-8 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
        >
          <FigureList
            figures={items.map((s) => ({
              term: s.label,
              value: s.value,
              after: (
                <>
                  <span className="mt-1 block text-brand-200">Against {s.against}.</span>
                  {/* A 46 px tall target (r26: 22 px at 390 px): the padding's margins taken back, nothing moves. At
                      the foot of its column, level with its neighbours' whatever their lines above (r27b: 48 px of
                      stagger at 1440). The arrow stays with the name's last word, where a name wraps in a column of
                      three (640–1023 px). */}
                  <span className="mt-auto">
                    <a
                      href={s.href}
                      className="-mt-2 -mb-3 block w-fit py-3 font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white"
                    >
                      {s.client.slice(0, s.client.lastIndexOf(' ') + 1)}
                      <span className="whitespace-nowrap">
                        {s.client.slice(s.client.lastIndexOf(' ') + 1)}
                        <ArrowRight className="ml-1 inline h-3.5 w-3.5 align-[-0.1em]" />
                      </span>
                    </a>
                  </span>
                </>
              ),
            }))}
            classNames={{
              // On a phone a column a figure, the next one peeking by its rule (as a case study's results): in a flex
              // row the four shrank to 172 px each, 470 px tall, the shortest with 244 px empty under it (the buyer's
              // review r24).
              list: `grid ${figureColumnsClassName} grid-flow-col gap-4 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-3 sm:gap-6 ${threeUpGapClassName}`,
              item: `${swipeItemClassName} border-l-2 border-brand-400 pl-5`,
              term: 'mt-2 flex flex-1 flex-col text-sm leading-6 text-brand-100',
              value: 'text-5xl font-extrabold',
            }}
          />
        </div>
        <MoreFigures more={items.length - 1} />
      </div>
    </section>
  );
}

interface Quote {
  quote: string;
  name: string;
  role: string;
  client: string;
  /** The client's logo (its one-ink mark, as on the logo wall) and its case study. */
  logo: { src: string; width: number; height: number };
  href: string;
}

export function QuoteCards({ quotes, label }: { quotes: readonly Quote[]; label: string }) {
  return (
    // Side by side, the cards share three rows (logo, quote, attribution) through subgrids: every name starts on one
    // line, whichever quote or attribution wraps further. On a phone a row to swipe through (r23: the three stacked
    // made the home page 1,369 px longer).
    <ul
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone (WCAG 2.1.1)
      tabIndex={0}
      className={`${swipeRowClassName} sm:gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr_auto] lg:gap-y-0 ${threeUpGapClassName}`}
    >
      {quotes.map((q) => (
        <li key={q.name} className={`${swipeItemClassName} flex lg:row-span-3 lg:grid lg:grid-rows-subgrid`}>
          <figure className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0">
            {/* Who is speaking, at a glance: the client's own logo, drawn as on the wall above (no invented face); the
                caption names the client. */}
            <div className="flex items-start justify-between gap-4">
              <img
                src={q.logo.src}
                alt=""
                width={q.logo.width}
                height={q.logo.height}
                loading="lazy"
                className="h-7 w-auto"
                data-testid="quote-logo"
              />
              <svg viewBox="0 0 32 24" className="h-6 w-8 flex-none text-brand-400" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11z"
                />
              </svg>
            </div>
            <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-700 sm:mt-6 sm:text-lg sm:leading-8">
              {q.quote}
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-100 pt-5 text-sm">
              <span className="block font-semibold text-ink">{q.name}</span>
              <span className="text-slate-600">
                {q.role}, {/* An inline link's vertical padding grows its target (r26: 17 px tall), not the line. */}
                <a
                  href={q.href}
                  className="py-3.5 font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
                >
                  {q.client}
                </a>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function LogoStrip({
  title,
  logos,
}: {
  title: string;
  logos: readonly { client: string; logo: string; width: number; height: number }[];
}) {
  return (
    <div>
      <h2 className="heading-section text-ink">{title}</h2>
      {/* One treatment: every mark in one ink (its file's), cropped to its ink, so one height gives each the same
          drawn height: 24 px on a phone, 28 from lg. */}
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((l) => (
          <li key={l.client} className="flex justify-center">
            <img
              src={l.logo}
              alt={l.client}
              width={l.width}
              height={l.height}
              loading="lazy"
              className="h-6 w-auto opacity-70 transition hover:opacity-100 lg:h-7"
              data-testid="client-mark"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Numbered steps on a vertical line (a process, a history). */
export function Timeline({ steps }: { steps: readonly TitledText[] }) {
  return (
    // Down the page on a phone and a tablet: the line sits 1rem in from the page line, so the step circles (centred on
    // it) start on the page line (16 px from a phone's edge) and the list ends on the 48rem measure, like every
    // section's content; not centred in the page (docs/design.md, "The grid"). From 1024 px the steps stand in a row
    // along the line, in the page's four columns (the buyer's review r29: down the page they left 998 px of the row
    // empty at 1440).
    <ol className="relative ml-4 max-w-[47rem] border-l-2 border-brand-200 pl-8 lg:ml-0 lg:grid lg:max-w-none lg:grid-cols-4 lg:gap-6 lg:border-t-2 lg:border-l-0 lg:pt-8 lg:pl-0">
      {steps.map((s, i) => (
        <li key={s.title} className="relative pb-10 last:pb-0 lg:pb-0">
          <span
            className="bg-brand-gradient absolute top-0 -left-[3.05rem] figure flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold text-white ring-4 ring-white lg:-top-[3.2rem] lg:left-0"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="text-xl font-bold text-ink">{s.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
