// Event plumbing for timed machines (no timers here): sends view.visible / view.hidden as the element comes on
// or off screen or the tab is shown or hidden, and motion.reduce when the visitor prefers reduced motion.
import { type RefObject, useEffect } from 'react';
import type { ViewEvent } from '../../machines/viewEvents';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** For one-off choices such as the behaviour of a scroll; machines get motion.reduce from useViewGate. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/** Without `ref` only the tab's visibility counts (a fixed overlay is always on screen). */
export function useViewGate(send: (event: ViewEvent) => void, ref: RefObject<Element | null> | null = null): void {
  useEffect(() => {
    const element = ref?.current ?? null;
    // Reduced motion first, so a machine goes straight to its final state instead of starting to play.
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
    if (motion?.matches) send({ type: 'motion.reduce' });
    const onMotionChange = (event: MediaQueryListEvent) => {
      if (event.matches) send({ type: 'motion.reduce' });
    };
    motion?.addEventListener('change', onMotionChange);

    // Without an element or without IntersectionObserver the element counts as on screen.
    let onScreen = !element || typeof IntersectionObserver === 'undefined';
    // The observer's first report, right after hydration: off screen, a demo may show its first frame now, long
    // before it comes into view; on screen in a visible tab, the visitor may already be looking at the prerendered
    // frame, which a demo then must not take back.
    let reported = false;
    let visible = false;
    const update = () => {
      const next = onScreen && document.visibilityState !== 'hidden';
      if (next === visible) return;
      visible = next;
      send({ type: next ? 'view.visible' : 'view.hidden' });
    };
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.at(-1)?.isIntersecting ?? onScreen;
            if (!reported && !motion?.matches)
              send({ type: onScreen && document.visibilityState !== 'hidden' ? 'view.present' : 'view.armed' });
            reported = true;
            update();
          })
        : null;
    if (element) observer?.observe(element);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      motion?.removeEventListener('change', onMotionChange);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ref, send]);
}
