// Spec model of the SEO search demo (spec §2 seo, §9), written from the spec alone: the query 'Contractors in
// Atlanta' is typed one character every 70 ms, then, in a ranked list of 4 sample contractors, the featured one
// moves up one place every 600 ms until it is first. Beyond the spec text, the site's rules: the prerendered page
// (what a visitor without JavaScript keeps) shows the finished result. When the page's scripts arrive with the demo
// below the fold, it shows its first frame at once, long before it comes into view (an empty query, the featured
// contractor last, the result cards waiting in place, their text out of sight until the query is complete), and
// plays from there when it comes into view; when they arrive with the demo on screen (the visitor scrolled there
// first and is looking at the finished result), the finished result stays: never the end, then a jump back. It
// plays only while a visitor can see it (on screen, in a visible tab) and, back on screen, waits a full character
// or swap again; with reduced motion it jumps to the finished result. Once the featured contractor is first it is
// over.
import { assign, setup } from 'xstate';

export const QUERY = 'Contractors in Atlanta'; // spec §2
export const RESULTS = 4; // spec §2: 4 sample contractors, the featured one climbing from last place
export const CHAR_MS = 70; // spec §9: one character every 70 ms
export const SWAP_MS = 600; // spec §9: one rank swap every 600 ms
/** Time a test lets pass where the demo stands still: all of it, had it kept playing. */
export const STILL_MS = QUERY.length * CHAR_MS + RESULTS * SWAP_MS;

export interface SeoSpecContext {
  /** Characters of the query in the box. */
  typed: number;
  /** The featured contractor's place, 0 = first. */
  rank: number;
}

type SeoSpecEvent =
  | { type: 'hydrated.belowFold' } // the page's scripts arrive with the demo below the fold
  | { type: 'hydrated.inView' } // the page's scripts arrive with the demo on screen (the visitor scrolled there)
  | { type: 'view.visible' } // scrolled into view in a visible tab
  | { type: 'view.hidden'; cause?: 'scroll' | 'tab' } // scrolled away, or the tab hidden
  | { type: 'motion.reduce' }; // the visitor asks for reduced motion

const finish = { target: 'done', actions: 'finish' } as const;

export const seoSpecModel = setup({
  types: { context: {} as SeoSpecContext, events: {} as SeoSpecEvent },
  guards: {
    typesLast: ({ context }) => context.typed + 1 === QUERY.length,
    swapsToTop: ({ context }) => context.rank === 1,
    typing: ({ context }) => context.typed < QUERY.length,
  },
  actions: {
    // A transition that changes nothing a visitor sees still carries an action: xstate/graph skips empty ones.
    nothingChanges: () => {},
    startOver: assign({ typed: 0, rank: RESULTS - 1 }),
    typeNext: assign({ typed: ({ context }) => context.typed + 1 }),
    moveUp: assign({ rank: ({ context }) => context.rank - 1 }),
    finish: assign({ typed: QUERY.length, rank: 0 }),
  },
}).createMachine({
  id: 'seoDemo-spec',
  // The finished result, as the prerendered page shows it.
  context: { typed: QUERY.length, rank: 0 },
  initial: 'prerendered',
  states: {
    // The page as served, before its scripts run: the finished result, standing still.
    prerendered: {
      on: {
        'hydrated.belowFold': { target: 'unseen', actions: 'startOver' },
        'hydrated.inView': { target: 'done', actions: 'nothingChanges' },
        'motion.reduce': finish,
      },
    },
    // Not seen yet: the first frame, standing still.
    unseen: {
      on: { 'view.visible': 'typing', 'view.hidden': { actions: 'nothingChanges' }, 'motion.reduce': finish },
    },
    typing: {
      after: {
        [CHAR_MS]: [
          { guard: 'typesLast', target: 'ranking', actions: 'typeNext' },
          { target: 'typing', reenter: true, actions: 'typeNext' },
        ],
      },
      on: { 'view.hidden': 'away', 'motion.reduce': finish },
    },
    ranking: {
      after: {
        [SWAP_MS]: [
          { guard: 'swapsToTop', target: 'done', actions: 'moveUp' },
          { target: 'ranking', reenter: true, actions: 'moveUp' },
        ],
      },
      on: { 'view.hidden': 'away', 'motion.reduce': finish },
    },
    // Seen, then scrolled away or the tab hidden: it stands still where it was.
    away: {
      on: {
        'view.visible': [{ guard: 'typing', target: 'typing' }, { target: 'ranking' }],
        'motion.reduce': finish,
      },
    },
    done: {
      on: {
        'view.visible': { actions: 'nothingChanges' },
        'view.hidden': { actions: 'nothingChanges' },
        'motion.reduce': { actions: 'nothingChanges' },
      },
    },
  },
});
