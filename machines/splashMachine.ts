// Start-up overlay (spec §2 Global behaviour, §9): loading 500 ms, splash 3.5 s, fade-out, then done.
// Loading and splash are ONE fixed overlay in two phases: `loading` shows the still logo, `splash` starts the
// nine-bar wave. One overlay means one paint on, one fade off, and no flash between two screens.
// It shows on the first page load of a tab session only: the page decides that (the head script before the first
// paint, components/layout/Splash.tsx once hydrated) and sends splash.start only then. With reduced motion it is
// skipped outright (motion.reduce arrives before splash.start): a 4-second overlay with nothing moving only delays a
// visitor who asked for less motion, and the page underneath already carries the brand. A hidden tab ends it too.
import { setup } from 'xstate';
import type { ViewEvent } from './viewEvents';

/** `splash.start`: the first page of a tab session has hydrated. */
export type SplashEvent = { type: 'splash.start' } | { type: 'splash.skip' } | ViewEvent;

export const splashMachine = setup({
  types: {} as {
    events: SplashEvent;
  },
  delays: {
    loadingDuration: 500, // spec §9
    splashDuration: 3500, // spec §9
    fadeDuration: 300, // the CSS opacity transition of the overlay
  },
}).createMachine({
  id: 'splash',
  initial: 'idle',
  states: {
    // Server render and hydration: the prerendered overlay with the still logo (hidden before the first paint where
    // it must not show) until the client decides.
    idle: {
      on: {
        'splash.start': 'loading',
        'motion.reduce': 'done',
      },
    },
    loading: {
      after: { loadingDuration: 'splash' },
      on: { 'splash.skip': 'fading', 'view.hidden': 'done', 'motion.reduce': 'done' },
    },
    splash: {
      after: { splashDuration: 'fading' },
      on: { 'splash.skip': 'fading', 'view.hidden': 'done', 'motion.reduce': 'done' },
    },
    fading: {
      after: { fadeDuration: 'done' },
      on: { 'view.hidden': 'done', 'motion.reduce': 'done' },
    },
    // Completion: the overlay is gone for the rest of the tab session.
    done: { type: 'final' },
  },
});
