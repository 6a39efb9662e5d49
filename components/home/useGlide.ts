// The Featured Work track and the carousel machine in step: the track glides to the machine's position (an
// animation-frame loop, eased out and speed-capped), and the visitor's own scrolling is reported to the machine.
// The track holds three copies of the list after hydration; every position is shown in the middle copy.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { CarouselContext, CarouselEvent } from '../../machines/carouselMachine';
import { carouselIndex } from '../../machines/carouselPosition';
import { prefersReducedMotion } from '../hooks/useViewGate';

/** Time constant of the glide's ease-out: one slide takes about 0.4 s. */
const glideTau = 60;
/** The glide's top speed: one card per 40 ms. */
const glideCardMs = 40;

interface Glide {
  left: number;
  target: number;
  frame: number;
  last: number;
}

function slideLeft(track: HTMLElement, slide: number): number {
  const first = track.children[0] as HTMLElement | undefined;
  const target = track.children[slide] as HTMLElement | undefined;
  return target && first ? target.offsetLeft - first.offsetLeft : 0;
}

/** One frame of the glide at `now`: eased out, at most one card (`stride` pixels) per glideCardMs. */
function glideStep(g: Glide, now: number, stride: number): void {
  const remaining = g.target - g.left;
  // A frame's timestamp can precede the click that started the glide.
  const elapsed = Math.max(0, now - g.last);
  g.last = Math.max(g.last, now);
  // Ease out, at most one card per glideCardMs, so even a burst of clicks reads as motion, not a jump.
  const reach = Math.min(Math.abs(remaining) * (1 - Math.exp(-elapsed / glideTau)), (stride * elapsed) / glideCardMs);
  g.left = Math.abs(remaining) < 0.5 ? g.target : g.left + Math.sign(remaining) * reach;
}

export function useGlide(
  trackRef: RefObject<HTMLDivElement | null>,
  running: boolean,
  context: CarouselContext,
  send: (event: CarouselEvent) => void,
): void {
  // Bring the track to the machine's position. Keyed on the context object, which every assignment replaces.
  const glide = useRef<Glide | null>(null);
  useLayoutEffect(() => {
    const { position, scroll, count } = context;
    const track = trackRef.current;
    if (!running || !track) return;
    const length = slideLeft(track, count);
    // Where a position counted from the first copy is shown: in the middle copy, moved by whole list lengths.
    // The copies are identical, so that move shows the same picture, mid-glide too.
    const inMiddle = (left: number) => length + (((left % length) + length) % length);
    const left = Math.floor(position / count) * length + slideLeft(track, carouselIndex(context));
    if (scroll === 'place') track.scrollTo({ left, behavior: 'instant' });
    if (scroll === 'recentre') track.scrollTo({ left: inMiddle(track.scrollLeft), behavior: 'instant' });
    if (scroll !== 'smooth') return;
    if (prefersReducedMotion()) {
      track.scrollTo({ left: inMiddle(left), behavior: 'instant' });
      send({ type: 'carousel.settled' });
      return;
    }
    // One glide that takes each new target over from where the strip is, at the speed it has: a burst of clicks
    // moves it on steadily, where restarting the browser's smooth scroll per click would stall it in its ease-in.
    if (glide.current) {
      glide.current.target = left;
      return;
    }
    const g: Glide = { left: track.scrollLeft, target: left, frame: 0, last: performance.now() };
    glide.current = g;
    const stride = slideLeft(track, 1);
    const frame = (now: number) => {
      glideStep(g, now, stride);
      track.scrollTo({ left: inMiddle(g.left), behavior: 'instant' });
      if (g.left !== g.target) g.frame = requestAnimationFrame(frame);
      else {
        glide.current = null;
        send({ type: 'carousel.settled' });
      }
    };
    g.frame = requestAnimationFrame(frame);
  }, [running, context, send, trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!running || !track) return;
    const onScroll = () => {
      const range = track.scrollWidth - track.clientWidth;
      const stride = slideLeft(track, 1) || 1;
      send({
        type: 'carousel.scrolled',
        ratio: range > 0 ? track.scrollLeft / range : 0.5,
        slide: Math.round(track.scrollLeft / stride),
      });
    };
    // The visitor takes hold of the strip: the glide lets go.
    const onGrab = () => {
      if (!glide.current) return;
      cancelAnimationFrame(glide.current.frame);
      glide.current = null;
      send({ type: 'carousel.settled' });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('pointerdown', onGrab);
    track.addEventListener('wheel', onGrab, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('pointerdown', onGrab);
      track.removeEventListener('wheel', onGrab);
      if (glide.current) cancelAnimationFrame(glide.current.frame);
      glide.current = null;
    };
  }, [running, send, trackRef]);
}
