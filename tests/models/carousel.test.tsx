// 'Featured Work' (FeaturedWork + carouselMachine) against the carousel spec model (carousel.model.ts):
// generated paths and chosen longer ones (bursts of clicks while the strip glides, full laps, swipes at and around
// the 5 % / 95 % thresholds), each checked in every state against what a visitor sees: the project announced,
// where the strip rests, how many cards it travelled, that no scroll ever moves the picture by more than a card,
// the buttons, and the three copies of which only the middle one is exposed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { FeaturedWork } from '../../components/home/FeaturedWork';
import { featuredProjects } from '../../content/projects';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { createTimedModel } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import {
  COUNT,
  carouselStateKey,
  carouselStopWhen,
  createCarouselSpecModel,
  swipeRest,
  thresholdSwipes,
  type CarouselSpecContext,
  type Edge,
} from './carousel.model';

// jsdom has no layout: 360 px cards + 24 px gap (spec §9, large screens), a range where both thresholds fall on
// whole pixels (5 % = 300 px, 95 % = 5700 px).
const layout = { stride: 384, range: 6000 };
/** Where the first slide sits in its offset parent (the track is not positioned): offsetLeft is measured from there. */
const SLIDE_OFFSET = 32;
/** scrollTo's behaviours a browser accepts; any other value is a TypeError. */
const BEHAVIOURS = new Set<ScrollBehavior | undefined>(['auto', 'instant', 'smooth', undefined]);
const listLength = COUNT * layout.stride;
const spec = createCarouselSpecModel(layout);
const timed = createTimedModel(spec, {
  events: thresholdSwipes([-1, 0, 1]),
  serializeState: carouselStateKey,
  stopWhen: carouselStopWhen,
});

const next = { type: 'carousel.next' };
const prev = { type: 'carousel.prev' };
const settle = { type: 'carousel.settle' };
const wait = { type: 'carousel.wait' };
const times = (n: number, event: { type: string }) => Array.from({ length: n }, () => event);
/** Clicks 50 ms apart, the strip moving in between (the model ignores the time: nothing it tracks changes). */
const apart = (...events: { type: string }[]) => events.flatMap((event) => [event, wait]);
const chosen = [
  chosenPath(timed.machine, '13 quick clicks on next while it glides: 13 cards, project 2', [
    ...times(13, next),
    settle,
  ]),
  chosenPath(timed.machine, '7 quick clicks on previous: 7 cards back, project 6', [...times(7, prev), settle]),
  chosenPath(timed.machine, 'next, next, previous, next 50 ms apart while it glides: 2 cards on', [
    ...apart(next, next, prev, next),
    settle,
  ]),
  chosenPath(timed.machine, 'previous, previous, next 50 ms apart while it glides: 1 card back', [
    ...apart(prev, prev, next),
    settle,
  ]),
  chosenPath(timed.machine, 'next ×3, previous, next ×2 in one glide: 4 cards on', [
    ...times(3, next),
    prev,
    ...times(2, next),
    settle,
  ]),
  chosenPath(
    timed.machine,
    'a full lap forwards and one card more, one card at a time',
    [...times(COUNT + 1, next)].flatMap((e) => [e, settle]),
  ),
  chosenPath(
    timed.machine,
    'a full lap backwards and one card more, one card at a time',
    [...times(COUNT + 1, prev)].flatMap((e) => [e, settle]),
  ),
  chosenPath(timed.machine, 'next, and once it rests, swiped into the end zone', [
    next,
    settle,
    { type: 'carousel.swipe', edge: 'end', px: 1 },
  ]),
  chosenPath(timed.machine, 'swiped into the start zone, then next', [
    { type: 'carousel.swipe', edge: 'start', px: -1 },
    next,
    settle,
  ]),
  chosenPath(timed.machine, 'swiped beyond 95 %, then two quick previous', [
    { type: 'carousel.swipe', edge: 'end', px: 1 },
    prev,
    prev,
    settle,
  ]),
];

/** jsdom has no layout: slides sit at index × stride, and scrollTo moves scrollLeft at once (and is recorded; a
 * smooth one would be animated by the browser). As in a browser, a scroll that moved the strip is reported by one
 * scroll event in the next frame (however many scrolls that frame saw), and a scroll to where it already is by none. */
