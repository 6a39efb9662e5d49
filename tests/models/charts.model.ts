// Spec model of the service graphics (spec §2: crm's animated line graphic, the marketing and analytics animated
// charts, schedule-management's animated calendar grid), written from the spec and the site's rules, not from
// chartMachine. The spec gives no timing: the site's numbers are 300 ms from coming into view to the first element
// and 400 ms between elements. Before a graphic is first seen (and without JavaScript) it is complete; when it
// comes into view it starts over empty and its bars, points or bookings appear one after another; it plays only
// while a visitor can see it (on screen, in a visible tab), keeps what it has drawn while away and, back on screen,
// waits a full step again for the next element (300 ms if none is drawn yet); with reduced motion it is complete
// at once. Once every element is drawn it is over: nothing a visitor does changes it. The prerendered page (what a
// visitor without JavaScript keeps) shows it complete: when the page's scripts arrive with the graphic below the
// fold it empties at once, long before it comes into view; when they arrive with it on screen (the visitor scrolled
// there first and is looking at it) it stays complete: never complete, then a jump back to empty.
import { assign, setup } from 'xstate';

export const FIRST_MS = 300; // the site's: from coming into view to the first element
export const NEXT_MS = 400; // the site's: between two elements

export interface ChartSpecContext {
  count: number;
  /** Elements drawn, from the first. */
  drawn: number;
}

type ChartSpecEvent =
  | { type: 'hydrated.belowFold' } // the page's scripts arrive with the graphic below the fold
  | { type: 'hydrated.inView' } // the page's scripts arrive with the graphic on screen (the visitor scrolled there)
  | { type: 'view.visible' } // scrolled into view in a visible tab
  | { type: 'view.hidden'; cause?: 'scroll' | 'tab' } // scrolled away, or the tab hidden
  | { type: 'motion.reduce' }; // the visitor asks for reduced motion

/** Time a test lets pass where a graphic stands still: all of it, had it kept playing. */
export const stillMs = (count: number) => FIRST_MS + count * NEXT_MS;

const complete = { target: 'done', actions: 'drawAll' } as const;

/** The model of a graphic of `count` elements (at least 2). */
export const createChartSpecModel = (count: number) =>
  setup({
    types: { context: {} as ChartSpecContext, events: {} as ChartSpecEvent },
    guards: {
      anyDrawn: ({ context }) => context.drawn > 0,
      drawsLast: ({ context }) => context.drawn + 1 === context.count,
    },
    actions: {
      // A transition that changes nothing a visitor sees still carries an action: xstate/graph skips empty ones.
      nothingChanges: () => {},
      startOver: assign({ drawn: 0 }),
      drawNext: assign({ drawn: ({ context }) => context.drawn + 1 }),
      drawAll: assign({ drawn: ({ context }) => context.count }),
    },
  }).createMachine({
    id: 'chart-spec',
    // Complete, as the prerendered page shows it.
    context: { count, drawn: count },
    initial: 'prerendered',
    states: {
      // The page as served, before its scripts run: complete, standing still.
      prerendered: {
        on: {
          'hydrated.belowFold': { target: 'unseen', actions: 'startOver' },
          'hydrated.inView': { target: 'done', actions: 'nothingChanges' },
          'motion.reduce': complete,
        },
      },
      // Not seen yet: empty, standing still.
      unseen: {
        on: { 'view.visible': 'first', 'view.hidden': { actions: 'nothingChanges' }, 'motion.reduce': complete },
      },
      first: {
        after: { [FIRST_MS]: { target: 'drawing', actions: 'drawNext' } },
        on: { 'view.hidden': 'away', 'motion.reduce': complete },
      },
      drawing: {
        after: {
          [NEXT_MS]: [
            { guard: 'drawsLast', target: 'done', actions: 'drawNext' },
            { target: 'drawing', reenter: true, actions: 'drawNext' },
          ],
        },
        on: { 'view.hidden': 'away', 'motion.reduce': complete },
      },
      // Seen, then scrolled away or the tab hidden: what is drawn stays, the rest waits.
      away: {
        on: {
          'view.visible': [{ guard: 'anyDrawn', target: 'drawing' }, { target: 'first' }],
          'motion.reduce': complete,
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
