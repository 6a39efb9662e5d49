// seo demo (spec §2, §9): the query is typed one character per 70 ms, then the featured result climbs one
// rank per 600 ms until it is first. Without JavaScript the finished result shows; once the page has hydrated with
// the demo off screen, its first frame (view.armed), so coming into view never shows the end first; hydrated with the
// demo on screen (the visitor scrolled there before the scripts arrived), the finished result stays (view.present).
import { assign, setup } from 'xstate';
import { finalOrder, finishedDemo, initialOrder, type SeoDemoContext, type SeoDemoInput } from './seoDemoOrder';
import type { ViewEvent } from './viewEvents';

export type { SeoDemoInput } from './seoDemoOrder';

export const seoDemoMachine = setup({
  types: {} as {
    input: SeoDemoInput;
    context: SeoDemoContext;
    events: ViewEvent;
  },
  delays: {
    typeDelay: 70, // spec §9: per character
    swapDelay: 600, // spec §9: per rank swap
  },
  guards: {
    typesLast: ({ context }) => context.typed + 1 >= context.queryLength,
    swapsToTop: ({ context }) => context.order.indexOf(context.featured) === 1,
    isTyping: ({ context }) => context.typed < context.queryLength,
  },
  actions: {
    restart: assign({ typed: 0, order: ({ context }) => initialOrder(context.resultCount) }),
    typeNext: assign({ typed: ({ context }) => context.typed + 1 }),
    swapUp: assign({
      order: ({ context }) => {
        const order = [...context.order];
        const rank = order.indexOf(context.featured);
        [order[rank - 1], order[rank]] = [order[rank]!, order[rank - 1]!];
        return order;
      },
    }),
    finish: assign({ typed: ({ context }) => context.queryLength, order: ({ context }) => finalOrder(context) }),
  },
}).createMachine({
  id: 'seoDemo',
  context: ({ input }) => finishedDemo(input),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'view.armed': { actions: 'restart' },
        'view.present': { target: 'done' },
        'view.visible': { target: 'typing', actions: 'restart' },
        'motion.reduce': { target: 'done', actions: 'finish' },
      },
    },
    typing: {
      after: {
        typeDelay: [
          { guard: 'typesLast', target: 'ranking', actions: 'typeNext' },
          { target: 'typing', reenter: true, actions: 'typeNext' },
        ],
      },
      on: { 'view.hidden': 'paused', 'motion.reduce': { target: 'done', actions: 'finish' } },
    },
    ranking: {
      after: {
        swapDelay: [
          { guard: 'swapsToTop', target: 'done', actions: 'swapUp' },
          { target: 'ranking', reenter: true, actions: 'swapUp' },
        ],
      },
      on: { 'view.hidden': 'paused', 'motion.reduce': { target: 'done', actions: 'finish' } },
    },
    paused: {
      on: {
        'view.visible': [{ guard: 'isTyping', target: 'typing' }, { target: 'ranking' }],
        'motion.reduce': { target: 'done', actions: 'finish' },
      },
    },
    done: { type: 'final' },
  },
});
