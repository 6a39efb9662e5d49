// The nine-bar voice wave (spec §4): 1 s per cycle, 2 cycles, 0.1 s stagger, about 2.8 s overall.
// It plays when auto-started (the splash) or on hover (the hero wordmark); the bars themselves are CSS.
import { setup } from 'xstate';
import type { ViewEvent } from './viewEvents';

export type LogoWaveEvent = { type: 'wave.start' } | ViewEvent;

export const logoWaveMachine = setup({
  types: {} as {
    events: LogoWaveEvent;
  },
  delays: {
    waveDuration: 2800, // spec §9: 2 cycles of 1 s + 8 bars × 0.1 s stagger
  },
}).createMachine({
  id: 'logoWave',
  initial: 'idle',
  states: {
    idle: {
      on: { 'wave.start': 'waving', 'motion.reduce': 'still' },
    },
    // A hover while waving does not restart the wave: it plays to its end.
    waving: {
      after: { waveDuration: 'idle' },
      on: { 'view.hidden': 'idle', 'motion.reduce': 'still' },
    },
    // Reduced motion: the bars stay as a static mark.
    still: {},
  },
});