function fakeLayout() {
  let scrollLeft = 0;
  const writes: { from: number; to: number; smooth: boolean }[] = [];
  const track = document.getElementById('featured-work-track')!;
  [...track.children].forEach((slide, i) =>
    Object.defineProperty(slide, 'offsetLeft', { value: SLIDE_OFFSET + i * layout.stride }),
  );
  const scrollWidth = 3 * listLength - 24;
  let reportPending = false;
  Object.defineProperties(track, {
    scrollLeft: { get: () => scrollLeft, set: (v: number) => (scrollLeft = v), configurable: true },
    scrollWidth: { value: scrollWidth },
    clientWidth: { value: scrollWidth - layout.range },
    scrollTo: {
      value: ({ left, behavior }: ScrollToOptions) => {
        if (!BEHAVIOURS.has(behavior)) throw new TypeError(`'${behavior}' is not a valid ScrollBehavior`);
        writes.push({ from: scrollLeft, to: left!, smooth: behavior === 'smooth' });
        if (left === scrollLeft) return;
        scrollLeft = left!;
        if (reportPending) return;
        reportPending = true;
        requestAnimationFrame(() => {
          reportPending = false;
          track.dispatchEvent(new Event('scroll'));
        });
      },
    },
  });
  return { track, writes, setScrollLeft: (v: number) => (scrollLeft = v) };
}

/** How far the picture moved, in pixels, over a scroll from `from` to `to`: the copies are identical, so a move by
 * a whole list length shows the same picture. */
const pictureMove = (from: number, to: number) => {
  const d = (((to - from) % listLength) + listLength) % listLength;
  return d > listLength / 2 ? d - listLength : d;
};

/** From the first render on: the slides laid out at the stride, and the track's scrolls recorded (jsdom has neither). */
function recordPlacements() {
  const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;
  const scrolls: ScrollToOptions[] = [];
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const parent = this.parentElement;
      return parent?.id === 'featured-work-track'
        ? SLIDE_OFFSET + [...parent.children].indexOf(this) * layout.stride
        : 0;
    },
  });
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (this.id === 'featured-work-track') scrolls.push(options as ScrollToOptions);
  } as typeof Element.prototype.scrollTo;
  return {
    scrolls,
    restore: () => {
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
      Element.prototype.scrollTo = jsdomScrollTo;
    },
  };
}

const browser = fakeBrowserForEachTest();
const jsdomScrollTo = Element.prototype.scrollTo;
// Tests replace jsdom's element scrolling (it has none): give it back after each.
afterEach(() => void (Element.prototype.scrollTo = jsdomScrollTo));

/** The visitor scrolls the strip to `edge`'s loop threshold + `px` (a swipe): where it should come to rest. */
function swipe(strip: ReturnType<typeof fakeLayout>, edge: Edge, px: number) {
  const { at, rest } = swipeRest(layout, edge, px);
  strip.setScrollLeft(at);
  fireEvent.scroll(strip.track);
  return rest;
}

/** The carousel mounted and its machine loaded (it loads once the strip comes near the window), then put on the fake
 * layout, resting on the middle copy's first card. */
async function mountOnLayout() {
  // The first placement happens when the machine starts, before the fake layout: jsdom has no element scrolling.
  Element.prototype.scrollTo = () => {};
  render(<FeaturedWork />);
  browser.setOnScreen(true);
  await settleLoaded();
  const strip = fakeLayout();
  strip.setScrollLeft(COUNT * layout.stride);
  const status = () => screen.getByTestId('carousel-status').textContent;
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { ...strip, status, click };
}

/** Featured Work as the prerender leaves it in the page; `hydrate` runs React over that HTML, brings the strip near
 * the window and lets the machine load, `remove` unmounts it and takes it out of the page. */
