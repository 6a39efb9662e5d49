// Mobile navigation menu (spec §2 Top navigation, §4): closed or open.
import { setup } from 'xstate';

export const menuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'menu.close' },
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      // Escape, a press outside and a route change all arrive as menu.close.
      on: { 'menu.toggle': 'closed', 'menu.close': 'closed' },
    },
  },
});
