// The start-up overlay (splashMachine): prerendered, so on a first visit it is the first thing painted, before any
// script runs (no page flashing in and then being covered). It is a fixed layer, hidden from assistive technology,
// so it shifts no layout and the page beneath is there for crawlers. Where it must not show (this tab has had it,
// reduced motion, no JavaScript), SplashGuard hides it before the first paint. After hydration the machine takes
// over: the still logo (loading), the wave (splash), the fade. A click, a scroll (a wheel or a finger's swipe: the
// buyer's review r27 swiped a phone and stared at the logo for 4 s) or Escape skips it; sessionStorage keeps it to
// once per tab.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';
import { VoiceWave } from './Logo';
import { readAndMarkSeen, splashElementId, splashNameClass, splashShownAt } from './splashSession';
import { logoWave, useLogoWave } from './useLogoWave';
import { site } from '../../content/site';

// The overlay's machines load on a tab's first page only (with the logo wave it starts 500 ms later). Until they
// run, the prerendered overlay shows the still logo ('idle').
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
  // A tab that has had the splash needs none of its code: the overlay (already hidden by SplashGuard) goes.
  const [seenBefore, setSeenBefore] = useState(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The tab's storage can only be read once hydrated (the prerendered overlay is the same for every visitor); the
    // one extra render removes an overlay SplashGuard already hid. Only a tab's first page starts the machine, told
    // when the overlay was first painted: its times count from then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (readAndMarkSeen()) setSeenBefore(true);
    else send({ type: 'splash.start', shownAt: splashShownAt() });
  }, [send]);

  const skippable = state !== undefined && (state.matches('loading') || state.matches('splash'));
  // Attached in the commit that shows the overlay as skippable, not after the next paint: a key pressed as soon as the
  // overlay shows is not lost.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (!skippable || !overlay) return;
    const skip = () => send({ type: 'splash.skip' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip();
    };
    const gestures = ['click', 'wheel', 'touchmove'];
    for (const type of gestures) overlay.addEventListener(type, skip, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      for (const type of gestures) overlay.removeEventListener(type, skip);
      window.removeEventListener('keydown', onKey);
    };
  }, [skippable, send]);

  if (seenBefore || state?.matches('done')) return null;
  const fading = state?.matches('fading') ?? false;
  const waving = state !== undefined && (state.matches('splash') || fading);
  return (
    <div
      ref={overlayRef}
      id={splashElementId}
      aria-hidden="true"
      data-testid="splash"
      data-phase={state ? String(state.value) : 'idle'}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-white transition-opacity duration-300 ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      {waving ? <WavingMark /> : <VoiceWave className="h-16" />}
      <span className={`${splashNameClass} font-display text-3xl font-extrabold tracking-tight text-ink`}>
        {site.name}
      </span>
    </div>
  );
}
