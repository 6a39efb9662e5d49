// Spec model of the website-design process cards (spec §2 website-design, §4, §9), written from the spec alone:
// four cards (Discovery, Design, Development, Launch) highlight in turn, step i at 1000 ms · i + 600 ms. Beyond the
// spec text, the site's rule for every demo: it plays only while a visitor can see it (on screen, in a visible
// tab), keeps the cards it has lit while away and, back on screen, waits a full step again for the next one (the
// first step's 600 ms if none is lit yet); with reduced motion every card is lit at once. Once all four are lit
// the demo is over: nothing a visitor does changes it. The prerendered page shows the cards unlit, the first frame:
// when the page's scripts arrive with the cards on screen (the visitor scrolled there first) they start from it.
import { assign, setup } from 'xstate';

export const STEPS = ['Discovery', 'Design', 'Development', 'Launch'] as const; // spec §2
export const FIRST_MS = 600; // spec §9: step 0 at 1000 · 0 + 600 ms
export const STEP_MS = 1000; // spec §9: each further step 1000 ms later
/** Time a test lets pass where the cards stand still: long enough for every step, had they kept going. */
export const STILL_MS = FIRST_MS + STEPS.length * STEP_MS;

export interface ProcessSpecContext {
  /** Cards highlighted, from the first. */
  lit: number;
}

type ProcessSpecEvent =
  | { type: 'hydrated.belowFold' } // the page's scripts arrive with the cards below the fold
  | { type: 'hydrated.inView' } // the page's scripts arrive with the cards on screen (the visitor scrolled there)
  | { type: 'view.visible' } // scrolled into view in a visible tab
  | { type: 'view.hidden'; cause?: 'scroll' | 'tab' } // scrolled away, or the tab hidden
  | { type: 'motion.reduce' }; // the visitor asks for reduced motion

const allLit = { target: 'done', actions: 'lightAll' } as const;

export const processSpecModel = setup({
  types: { context: {} as ProcessSpecContext, events: {} as ProcessSpecEvent },
  guards: {
    anyLit: ({ context }) => context.lit > 0,
    lightsLast: ({ context }) => context.lit + 1 === STEPS.length,
  },
  actions: {
    // A transition that changes nothing a visitor sees still carries an action: xstate/graph skips empty ones.
    nothingChanges: () => {},
    lightNext: assign({ lit: ({ context }) => context.lit + 1 }),
    lightAll: assign({ lit: STEPS.length }),
  },
}).createMachine({
  id: 'process-spec',
  context: { lit: 0 },
  initial: 'prerendered',
  states: {
    // The page as served, before its scripts run: the cards unlit, standing still.
    prerendered: {
      on: {
        'hydrated.belowFold': { target: 'unseen', actions: 'nothingChanges' },
        'hydrated.inView': 'first',
        'motion.reduce': allLit,
      },
    },
    // Not seen yet: the cards stand still.
    unseen: {
      on: { 'view.visible': 'first', 'view.hidden': { actions: 'nothingChanges' }, 'motion.reduce': allLit },
    },
    first: {
      after: { [FIRST_MS]: { target: 'stepping', actions: 'lightNext' } },
      on: { 'view.hidden': 'away', 'motion.reduce': allLit },
    },
    stepping: {
      after: {
        [STEP_MS]: [
          { guard: 'lightsLast', target: 'done', actions: 'lightNext' },
          { target: 'stepping', reenter: true, actions: 'lightNext' },
        ],
      },
      on: { 'view.hidden': 'away', 'motion.reduce': allLit },
    },
    // Seen, then scrolled away or the tab hidden: the cards lit so far stay lit, the others wait.
    away: {
      on: {
        'view.visible': [{ guard: 'anyLit', target: 'stepping' }, { target: 'first' }],
        'motion.reduce': allLit,
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
