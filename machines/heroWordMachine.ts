// Home hero (spec §2): the word after 'your business,' changes in turn while the hero is on screen.
// The spec gives no timing; 2.5 s per word leaves time to read each one.
import { assign, setup } from 'xstate';
import type { ViewEvent } from './viewEvents';

export const heroWordMachine = setup({
  types: {} as {
    input: { count: number };
    context: { count: number; index: number };
    events: ViewEvent;
  },
  delays: {
    wordDuration: 2500,
  },
  actions: {
    nextWord: assign({ index: ({ context }) => (context.index + 1) % context.count }),
  },
}).createMachine({
  id: 'heroWord',
  context: ({ input }) => ({ count: input.count, index: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'view.visible': 'cycling', 'motion.reduce': 'still' },
    },
    cycling: {
      after: { wordDuration: { target: 'cycling', reenter: true, actions: 'nextWord' } },
      on: { 'view.hidden': 'paused', 'motion.reduce': 'still' },
    },
    paused: {
      on: { 'view.visible': 'cycling', 'motion.reduce': 'still' },
    },
    // Reduced motion: the word shown stays.
    still: {},
  },
});
