// Spec model of the logo's voice wave on the hero wordmark (spec §2 Home "wave plays on hover", §4, §9): nine bars, 1 s
// per cycle, 2 cycles, 0.1 s stagger, so the last bar ends 2 × 1 s + 8 × 0.1 s = 2.8 s after the start. Beyond the spec
// text, the site's documented choices (docs/architecture.md): a hover while waving does not restart it and leaving does
// not stop it (it plays to its end); scrolled off screen or a hidden tab ends it; with reduced motion the bars stay
// still. The splash's auto-started wave is in splash.model.ts.
import { assign, setup } from 'xstate';

export const BARS = 9;
export const CYCLE_MS = 1000; // spec §4: 1 s per cycle
export const STAGGER_MS = 100; // spec §4: 0.1 s between bars
export const WAVE_MS = 2 * CYCLE_MS + (BARS - 1) * STAGGER_MS; // spec §9: 2.8 s total

type LogoWaveSpecEvent =
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'view.visible' }
  | { type: 'view.hidden'; cause: 'scroll' | 'tab' }
  | { type: 'motion.reduce' };

const hover = { guard: 'seen', target: '#logo-wave-spec.waving' } as const;
const hide = { guard: 'seen', target: '#logo-wave-spec.resting', actions: 'hide' } as const;
const show = { guard: 'unseen', actions: 'show' } as const;

export const logoWaveSpecModel = setup({
  types: { context: {} as { seen: boolean }, events: {} as LogoWaveSpecEvent },
  // Only what is on screen in a visible tab can be hovered, scrolled away or hidden.
  guards: { seen: ({ context }) => context.seen, unseen: ({ context }) => !context.seen },
  actions: { hide: assign({ seen: false }), show: assign({ seen: true }) },
}).createMachine({
  id: 'logo-wave-spec',
  context: { seen: true },
  initial: 'resting',
  states: {
    // Time passing changes nothing.
    resting: {
      after: { [WAVE_MS]: { target: 'resting', reenter: true } },
      on: {
        'pointer.enter': hover,
        'pointer.leave': {},
        'view.hidden': hide,
        'view.visible': show,
        'motion.reduce': 'still',
      },
    },
    waving: {
      initial: 'first',
      on: { 'pointer.enter': { guard: 'seen' }, 'pointer.leave': {}, 'view.hidden': hide, 'motion.reduce': 'still' },
      states: {
        first: { after: { [CYCLE_MS]: 'second' } },
        second: { after: { [CYCLE_MS]: 'lastBars' } },
        lastBars: { after: { [WAVE_MS - 2 * CYCLE_MS]: '#logo-wave-spec.resting' } },
      },
    },
    // Reduced motion: a still mark, whatever the visitor does.
    still: {
      after: { [WAVE_MS]: { target: 'still', reenter: true } },
      on: {
        'pointer.enter': { guard: 'seen' },
        'view.hidden': { guard: 'seen', actions: 'hide' },
        'view.visible': show,
      },
    },
  },
});
