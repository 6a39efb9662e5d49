// 'Featured Work' (spec §2 Home): six projects with previous/next buttons, looping endlessly (carouselMachine).
// The server renders the six projects once. The machine, with xstate, loads once the strip comes within a screen of
// the window (not with the page); when it runs, the list is tripled and the track placed on the middle copy in the same frame. The two outer copies are aria-hidden and inert, so assistive technology and
// the keyboard meet each project once; the live region announces the project each button brings into view.
// The track's motion (the glide, the scroll reports) is useGlide's.
import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { home } from '../../content/pages/home';
import { featuredProjects } from '../../content/projects';
import { bestScreenAlt } from '../../content/bestScreenAlt';
import type { CarouselContext } from '../../machines/carouselMachine';
import { carouselIndex } from '../../machines/carouselPosition';
import { machineLoader, useLazyMachine } from '../hooks/useLazyMachine';
import { ArrowLeft, ArrowRight } from '../Icon';
import { BrowserBar, homepageWindowClassName, phoneHomeWindowClassName } from '../portfolio/DeviceFrames';
import { WorkPicture } from '../portfolio/WorkPicture';
import { ButtonLink, Section, threeUpGapClassName } from '../ui';
import { carouselGap } from './carouselFit';
import { useGlide } from './useGlide';

const copies = [0, 1, 2] as const;
const count = featuredProjects.length;
const carousel = machineLoader(() => import('../../machines/carouselMachine').then((m) => m.carouselMachine));
/** What the page shows until the machine runs: the prerendered list, first project, nothing to scroll. */
const prerendered: CarouselContext = { count, position: count, scroll: 'none' };

export function FeaturedWork() {
  const copy = home.featuredWork;
  const trackRef = useRef<HTMLDivElement>(null);
  const { snapshot, send, start } = useLazyMachine(carousel, { count });
  // The loop is built once the strip comes within a screen of the window, not with the page: tripling the list lays
  // the whole strip out again and needs xstate's code, work a first load of the home page (the strip is two to three
  // screens down) need not do. A button pressed before starts it too (send). Without an observer: at once.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return start();
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        start();
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(track);
    return () => near.disconnect();
  }, [start]);
  const running = snapshot !== undefined;
  const context = snapshot?.context ?? prerendered;
  const index = carouselIndex(context);

  useGlide(trackRef, running, context, send);
  const gap = useFittedGap(trackRef);

  const current = featuredProjects[index]!;
  return (
    <Section id="featured-work" labelledBy="featured-work-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <h2 id="featured-work-title" className="heading-section text-ink">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{copy.intro}</p>
        </div>
        <div className="flex items-center gap-3">
          {/* The count says there is more than the row shows; the live region below says it to a screen reader. */}
          <p aria-hidden="true" className="mr-2 font-display text-sm text-slate-600 tabular-nums">
            <span className="font-semibold text-ink">{twoDigits(index + 1)}</span> / {twoDigits(count)}
          </p>
          <button
            type="button"
            aria-label={copy.previousLabel}
            aria-controls="featured-work-track"
            onClick={() => send({ type: 'carousel.prev' })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
          >
            <ArrowLeft className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label={copy.nextLabel}
            aria-controls="featured-work-track"
            onClick={() => send({ type: 'carousel.next' })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
          >
            <ArrowRight className="h-5 w-5" />
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="carousel-status">
        {`Project ${index + 1} of ${count}: ${current.title}`}
      </p>
      <div
        ref={trackRef}
        id="featured-work-track"
        // The gap fills the row with whole cards or leaves the next a third to two thirds in view (carouselFit); until
        // it is measured, the gap it gives at the widths a page is mostly seen at: at 1280 px and over the strip is
        // 1216 px, three cards of 360 px and two gaps of 68. On a phone the strip runs to the screen's edge, which
        // cuts the next card, not the page's margin.
        // Snapping rests while the strip glides, or it would catch every frame on a card edge.
        className={`relative -mr-4 mt-10 flex snap-x gap-4 data-[state=moving]:snap-none overflow-x-auto pb-4 sm:mr-0 sm:gap-6 ${threeUpGapClassName}`}
        style={gap === undefined ? undefined : { columnGap: gap }}
        data-testid="carousel-track"
        // A group, not a region: the section around it is already the region of this name (WAI-ARIA APG carousel:
        // region or group).
        role="group"
        aria-roledescription="carousel"
        aria-label={copy.title}
        // A scrolling box must be reachable by keyboard (WCAG 2.1.1); Chrome focuses it anyway, say so.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-state={String(snapshot?.value ?? 'idle')}
        data-position={context.position}
      >
        {/* Each copy keyed: when the loop is built the middle copy keeps the prerendered nodes (a slide the visitor
            is reading or has focused stays put) and the clones are inserted around it. */}
        {(running ? copies : ([1] as const)).map((c) => (
          <Fragment key={c}>
            {featuredProjects.map((p, i) => {
              const clone = c !== 1;
              return (
                <article
                  key={p.slug}
                  aria-roledescription={clone ? undefined : 'slide'}
                  aria-label={clone ? undefined : `${i + 1} of ${count}: ${p.title}`}
                  aria-hidden={clone || undefined}
                  inert={clone}
                  data-copy={c}
                  className="relative w-[280px] flex-none snap-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:w-[320px] lg:w-[360px]"
                >
                  <div className="border-b border-slate-200">
                    <BrowserBar />
                    <div className={`${homepageWindowClassName} hidden sm:block`}>
                      <WorkPicture
                        slug={p.slug}
                        shot="desktop"
                        alt={clone ? '' : bestScreenAlt[p.slug].desktop}
                        sizes="(min-width: 1024px) 360px, 320px"
                      />
                    </div>
                    <div className={`${phoneHomeWindowClassName} sm:hidden`}>
                      <WorkPicture
                        slug={p.slug}
                        shot="phoneHome"
                        alt={clone ? '' : bestScreenAlt[p.slug].phoneHome}
                        sizes="280px"
                      />
                    </div>
                  </div>
                  <div className="p-5">
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{p.category}</p>
                    <h3 className="mt-2 text-lg font-semibold text-ink">
                      {/* The title's link covers the card; swiping the strip still scrolls it, a tap opens the case. */}
                      <a
                        href={`/portfolio/${p.slug}`}
                        draggable={false}
                        className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset focus-visible:after:ring-brand-600"
                      >
                        {p.title}
                      </a>
                    </h3>
                    <p className="mt-2 text-sm leading-6 text-slate-600">{p.description}</p>
                  </div>
                </article>
              );
            })}
          </Fragment>
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

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The gap between the cards for the strip's width now (carouselGap), measured again as the window resizes. */
function useFittedGap(trackRef: RefObject<HTMLDivElement | null>): number | undefined {
  const [gap, setGap] = useState<number>();
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const card = track.querySelector('article')?.offsetWidth;
      if (card) setGap(carouselGap(track.clientWidth, card));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(track);
    return () => observer.disconnect();
  }, [trackRef]);
  return gap;
}
