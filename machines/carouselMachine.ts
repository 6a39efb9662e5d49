// 'Featured Work' carousel (spec §2 Home, §4, §9): the list is rendered three times and the view stays in the
// middle copy, so previous/next wrap forever with a smooth scroll of one slide. `position` is the slide the
// view is headed for, counted from the start of the first copy; while it glides it may run past the copies (every
// click counts, however fast), and the component shows it in the middle copy. The project shown is position mod
// count. The view only ever changes copy by exactly one list length, which shows the same picture: back to the
// middle copy at rest, and when free scrolling (touch, trackpad) comes within 5 % of the start or beyond 95 % of
// the three-copy scroll range. The component measures the DOM and performs the scrolls.
import { assertEvent, assign, setup } from 'xstate';
import { carouselIndex } from './carouselPosition';

export interface CarouselContext {
  count: number;
  position: number;
  /** How the component brings the track to `position`: a glide, at once (first placement), back into the middle
   * copy by whole list lengths (a loop jump, same picture), or not at all (the visitor scrolled it there). */
  scroll: 'smooth' | 'place' | 'recentre' | 'none';
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  /** The glide to `position` ended (or the visitor took hold of the strip). */
  | { type: 'carousel.settled' }
  /** The visitor scrolled the track: `ratio` of the scroll range, `slide` nearest the start edge. */
  | { type: 'carousel.scrolled'; ratio: number; slide: number };

const loopThresholds = { start: 0.05, end: 0.95 } as const; // spec §9

/** The scroll report these guards and actions are only ever taken on. */
function scrolled(event: CarouselEvent) {
  assertEvent(event, 'carousel.scrolled');
  return event;
}

export const carouselMachine = setup({
  types: {} as {
    input: { count: number };
    context: CarouselContext;
    events: CarouselEvent;
  },
  guards: {
    nearStart: ({ event }) => scrolled(event).ratio < loopThresholds.start,
    nearEnd: ({ event }) => scrolled(event).ratio > loopThresholds.end,
  },
  actions: {
    stepNext: assign({ position: ({ context }) => context.position + 1, scroll: 'smooth' }),
    stepPrev: assign({ position: ({ context }) => context.position - 1, scroll: 'smooth' }),
    backToMiddle: assign(({ context }) => ({
      position: context.count + carouselIndex(context),
      scroll: 'recentre' as const,
    })),
    followScroll: assign(({ event }) => ({ position: scrolled(event).slide, scroll: 'none' as const })),
    jumpForward: assign(({ context, event }) => ({
      position: scrolled(event).slide + context.count,
      scroll: 'recentre' as const,
    })),
    jumpBack: assign(({ context, event }) => ({
      position: scrolled(event).slide - context.count,
      scroll: 'recentre' as const,
    })),
  },
}).createMachine({
  id: 'carousel',
  // Start on the first project of the middle copy, placed there at once.
  context: ({ input }) => ({ count: input.count, position: input.count, scroll: 'place' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'carousel.next': { target: 'moving', actions: 'stepNext' },
        'carousel.prev': { target: 'moving', actions: 'stepPrev' },
        'carousel.scrolled': [
          { guard: 'nearStart', actions: 'jumpForward' },
          { guard: 'nearEnd', actions: 'jumpBack' },
          { actions: 'followScroll' },
        ],
      },
    },
    // The component glides the track to `position`; the scroll events it fires are not the visitor's.
    moving: {
      on: {
        'carousel.next': { actions: 'stepNext' },
        'carousel.prev': { actions: 'stepPrev' },
        'carousel.settled': { target: 'idle', actions: 'backToMiddle' },
      },
    },
  },
});
