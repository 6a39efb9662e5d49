// Drives a VoiceWave from logoWaveMachine: `start` on hover, or at once with autoStart (the splash).
// The machine loads with the first wave (a hover, the splash), not with the page.
import { type RefObject, useEffect } from 'react';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';

export const logoWave = machineLoader(() => import('../../machines/logoWaveMachine').then((m) => m.logoWaveMachine));

export function useLogoWave(ref: RefObject<Element | null>, { autoStart = false } = {}) {
  const { snapshot: state, send } = useLazyGatedMachine(logoWave, ref);
  // Runs after useViewGate's effect, so reduced motion has already stilled the machine.
  useEffect(() => {
    if (autoStart) send({ type: 'wave.start' });
  }, [autoStart, send]);
  return { waving: state?.matches('waving') ?? false, start: () => send({ type: 'wave.start' }) };
}
