// Spec model of the customer-service support log (spec §2 customer-service, §9), written from the spec alone:
// a simulated support event is added every 280 ms and only the last 8 are kept. Beyond the spec text, the site's
// rule for every demo: it plays only while a visitor can see it (on screen, in a visible tab), picks up where it
// stopped, and with reduced motion it stands still. The prerendered page shows the first 8 events, which stay
// until the log is seen: when the page's scripts arrive with it on screen (the visitor scrolled there first) it
// plays on from them.
import { assign, setup } from 'xstate';

export const LINE_MS = 280; // spec §9: one line every 280 ms
export const KEPT = 8; // spec §9: keeps the last 8
/** Time a test lets pass in a state where the log stands still: several lines, had it kept playing. */
export const STILL_MS = 10 * LINE_MS;

export interface SupportLogSpecContext {
  /** Lines added since the page loaded. */
  added: number;
}

type SupportLogSpecEvent =
  | { type: 'hydrated.belowFold' } // the page's scripts arrive with the log below the fold
  | { type: 'hydrated.inView' } // the page's scripts arrive with the log on screen (the visitor scrolled there)
  | { type: 'view.visible' } // scrolled into view in a visible tab
  | { type: 'view.hidden'; cause?: 'scroll' | 'tab' } // scrolled away, or the tab hidden
  | { type: 'motion.reduce' }; // the visitor asks for reduced motion

export const supportLogSpecModel = setup({
  types: { context: {} as SupportLogSpecContext, events: {} as SupportLogSpecEvent },
  actions: {
    // A transition that changes nothing a visitor sees still carries an action: xstate/graph skips empty ones.
    nothingChanges: () => {},
    addLine: assign({ added: ({ context }) => context.added + 1 }),
  },
}).createMachine({
  id: 'supportLog-spec',
  context: { added: 0 },
  initial: 'prerendered',
  states: {
    // The page as served, before its scripts run: the first 8 lines, standing still.
    prerendered: {
      on: {
        'hydrated.belowFold': { target: 'unseen', actions: 'nothingChanges' },
        'hydrated.inView': 'playing',
        'motion.reduce': 'stopped',
      },
    },
    // Not seen (yet, or any more): the lines stand still.
    unseen: { on: { 'view.visible': 'playing', 'motion.reduce': 'stopped' } },
    playing: {
      after: { [LINE_MS]: { target: 'playing', reenter: true, actions: 'addLine' } },
      on: { 'view.hidden': 'unseen', 'motion.reduce': 'stopped' },
    },
    // Reduced motion: the log has no last frame, so it stops where it is, seen or not.
    stopped: { on: { 'view.visible': { actions: 'nothingChanges' } } },
  },
});
