// customer-service support log (spec §2, §9): a simulated event every 280 ms, the last 8 lines kept.
// Lines are numbered; the component shows template `id % templates` for each. It runs while on screen.
import { assign, setup } from 'xstate';
import { firstLines, keptLines } from './supportLogLines';
import type { ViewEvent } from './viewEvents';

export const supportLogMachine = setup({
  types: {} as {
    context: { lines: number[] };
    events: ViewEvent;
  },
  delays: {
    lineInterval: 280, // spec §9
  },
  actions: {
    appendLine: assign({
      lines: ({ context }) => [...context.lines, context.lines.at(-1)! + 1].slice(-keptLines),
    }),
  },
}).createMachine({
  id: 'supportLog',
  // The first 8 lines are what the prerendered page shows.
  context: () => ({ lines: firstLines() }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'view.visible': 'running', 'motion.reduce': 'still' },
    },
    running: {
      after: { lineInterval: { target: 'running', reenter: true, actions: 'appendLine' } },
      on: { 'view.hidden': 'paused', 'motion.reduce': 'still' },
    },
    paused: {
      on: { 'view.visible': 'running', 'motion.reduce': 'still' },
    },
    // Reduced motion: an endless log has no final frame, so the lines stop where they are.
    still: {},
  },
});
