// Top navigation (spec §2 Top navigation, §4, §9): the mobile menu panel is closed or open; clicking Contact
// also scrolls smoothly to the top 100 ms later. The scroll itself is the `scrollToTop` action the Header provides.
import { setup } from 'xstate';

export type MenuEvent =
  | { type: 'menu.toggle' }
  // Escape, a press outside and a route change all arrive as menu.close.
  | { type: 'menu.close' }
  | { type: 'menu.contact' };

export const menuMachine = setup({
  types: {} as {
    events: MenuEvent;
  },
  actions: {
    // Provided by the component: machines do not touch the DOM.
    scrollToTop: () => {},
  },
  delays: {
    scrollDelay: 100, // spec §9: menu scroll-to-top delay
  },
}).createMachine({
  id: 'menu',
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.toggle': 'open' },
        },
        open: {
          on: { 'menu.toggle': 'closed', 'menu.close': 'closed' },
        },
      },
    },
    scroll: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'menu.contact': 'pending' },
        },
        pending: {
          after: { scrollDelay: { target: 'idle', actions: 'scrollToTop' } },
          on: { 'menu.contact': { target: 'pending', reenter: true } },
        },
      },
    },
  },
});
