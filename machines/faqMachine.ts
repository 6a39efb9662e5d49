// FAQ accordion (spec §2 FAQ, §4): at most one item open at a time; the open item closes when toggled again.
// The open item is `openId` while in oneOpen; in allClosed none is, whatever openId last held.
import { assign, setup } from 'xstate';

export const faqMachine = setup({
  types: {} as {
    context: { openId: string | null };
    events: { type: 'faq.toggle'; id: string };
  },
  guards: {
    isOpenItem: ({ context, event }) => context.openId === event.id,
  },
}).createMachine({
  id: 'faq',
  context: { openId: null },
  initial: 'allClosed',
  states: {
    allClosed: {
      on: { 'faq.toggle': { target: 'oneOpen', actions: assign({ openId: ({ event }) => event.id }) } },
    },
    oneOpen: {
      on: {
        'faq.toggle': [
          { guard: 'isOpenItem', target: 'allClosed' },
          { actions: assign({ openId: ({ event }) => event.id }) }, // another item: it opens, this one closes
        ],
      },
    },
  },
});
