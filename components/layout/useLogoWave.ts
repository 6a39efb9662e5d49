// Drives a VoiceWave from logoWaveMachine: `start` on hover, or at once with autoStart (the splash).
import { type RefObject, useEffect } from 'react';
import { logoWaveMachine } from '../../machines/logoWaveMachine';
import { useGatedMachine } from '../hooks/useGatedMachine';

export function useLogoWave(ref: RefObject<Element | null>, { autoStart = false } = {}) {
  const [state, send] = useGatedMachine(logoWaveMachine, ref);
  // Runs after useViewGate's effect, so reduced motion has already stilled the machine.
  useEffect(() => {
    if (autoStart) send({ type: 'wave.start' });
  }, [autoStart, send]);
  return { waving: state.matches('waving'), start: () => send({ type: 'wave.start' }) };
}
