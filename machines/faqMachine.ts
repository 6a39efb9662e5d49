// FAQ accordion (spec §2 FAQ, §4): at most one item open at a time; the open item closes when toggled again.
import { assign, setup } from 'xstate';

export const faqMachine = setup({
  types: {
    context: {} as { openId: string | null },
    events: {} as { type: 'faq.toggle'; id: string },
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
          { guard: 'isOpenItem', target: 'allClosed', actions: assign({ openId: null }) },
          { target: 'oneOpen', actions: assign({ openId: ({ event }) => event.id }) },
        ],
      },
    },
  },
});