async function prerendered() {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<FeaturedWork />);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  return {
    container,
    hydrate: async () => {
      await act(async () => void (root = hydrateRoot(container, <FeaturedWork />)));
      browser.setOnScreen(true);
      await settleLoaded();
    },
    remove: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('spec model: Featured Work carousel', () => {
  it('renders the six projects once before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<FeaturedWork />);
    for (const p of featuredProjects) expect(html.split(p.description).length - 1).toBe(1);
  });

  // The loop (twelve more cards, the strip laid out again, and xstate's code) is no work for a first load while the
  // strip is screens down the page: its machine loads as the strip comes near the window (the observer's margin).
  it('builds the loop only once the strip comes near the window, not when it reports being far', async () => {
    Element.prototype.scrollTo = () => {};
    const { container } = render(<FeaturedWork />);
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(COUNT);
    browser.setOnScreen(false);
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(COUNT);
    browser.setOnScreen(true);
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(3 * COUNT);
    expect(screen.getAllByRole('article')).toHaveLength(COUNT);
  });

  it('a button pressed while the strip is far builds the loop and moves on', async () => {
    Element.prototype.scrollTo = () => {};
    const { container } = render(<FeaturedWork />);
    fireEvent.click(screen.getByRole('button', { name: 'Next project' }));
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(3 * COUNT);
    expect(screen.getByTestId('carousel-status')).toHaveTextContent(
      `Project 2 of ${COUNT}: ${featuredProjects[1]!.title}`,
    );
  });

  it('starts on the first project of the middle copy, placed there at once', async () => {
    const placements = recordPlacements();
    try {
      render(<FeaturedWork />);
      // Until its machine has loaded the strip is the prerendered six, unplaced.
      expect(placements.scrolls).toEqual([]);
      browser.setOnScreen(true);
      await settleLoaded();
      expect(placements.scrolls).toEqual([{ left: listLength, behavior: 'instant' }]);
      expect(screen.getByTestId('carousel-status')).toHaveTextContent(
        `Project 1 of ${COUNT}: ${featuredProjects[0]!.title}`,
      );
    } finally {
      placements.restore();
    }
  });

  it('hydrates the prerendered six into the looping strip: placed once, without a warning, and looping', async () => {
    const page = await prerendered();
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    const placements = recordPlacements();
    try {
      await page.hydrate();
      expect(placements.scrolls).toEqual([{ left: listLength, behavior: 'instant' }]);
      expect(warnings).not.toHaveBeenCalled();
      placements.restore();
      // The hydrated strip takes the visitor's swipes: one into the end zone is looped back.
      const strip = fakeLayout();
      strip.setScrollLeft(listLength);
      const rest = swipe(strip, 'end', 1);
      expect(strip.track.scrollLeft).toBe(rest);
    } finally {
      placements.restore();
      warnings.mockRestore();
      page.remove();
    }
  });

  // A keyboard visitor who tabbed onto a project while the machine loaded stays on it when the loop is built: the
  // middle copy is the prerendered six, not six new nodes (focus on a removed node falls back to the page's body).
  it('a project focused before the loop is built keeps its focus, the same node, once the machine runs', async () => {
    Element.prototype.scrollTo = () => {};
    const page = await prerendered();
    const link = screen.getByRole('link', { name: featuredProjects[2]!.title });
    link.focus();
    try {
      await page.hydrate();
      // The loop is built: three copies, of which the visitor meets one.
      expect(page.container.querySelectorAll('article')).toHaveLength(3 * COUNT);
      expect(link.isConnected).toBe(true);
      expect(document.activeElement).toBe(link);
      expect(screen.getByRole('link', { name: featuredProjects[2]!.title })).toBe(link);
    } finally {
      page.remove();
    }
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      void browser;
      const strip = await mountOnLayout();
      const { track, writes } = strip;
      let written = 0;
      let travelled = 0;
      await timed.run(path, {
        events: {
          'carousel.next': () => fireEvent.click(screen.getByRole('button', { name: 'Next project' })),
          'carousel.prev': () => fireEvent.click(screen.getByRole('button', { name: 'Previous project' })),
          // Frames run until the glide has come to its end.
          'carousel.settle': () => act(() => vi.advanceTimersByTime(2000)),
          'carousel.wait': () => act(() => vi.advanceTimersByTime(50)),
          'carousel.swipe': (event) => {
            const { edge, px } = event as unknown as { edge: Edge; px: number };
            swipe(strip, edge, px);
            // The visitor put the strip here: the next glide's travel counts from the card at the start edge
            // (a loop jump moves no picture).
            written = writes.length;
          },
        },
        assert: (snapshot: AnyMachineSnapshot, trace) => {
          const c = snapshot.context as CarouselSpecContext;
          const project = featuredProjects[c.index]!;
          expect(screen.getByTestId('carousel-status')).toHaveTextContent(
            `Project ${c.index + 1} of ${COUNT}: ${project.title}`,
          );
          // Looping: neither button ever gives up.
          for (const name of ['Previous project', 'Next project'])
            expect(screen.getByRole('button', { name })).toBeEnabled();
          // Three copies; only the middle one is exposed, as six labelled slides.
          const slides = [...track.children] as HTMLElement[];
          expect(slides).toHaveLength(3 * COUNT);
          slides.forEach((slide, i) => {
            const clone = i < COUNT || i >= 2 * COUNT;
            expect(slide.hasAttribute('inert')).toBe(clone);
            expect(slide.getAttribute('aria-hidden')).toBe(clone ? 'true' : null);
            expect(slide.getAttribute('aria-roledescription')).toBe(clone ? null : 'slide');
            // A copy's picture is decoration; the middle one's says what it shows.
            const alt = slide.querySelector('img')!.getAttribute('alt') ?? '';
            if (clone) expect(alt).toBe('');
            else expect(alt).toMatch(new RegExp(`^${featuredProjects[i - COUNT]!.title.split(' ')[0]}.{40,}`));
            // Each slide opens its project's case study.
            const project = featuredProjects[i % COUNT]!;
            expect(slide.querySelector('a')!.getAttribute('href')).toBe(`/portfolio/${project.slug}`);
          });
          expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(
            featuredProjects.map((p, i) => `${i + 1} of ${COUNT}: ${p.title}`),
          );
          // No instant scroll moves the picture by more than a card (a loop jump moves it by none).
          for (const w of writes.slice(written)) {
            const move = pictureMove(w.from, w.to);
            if (!w.smooth) expect(Math.abs(move), `scroll ${w.from} → ${w.to}`).toBeLessThanOrEqual(layout.stride);
            travelled += move;
          }
          written = writes.length;
          if (snapshot.matches('resting'))
            // After a swipe: where the visitor put it, or one list length on inside the loop thresholds.
            expect(track.scrollLeft, 'where the strip rests').toBe(c.rest);
          if (trace.at(-1)?.type === 'carousel.swipe') {
            // The next glide's travel counts from the card at the start edge.
            travelled = pictureMove(Math.round(c.rest / layout.stride) * layout.stride, c.rest);
          } else if (snapshot.matches('resting')) {
            // One card per click, every click: the glide moved the picture exactly that far.
            if (trace.at(-1)?.type === 'carousel.settle')
              expect(travelled, 'pixels travelled').toBeCloseTo(c.travel * layout.stride, 6);
            travelled = 0;
          }
        },
      });
    });
  }

  it('with reduced motion, each click shows the next card at once, and a swipe after it is looped', async () => {
    browser.reduceMotion();
    const strip = await mountOnLayout();
    strip.click('Next project');
    // No glide: the strip is on the second card before any frame ran.
    expect(strip.track.scrollLeft).toBe((COUNT + 1) * layout.stride);
    expect(strip.writes.every((w) => !w.smooth)).toBe(true);
    expect(strip.status()).toContain(`Project 2 of ${COUNT}`);
    strip.click('Next project');
    expect(strip.track.scrollLeft).toBe((COUNT + 2) * layout.stride);
    // At rest already: the visitor's swipe into the end zone is looped back like any other.
    const rest = swipe(strip, 'end', 1);
    expect(strip.track.scrollLeft).toBe(rest);
  });

  it('a click in the very frame a long glide ends moves one card on from where it rests', async () => {
    const strip = await mountOnLayout();
    for (let i = 0; i < COUNT; i++) strip.click('Next project');
    // Frame by frame until the glide has ended, then a click before the next frame (and its scroll report).
    for (let frames = 0; strip.track.dataset.state !== 'idle'; frames++) {
      expect(frames, 'the glide ends').toBeLessThan(200);
      act(() => vi.advanceTimersByTime(16));
    }
    const from = strip.writes.length;
    strip.click('Next project');
    act(() => vi.advanceTimersByTime(2000));
    const travelled = strip.writes.slice(from).reduce((sum, w) => sum + pictureMove(w.from, w.to), 0);
    expect(travelled / layout.stride, 'cards travelled').toBeCloseTo(1, 6);
    expect(strip.status()).toContain(`Project 2 of ${COUNT}`);
  });

  it('stops gliding when the visitor leaves the page mid-glide', async () => {
    const strip = await mountOnLayout();
    strip.click('Next project');
    act(() => vi.advanceTimersByTime(50));
    const writes = strip.writes.length;
    cleanup();
    act(() => vi.advanceTimersByTime(2000));
    expect(strip.writes.length, 'no frame after the page has gone').toBe(writes);
  });

  it('taken hold of mid-glide (pointer or wheel), the strip stays where the visitor holds it', async () => {
    for (const grab of ['pointerDown', 'wheel'] as const) {
      const strip = await mountOnLayout();
      // Held while at rest: nothing to let go of, and nothing breaks.
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.error);
      window.addEventListener('error', onError);
      fireEvent[grab](strip.track);
      window.removeEventListener('error', onError);
      expect(errors).toEqual([]);
      strip.click('Next project');
      act(() => vi.advanceTimersByTime(50));
      const held = strip.track.scrollLeft;
      expect(held).toBeGreaterThan(COUNT * layout.stride); // under way
      expect(held).toBeLessThan((COUNT + 1) * layout.stride);
      fireEvent[grab](strip.track);
      const writes = strip.writes.length;
      act(() => vi.advanceTimersByTime(2000));
      expect(strip.writes.length, 'no frame moves it on').toBe(writes);
      expect(strip.track.scrollLeft).toBe(held);
      // Let go, it is at rest: a swipe into the end zone is looped back.
      const rest = swipe(strip, 'end', 1);
      expect(strip.track.scrollLeft).toBe(rest);
      cleanup();
    }
  });
  timed.expectFullCoverage('carousel (spec model)');
});
