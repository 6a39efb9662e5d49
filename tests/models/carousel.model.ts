// Spec model of 'Featured Work' (spec §2 Home, §4 Carousel, §9), written from the spec alone: six projects,
// previous/next move the index by one and wrap modulo 6, with a smooth scroll of one slide. The list is shown three
// times and the view kept in the middle copy; when the position comes within 5 % of the start or beyond 95 % of
// the three-copy span (read as the scroll range, the span the view can travel) it jumps by one list length, which
// shows the same picture. What a visitor can tell apart: the project announced, whether the strip is still gliding,
// where it rests and how far it travelled, which must be one card per click, every click counted.
// Positions are in pixels of a layout given by the test (card stride, scroll range), as the browser lays it out.
import { assign, setup, type AnyMachineSnapshot } from 'xstate';

export const COUNT = 6; // spec §9: 6 items
const LOOP_START = 0.05; // spec §9: loop thresholds
const LOOP_END = 0.95;

interface CarouselLayout {
  /** One card and its gap. */
  stride: number;
  /** scrollWidth − clientWidth of the strip. */
  range: number;
}

export type Edge = 'start' | 'end';
export interface CarouselSpecContext {
  index: number;
  /** Where the strip rests (scrollLeft), once at rest. */
  rest: number;
  /** Cards the strip has to travel in this glide (+ forwards), from the card at the start edge when it started. */
  travel: number;
}

type CarouselSpecEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  /** The glide comes to its end. */
  | { type: 'carousel.settle' }
  /** The visitor scrolls the strip by hand to `px` pixels off a loop threshold and holds it there. */
  | { type: 'carousel.swipe'; edge: Edge; px: number };

const wrap = (n: number) => ((n % COUNT) + COUNT) % COUNT;

/** Where a swipe to `px` off the threshold at `edge` leaves the strip: jumped by one list length inside the
 * thresholds (strictly within 5 % of the start, strictly beyond 95 %), else where the visitor put it. */
export function swipeRest(layout: CarouselLayout, edge: Edge, px: number) {
  const at = (edge === 'start' ? LOOP_START : LOOP_END) * layout.range + px;
  const ratio = at / layout.range;
  const jump = ratio < LOOP_START ? COUNT : ratio > LOOP_END ? -COUNT : 0;
  return { at, rest: at + jump * layout.stride, jumped: jump !== 0 };
}

export function createCarouselSpecModel(layout: CarouselLayout) {
  const middle = (index: number) => (COUNT + index) * layout.stride;
  const step = (context: CarouselSpecContext, by: 1 | -1) => ({
    index: wrap(context.index + by),
    travel: context.travel + by,
  });
  return setup({
    types: { context: {} as CarouselSpecContext, events: {} as CarouselSpecEvent },
    actions: {
      next: assign(({ context }) => step(context, 1)),
      prev: assign(({ context }) => step(context, -1)),
      startGlide: assign({ travel: 0 }),
      // At rest the view is on the project's card in the middle copy.
      rest: assign(({ context }) => ({ rest: middle(context.index) })),
      swipe: assign(({ event }) => {
        if (event.type !== 'carousel.swipe') return {};
        const { rest } = swipeRest(layout, event.edge, event.px);
        return { rest, index: wrap(Math.round(rest / layout.stride)), travel: 0 };
      }),
    },
  }).createMachine({
    id: 'carousel-spec',
    context: { index: 0, rest: middle(0), travel: 0 },
    initial: 'resting',
    states: {
      resting: {
        on: {
          'carousel.next': { target: 'gliding', actions: ['startGlide', 'next'] },
          'carousel.prev': { target: 'gliding', actions: ['startGlide', 'prev'] },
          'carousel.swipe': { actions: 'swipe' },
        },
      },
      // Clicks while it glides count just the same.
      gliding: {
        on: {
          'carousel.next': { actions: 'next' },
          'carousel.prev': { actions: 'prev' },
          'carousel.settle': { target: 'resting', actions: 'rest' },
        },
      },
    },
  });
}

export const carouselStateKey = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CarouselSpecContext;
  return JSON.stringify([snapshot.value, c.index, c.rest, c.travel]);
};

/** Bounds the generated paths: at most two cards of travel per glide (chosen paths go further). */
export const carouselStopWhen = (snapshot: AnyMachineSnapshot) =>
  Math.abs((snapshot.context as CarouselSpecContext).travel) > 2;

/** The swipes at and around both thresholds (and the middle of the range, where nothing jumps). */
export const thresholdSwipes = (pixels: number[]) =>
  (['start', 'end'] as const).flatMap((edge) => pixels.map((px) => ({ type: 'carousel.swipe' as const, edge, px })));
