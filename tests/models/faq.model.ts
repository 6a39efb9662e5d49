// Spec model of the FAQ accordion (spec §2 FAQ, §4), written from the spec alone: seven questions, one answer open
// at a time, collapsible. A visitor tells states apart by which answer (if any) shows.
import { assign, setup } from 'xstate';

export const FAQ_QUESTIONS = 7; // spec §2 FAQ

type FaqSpecEvent = { type: 'question.click'; id: string };

export const faqSpecModel = setup({
  types: { context: {} as { open: string | null }, events: {} as FaqSpecEvent },
  guards: { isOpen: ({ context, event }) => context.open === event.id },
}).createMachine({
  id: 'faq-spec',
  context: { open: null },
  initial: 'closed',
  states: {
    closed: { on: { 'question.click': { target: 'open', actions: assign({ open: ({ event }) => event.id }) } } },
    open: {
      on: {
        'question.click': [
          // Collapsible: the open question's button closes it.
          { guard: 'isOpen', target: 'closed', actions: assign({ open: null }) },
          // One at a time: another question opens alone.
          { target: 'open', actions: assign({ open: ({ event }) => event.id }) },
        ],
      },
    },
  },
});
