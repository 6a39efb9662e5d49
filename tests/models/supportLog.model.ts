// Spec model of the customer-service support log (spec §2 customer-service, §9), written from the spec alone:
// a simulated support event is added every 280 ms and only the last 8 are kept. Beyond the spec text, the site's
// rule for every demo: it plays only while a visitor can see it (on screen, in a visible tab), picks up where it
// stopped, and with reduced motion it stands still. Before it is first seen it shows the first 8 events.
import { assign, setup } from 'xstate';

export const LINE_MS = 280; // spec §9: one line every 280 ms
export const KEPT = 8; // spec §9: keeps the last 8
/** Time a test lets pass in a state where the log stands still: several lines, had it kept playing. */
export const STILL_MS = 10 * LINE_MS;

export interface SupportLogSpecContext {
  /** Lines added since the page loaded. */
  added: number;
}

export type SupportLogSpecEvent =
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
  initial: 'unseen',
  states: {
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
