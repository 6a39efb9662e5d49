// Lights `count` items one after another once the element is on screen (process cards, service charts).
// Paused off screen or in a hidden tab, it resumes at the item it had reached; reduced motion shows all at once.
// Hydrated off screen, it shows its first frame (none lit); hydrated on screen with every item already shown (the
// prerendered frame of the charts), it keeps them: the visitor may be looking at them already.
import { assign, setup } from 'xstate';
import type { ViewEvent } from './viewEvents';

interface RevealInput {
  /** At least 2: the first item comes after revealOffset, the others after revealInterval each. */
  count: number;
  /** Items lit before the reveal starts: what the prerendered page and a visitor without JavaScript see. */
  shown: number;
}

interface RevealDelays {
  /** From coming on screen to the first item. */
  revealOffset: number;
  /** Between two items. */
  revealInterval: number;
}

export function createRevealMachine(id: string, delays: RevealDelays) {
  return setup({
    types: {} as {
      input: RevealInput;
      context: { count: number; shown: number };
      events: ViewEvent;
    },
    delays: { ...delays },
    guards: {
      revealsLast: ({ context }) => context.shown + 1 >= context.count,
      hasStarted: ({ context }) => context.shown > 0,
      showsAll: ({ context }) => context.shown >= context.count,
    },
    actions: {
      restart: assign({ shown: 0 }),
      revealNext: assign({ shown: ({ context }) => context.shown + 1 }),
      revealAll: assign({ shown: ({ context }) => context.count }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ count: input.count, shown: input.shown }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          'view.armed': { actions: 'restart' },
          'view.present': { guard: 'showsAll', target: 'done' },
          'view.visible': { target: 'starting', actions: 'restart' },
          'motion.reduce': { target: 'done', actions: 'revealAll' },
        },
      },
      starting: {
        after: { revealOffset: { target: 'running', actions: 'revealNext' } },
        on: { 'view.hidden': 'paused', 'motion.reduce': { target: 'done', actions: 'revealAll' } },
      },
      running: {
        after: {
          revealInterval: [
            { guard: 'revealsLast', target: 'done', actions: 'revealNext' },
            { target: 'running', reenter: true, actions: 'revealNext' },
          ],
        },
        on: { 'view.hidden': 'paused', 'motion.reduce': { target: 'done', actions: 'revealAll' } },
      },
      paused: {
        on: {
          'view.visible': [{ guard: 'hasStarted', target: 'running' }, { target: 'starting' }],
          'motion.reduce': { target: 'done', actions: 'revealAll' },
        },
      },
      done: { type: 'final' },
    },
  });
}
