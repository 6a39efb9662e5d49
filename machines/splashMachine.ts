// Start-up overlay (spec §2 Global behaviour, §9): loading 500 ms, splash 3.5 s, fade-out, then done.
// Loading and splash are ONE fixed overlay in two phases: `loading` shows the still logo, `splash` starts the
// nine-bar wave. One overlay means one paint on, one fade off, and no flash between two screens.
// It shows on the first page load of a tab session only: the page decides that (the head script before the first
// paint, components/layout/Splash.tsx once hydrated) and sends splash.start only then. With reduced motion it is
// skipped outright (motion.reduce arrives before splash.start): a 4-second overlay with nothing moving only delays a
// visitor who asked for less motion, and the page underneath already carries the brand. A hidden tab ends it too.
// The times count from the overlay's first paint, not from the machine's start: the overlay is prerendered and shown
// before any script has loaded, so splash.start says when it was shown (`shownAt`, on the page's performance.now()
// clock), and the machine takes only what is left of each phase when it starts: scripts that arrive 2 s late still
// fade it 4 s after it appeared (500 ms + 3.5 s), not 6 s; past both phases it fades at once.
import { assign, setup } from 'xstate';
import type { ViewEvent } from './viewEvents';

const loadingMs = 500; // spec §9
const splashMs = 3500; // spec §9

/** `splash.start`: the first page of a tab session has hydrated; the overlay was first painted at `shownAt`
 * (performance.now(); NaN where nobody noted it: then its times start now). */
export type SplashEvent = { type: 'splash.start'; shownAt: number } | { type: 'splash.skip' } | ViewEvent;

/** How long the overlay has been on screen when the machine takes splash.start. */
const shownFor = (event: SplashEvent) =>
  event.type === 'splash.start' ? Math.max(0, performance.now() - event.shownAt) || 0 : 0;

export const splashMachine = setup({
  types: {} as {
    context: { shownFor: number };
    events: SplashEvent;
  },
  guards: {
    loadingOver: ({ context }) => context.shownFor >= loadingMs,
    splashOver: ({ context }) => context.shownFor >= loadingMs + splashMs,
  },
  delays: {
    // What is left of each phase since the overlay was first painted.
    loadingDuration: ({ context }) => loadingMs - context.shownFor,
    splashDuration: ({ context }) => splashMs - Math.max(0, context.shownFor - loadingMs),
    fadeDuration: 300, // the CSS opacity transition of the overlay
  },
}).createMachine({
  id: 'splash',
  initial: 'idle',
  context: { shownFor: 0 },
  states: {
    // Server render and hydration: the prerendered overlay with the still logo (hidden before the first paint where
    // it must not show) until the client decides.
    idle: {
      on: {
        // How long it has been shown is read once, and every choice below is made on that one reading.
        'splash.start': { target: 'starting', actions: assign({ shownFor: ({ event }) => shownFor(event) }) },
        'motion.reduce': 'done',
      },
    },
    // The phase it is in by now (scripts that arrive late skip what is over).
    starting: {
      always: [{ guard: 'splashOver', target: 'fading' }, { guard: 'loadingOver', target: 'splash' }, 'loading'],
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
