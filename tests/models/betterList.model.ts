// Spec model of the hero's 'better' list (spec §2 Home: "the word 'better' that on hover reveals a list of four
// words: reach, leads, sales, growth"), written from the spec alone. Beyond the spec text, the site's promise for
// visitors without a mouse: 'better' is a button; a click, a tap or Enter/Space shows or hides the list, Escape
// hides it. A touch pointer's enter and leave open nothing: a tap is a click.
import { setup } from 'xstate';

export const BETTER_WORDS = ['reach', 'leads', 'sales', 'growth'] as const; // spec §2 Home

type BetterSpecEvent =
  | { type: 'mouse.enter' }
  | { type: 'mouse.leave' }
  | { type: 'click' } // a mouse click
  | { type: 'key.enter' } // Enter on the focused button (the browser turns it into a click)
  | { type: 'tap' } // a touch: pointer enter, click, pointer leave
  | { type: 'key.escape' };

export const betterSpecModel = setup({ types: { events: {} as BetterSpecEvent } }).createMachine({
  id: 'better-spec',
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'mouse.enter': 'shown',
        click: 'shown',
        'key.enter': 'shown',
        tap: 'shown',
        'mouse.leave': {},
        'key.escape': {},
      },
    },
    shown: {
      on: {
        'mouse.leave': 'hidden',
        click: 'hidden',
        'key.enter': 'hidden',
        tap: 'hidden',
        'key.escape': 'hidden',
        'mouse.enter': {},
      },
    },
  },
});
