// Spec model of the hero's changing word (spec §2 Home: "the line 'your business,' followed by an animated word"),
// written from the spec and the site's documented choices (docs/architecture.md): each word shows 2.5 s, then the next,
// in turn and round again; the words change only while the hero is on screen in a visible tab, and a word shown again
// after a pause gets its full 2.5 s; with reduced motion the word shown stays. A visitor sees one word at a time.
import { assign, setup } from 'xstate';

export const WORD_MS = 2500; // docs/architecture.md: 2.5 s per word (the spec gives no number)
export const GLANCE_MS = 1000; // a look at the word part-way through its time

type HeroWordSpecEvent =
  | { type: 'view.visible' } // the hero on screen in a visible tab
  | { type: 'view.hidden'; cause: 'scroll' | 'tab' }
  | { type: 'motion.reduce' };

export const heroWordSpecModel = setup({
  types: {
    context: {} as { index: number; count: number },
    input: {} as { count: number },
    events: {} as HeroWordSpecEvent,
  },
}).createMachine({
  id: 'hero-word-spec',
  context: ({ input }) => ({ index: 0, count: input.count }),
  initial: 'unseen',
  // Time passing where nothing moves: the word stays.
  states: {
    unseen: {
      after: { [WORD_MS]: { target: 'unseen', reenter: true } },
      on: { 'view.visible': 'changing', 'motion.reduce': 'still' },
    },
    changing: {
      initial: 'start',
      on: { 'view.hidden': 'paused', 'motion.reduce': 'still' },
      states: {
        start: { after: { [GLANCE_MS]: 'later' } },
        later: {
          after: {
            [WORD_MS - GLANCE_MS]: {
              target: 'start',
              actions: assign({ index: ({ context }) => (context.index + 1) % context.count }),
            },
          },
        },
      },
    },
    paused: {
      after: { [WORD_MS]: { target: 'paused', reenter: true } },
      on: { 'view.visible': 'changing', 'motion.reduce': 'still' },
    },
    still: {
      after: { [WORD_MS]: { target: 'still', reenter: true } },
      on: { 'view.visible': {}, 'view.hidden': {} },
    },
  },
});
