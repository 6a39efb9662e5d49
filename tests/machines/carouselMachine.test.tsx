// 'Featured Work' carousel (spec §2, §4, §9): ±1 wrapping modulo 6, one smooth slide per step, the view kept in
// the middle of three copies, loop jumps at 5 % / 95 % of the scroll range; clones hidden from assistive tech.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedWork } from '../../components/home/FeaturedWork';
import { featuredProjects } from '../../content/projects';
import { carouselMachine } from '../../machines/carouselMachine';
import { installBrowserFakes } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const count = 6; // spec §9
const stride = 384; // a 360 px card + 24 px gap (spec §9: 360 px on large screens)
const viewport = 1200;
const range = 3 * count * stride - 24 - viewport;

const timed = createTimedModel(carouselMachine, {
  delays: { settleTimeout: 1000 }, // the machine's fallback when a browser sends no scrollend
  input: { count },
  events: [
    // Free scrolling (touch, trackpad) near the start, in the middle, near the end of the range (fakeLayout's).
    { type: 'carousel.scrolled', ratio: 0.02, slide: 0 },
    { type: 'carousel.scrolled', ratio: 0.5, slide: 7 },
    { type: 'carousel.scrolled', ratio: 0.98, slide: 15 },
  ],
});

/** jsdom has no layout: slides sit at index × stride, and scrollTo moves scrollLeft at once. */
function fakeLayout() {
  let scrollLeft = 0;
  const calls: { left: number; behavior: string }[] = [];
  const track = document.getElementById('featured-work-track')!;
  [...track.children].forEach((slide, i) => Object.defineProperty(slide, 'offsetLeft', { value: i * stride }));
  Object.defineProperties(track, {
    scrollLeft: { get: () => scrollLeft, set: (v: number) => (scrollLeft = v), configurable: true },
    scrollWidth: { value: range + viewport },
    clientWidth: { value: viewport },
    scrollTo: {
      value: ({ left, behavior }: ScrollToOptions) => {
        scrollLeft = left!;
        calls.push({ left: left!, behavior: behavior! });
      },
    },
  });
  return { track, calls, setScrollLeft: (v: number) => (scrollLeft = v) };
}

const jsdomScrollTo = Element.prototype.scrollTo;
beforeEach(() => {
  vi.useFakeTimers();
  installBrowserFakes();
  // jsdom has no element scrolling; the first placement happens on mount, before fakeLayout.
  Element.prototype.scrollTo = () => {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Element.prototype.scrollTo = jsdomScrollTo;
});

describe('carousel machine against FeaturedWork', () => {
  it('renders the six projects once before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<FeaturedWork />);
    for (const p of featuredProjects) expect(html.split(p.description).length - 1).toBe(1);
  });

  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<FeaturedWork />);
      const layout = fakeLayout();
      // The first placement (before the fake layout) put the track on the middle copy: redo it measured.
      layout.setScrollLeft(count * stride);
      let expectedIndex = 0;
      await timed.run(path, {
        events: {
          'carousel.next': () => {
            expectedIndex = (expectedIndex + 1) % count;
            fireEvent.click(screen.getByRole('button', { name: 'Next project' }));
          },
          'carousel.prev': () => {
            expectedIndex = (expectedIndex + count - 1) % count;
            fireEvent.click(screen.getByRole('button', { name: 'Previous project' }));
          },
          'carousel.settled': () => fireEvent(layout.track, new Event('scrollend')),
          'carousel.scrolled': (event) => {
            const { ratio, slide } = event as { type: string; ratio: number; slide: number };
            expectedIndex = slide % count;
            layout.setScrollLeft(ratio * range);
            // Pick the scroll offset whose nearest slide is `slide` and whose share of the range is `ratio`.
            expect(Math.round((ratio * range) / stride)).toBe(slide);
            fireEvent.scroll(layout.track);
          },
        },
        assert: (snapshot, trace) => {
          const moving = snapshot.matches('moving');
          expect(layout.track).toHaveAttribute('data-state', moving ? 'moving' : 'idle');
          // Announced for screen readers: which project of six is in view.
          const project = featuredProjects[expectedIndex]!;
          expect(screen.getByTestId('carousel-status')).toHaveTextContent(
            `Project ${expectedIndex + 1} of ${count}: ${project.title}`,
          );
          // Three copies; only the middle one is exposed, as six labelled slides.
          const slides = [...layout.track.children] as HTMLElement[];
          expect(slides).toHaveLength(3 * count);
          slides.forEach((slide, i) => {
            const clone = i < count || i >= 2 * count;
            expect(slide.hasAttribute('inert')).toBe(clone);
            expect(slide.getAttribute('aria-hidden')).toBe(clone ? 'true' : null);
          });
          expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(
            featuredProjects.map((p, i) => `${i + 1} of ${count}: ${p.title}`),
          );
          const at = Math.round(layout.track.scrollLeft / stride);
          expect(((at % count) + count) % count).toBe(expectedIndex);
          const last = trace.at(-1);
          if (moving) {
            // One smooth scroll by one slide per step.
            expect(layout.calls.at(-1)).toEqual({ left: at * stride, behavior: 'smooth' });
          } else if (last?.type === 'carousel.scrolled') {
            // spec §2: within 5 % of the start or beyond 95 % of the span, jump by one list length.
            const jump = last.ratio < 0.05 ? count : last.ratio > 0.95 ? -count : 0;
            expect(at).toBe(last.slide + jump);
          } else {
            // After a button move has settled the view is in the middle copy.
            expect(at).toBeGreaterThanOrEqual(count);
            expect(at).toBeLessThan(2 * count);
          }
        },
      });
    });
  }
  timed.expectFullCoverage();
});
