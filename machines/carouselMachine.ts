// 'Featured Work' carousel (spec §2 Home, §4, §9): the list is rendered three times and the view stays in the
// middle copy, so previous/next wrap forever with a smooth scroll of one slide. `position` is the slide the
// track is scrolled to, 0 … 3·count − 1; the project shown is position mod count.
// After a smooth move settles outside the middle copy, or when free scrolling (touch, trackpad) comes within
// 5 % of the start or beyond 95 % of the three-copy scroll range, the view jumps by one list length to the
// identical slide of the middle copy. The component measures the DOM and performs the scrolls.
import { assign, setup } from 'xstate';

export type ScrollMode = 'smooth' | 'instant' | 'none';

export interface CarouselContext {
  count: number;
  position: number;
  /** How the component brings the track to `position`: animated, at once (a loop jump), or not (user scrolled). */
  scroll: ScrollMode;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  /** The smooth scroll ended (scrollend). */
  | { type: 'carousel.settled' }
  /** The visitor scrolled the track: `ratio` of the scroll range, `slide` nearest the start edge. */
  | { type: 'carousel.scrolled'; ratio: number; slide: number };

export const loopThresholds = { start: 0.05, end: 0.95 } as const; // spec §9

export const carouselIndex = ({ position, count }: Pick<CarouselContext, 'position' | 'count'>) =>
  ((position % count) + count) % count;

export const carouselMachine = setup({
  types: {
    input: {} as { count: number },
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  delays: {
    // scrollend is the signal; this only rescues a browser that never sends it.
    settleTimeout: 1000,
  },
  guards: {
    canGoNext: ({ context }) => context.position + 1 < 3 * context.count,
    canGoPrev: ({ context }) => context.position > 0,
    nearStart: ({ event }) => event.type === 'carousel.scrolled' && event.ratio < loopThresholds.start,
    nearEnd: ({ event }) => event.type === 'carousel.scrolled' && event.ratio > loopThresholds.end,
  },
  actions: {
    stepNext: assign({ position: ({ context }) => context.position + 1, scroll: 'smooth' }),
    stepPrev: assign({ position: ({ context }) => context.position - 1, scroll: 'smooth' }),
    backToMiddle: assign(({ context: { position, count } }) =>
      position >= 2 * count
        ? { position: position - count, scroll: 'instant' as const }
        : position < count
          ? { position: position + count, scroll: 'instant' as const }
          : { position, scroll: 'none' as const },
    ),
    followScroll: assign(({ context, event }) =>
      event.type === 'carousel.scrolled' ? { position: event.slide, scroll: 'none' as const } : context,
    ),
    jumpForward: assign(({ context, event }) =>
      event.type === 'carousel.scrolled'
        ? { position: event.slide + context.count, scroll: 'instant' as const }
        : context,
    ),
    jumpBack: assign(({ context, event }) =>
      event.type === 'carousel.scrolled'
        ? { position: event.slide - context.count, scroll: 'instant' as const }
        : context,
    ),
  },
}).createMachine({
  id: 'carousel',
  // Start on the first project of the middle copy, placed there at once.
  context: ({ input }) => ({ count: input.count, position: input.count, scroll: 'instant' }),
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
    // A smooth scroll is under way; the scroll events it fires are not the visitor's.
    moving: {
      after: { settleTimeout: { target: 'idle', actions: 'backToMiddle' } },
      on: {
        'carousel.next': { guard: 'canGoNext', target: 'moving', reenter: true, actions: 'stepNext' },
        'carousel.prev': { guard: 'canGoPrev', target: 'moving', reenter: true, actions: 'stepPrev' },
        'carousel.settled': { target: 'idle', actions: 'backToMiddle' },
      },
    },
  },
});
