// Spec model of the start-up overlay (spec §2 Global behaviour, §4, §9): a loading screen for 500 ms, then the splash
// with the animated nine-bar logo for 3.5 s (the wave itself lasts 2.8 s: logoWave.model.ts), then it fades out and is
// gone. Beyond the spec text, the site's documented choices (docs/architecture.md): loading and splash are one overlay;
// the fade takes 300 ms; it shows on the first page load of a tab session only; a click or Escape skips to the fade;
// with reduced motion it never shows, and reduced motion or a hidden tab ends it at once.
import { assign, setup } from 'xstate';

export const LOADING_MS = 500; // spec §9
export const SPLASH_MS = 3500; // spec §9
export const WAVE_MS = 2800; // spec §9: the logo wave, auto-started with the splash
export const FADE_MS = 300; // docs/architecture.md: the overlay's fade

type SplashSpecEvent =
  | { type: 'tab.open' } // the site opened in a new tab: a new tab session
  | { type: 'page.reload' } // another page load in the same tab session
  | { type: 'overlay.click' }
  | { type: 'overlay.scroll' } // a mouse wheel or a finger's swipe over it (the buyer's review r27)
  | { type: 'key.escape' }
  | { type: 'tab.hide' }
  | { type: 'motion.reduce' }; // the visitor asks for reduced motion (before or after a load)

const open = [{ guard: 'reduced', target: '#splash-spec.gone' }, { target: '#splash-spec.loading' }] as const;
const reduce = { guard: 'moving', target: '#splash-spec.gone', actions: 'reduce' } as const;
// What ends the overlay at once, whatever its phase.
const ends = { 'tab.hide': '#splash-spec.gone', 'motion.reduce': reduce, 'page.reload': '#splash-spec.gone' } as const;
const skip = {
  'overlay.click': '#splash-spec.fading',
  'overlay.scroll': '#splash-spec.fading',
  'key.escape': '#splash-spec.fading',
} as const;

export const splashSpecModel = setup({
  types: { context: {} as { reduced: boolean }, events: {} as SplashSpecEvent },
  guards: { reduced: ({ context }) => context.reduced, moving: ({ context }) => !context.reduced },
  actions: { reduce: assign({ reduced: true }) },
}).createMachine({
  id: 'splash-spec',
  context: { reduced: false },
  initial: 'closed',
  states: {
    // No page loaded yet.
    closed: { on: { 'tab.open': open, 'motion.reduce': { guard: 'moving', actions: 'reduce' } } },
    // The overlay with the still logo.
    loading: { after: { [LOADING_MS]: 'splash' }, on: { ...ends, ...skip } },
    // The overlay with the logo waving, then still.
    splash: {
      initial: 'waving',
      on: { ...ends, ...skip },
      states: {
        waving: { after: { [WAVE_MS]: 'resting' } },
        resting: { after: { [SPLASH_MS - WAVE_MS]: '#splash-spec.fading' } },
      },
    },
    // Fading out: it lets clicks through, and Escape or a scroll changes nothing.
    fading: { after: { [FADE_MS]: 'gone' }, on: { ...ends, 'key.escape': {}, 'overlay.scroll': {} } },
    // No overlay; this tab session has had its splash, and time passing brings nothing back.
    gone: {
      after: { [SPLASH_MS]: { target: 'gone', reenter: true } },
      on: { 'page.reload': 'gone', 'tab.open': open, 'motion.reduce': { guard: 'moving', actions: 'reduce' } },
    },
  },
});
