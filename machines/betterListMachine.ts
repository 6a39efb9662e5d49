// Home hero (spec §2): the word 'better' reveals reach, leads, sales, growth on hover (or click / Enter).
import { createMachine } from 'xstate';

type BetterListEvent = { type: 'better.open' } | { type: 'better.close' } | { type: 'better.toggle' };

export const betterListMachine = createMachine({
  types: {} as { events: BetterListEvent },
  id: 'betterList',
  initial: 'closed',
  states: {
    closed: {
      on: { 'better.open': 'open', 'better.toggle': 'open' },
    },
    open: {
      on: { 'better.close': 'closed', 'better.toggle': 'closed' },
    },
  },
});
