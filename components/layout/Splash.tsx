// The start-up overlay (splashMachine): drawn only in the browser after hydration, as a fixed layer over the
// already painted page, so it hides nothing from crawlers or visitors without JavaScript, is not the page's
// largest paint and shifts no layout. A click or Escape skips it; sessionStorage keeps it to once per tab.
import { useEffect, useRef } from 'react';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';
import { VoiceWave } from './Logo';
import { readAndMarkSeen } from './splashSession';
import { logoWave, useLogoWave } from './useLogoWave';
import { site } from '../../content/site';

// The overlay's machines load on a tab's first page only (with the logo wave it starts 500 ms later).
const splash = machineLoader(() =>
  Promise.all([import('../../machines/splashMachine'), logoWave.load()]).then(([m]) => m.splashMachine),
);

function WavingMark() {
  const ref = useRef<HTMLSpanElement>(null);
  const { waving } = useLogoWave(ref, { autoStart: true });
  return (
    <span ref={ref}>
      <VoiceWave waving={waving} className="h-16" />
    </span>
  );
}

export function Splash() {
  // No element to watch: a fixed overlay is always on screen, only a hidden tab counts.
  const { snapshot: state, send } = useLazyGatedMachine(splash, null);
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const seen = readAndMarkSeen();
    // A tab that has had the splash needs none of its code: the overlay stays undrawn, as when it is done.
    if (!seen) send({ type: 'splash.start', seen });
  }, [send]);

  const skippable = state !== undefined && (state.matches('loading') || state.matches('splash'));
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!skippable || !overlay) return;
    const skip = () => send({ type: 'splash.skip' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip();
    };
    overlay.addEventListener('click', skip);
    window.addEventListener('keydown', onKey);
    return () => {
      overlay.removeEventListener('click', skip);
      window.removeEventListener('keydown', onKey);
    };
  }, [skippable, send]);

  if (!state || state.matches('idle') || state.matches('done')) return null;
  const fading = state.matches('fading');
  return (
    <div
      ref={overlayRef}
      aria-hidden="true"
      data-testid="splash"
      data-phase={String(state.value)}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-white transition-opacity duration-300 ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      {state.matches('loading') ? <VoiceWave className="h-16" /> : <WavingMark />}
      <span className="text-3xl font-extrabold tracking-tight text-ink">{site.name}</span>
    </div>
  );
}
