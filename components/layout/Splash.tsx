// The start-up overlay (splashMachine): prerendered, so on a first visit it is the first thing painted, before any
// script runs (no page flashing in and then being covered). It is a fixed layer, hidden from assistive technology,
// so it shifts no layout and the page beneath is there for crawlers. Where it must not show (this tab has had it,
// reduced motion, no JavaScript), SplashGuard hides it before the first paint. After hydration the machine takes
// over: the still logo (loading), the wave (splash), the fade. A click or Escape skips it; sessionStorage keeps it
// to once per tab.
import { useEffect, useRef } from 'react';
import { splashMachine } from '../../machines/splashMachine';
import { useGatedMachine } from '../hooks/useGatedMachine';
import { VoiceWave } from './Logo';
import { readAndMarkSeen, splashElementId } from './splashSession';
import { useLogoWave } from './useLogoWave';
import { site } from '../../content/site';

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
  const [state, send] = useGatedMachine(splashMachine, null);
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    send({ type: 'splash.start', seen: readAndMarkSeen() });
  }, [send]);

  const skippable = state.matches('loading') || state.matches('splash');
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

  if (state.matches('done')) return null;
  const fading = state.matches('fading');
  return (
    <div
      ref={overlayRef}
      id={splashElementId}
      aria-hidden="true"
      data-testid="splash"
      data-phase={String(state.value)}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-white transition-opacity duration-300 ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      {state.matches('idle') || state.matches('loading') ? <VoiceWave className="h-16" /> : <WavingMark />}
      <span className="font-display text-3xl font-extrabold tracking-tight text-ink">{site.name}</span>
    </div>
  );
}
