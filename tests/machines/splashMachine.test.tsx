// Start-up overlay (spec §2, §9): loading 500 ms, splash with the waving logo 3.5 s, fade-out, done; once per
// tab session; a click or Escape skips it; reduced motion or a hidden tab ends it.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash } from '../../components/layout/Splash';
import { splashStorageKey } from '../../components/layout/splashSession';
import { splashMachine } from '../../machines/splashMachine';
import { type BrowserFakes, installBrowserFakes } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const overlay = () => screen.queryByTestId('splash');

const timed = createTimedModel(splashMachine, {
  delays: { loadingDuration: 500, splashDuration: 3500, fadeDuration: 300 }, // spec §9 (fade: the CSS duration)
  events: [
    { type: 'splash.start', seen: false },
    { type: 'splash.start', seen: true },
    { type: 'splash.skip', via: 'click' },
    { type: 'splash.skip', via: 'escape' },
    { type: 'view.hidden', cause: 'tab' },
  ],
  // The wave inside has its own 2.8 s timer; the overlay's phase and fade are this machine's.
  observe: () => (overlay() ? `${overlay()!.dataset.phase} ${overlay()!.className}` : 'none'),
});

let browser: BrowserFakes;
beforeEach(() => {
  vi.useFakeTimers();
  browser = installBrowserFakes();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('splash machine against Splash', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      let mounted = false;
      // The component decides on mount, as after hydration: the page load is the render.
      const load = () => {
        render(<Splash />);
        mounted = true;
      };
      await timed.run(path, {
        events: {
          'splash.start': (event) => {
            if ('seen' in event && event.seen) sessionStorage.setItem(splashStorageKey, '1');
            load();
          },
          'splash.skip': (event) =>
            'via' in event && event.via === 'escape'
              ? fireEvent.keyDown(window, { key: 'Escape' })
              : fireEvent.click(overlay()!),
          'view.hidden': () => browser.setTabHidden(true),
          'motion.reduce': () => {
            browser.reduceMotion();
            if (!mounted) load();
          },
        },
        assert: (snapshot) => {
          const el = overlay();
          if (snapshot.matches('idle') || snapshot.matches('done')) {
            expect(el).toBeNull();
          } else {
            expect(el).not.toBeNull();
            // A fixed layer over the painted page, hidden from assistive technology: no layout shift, no LCP.
            expect(el).toHaveClass('fixed', 'inset-0');
            expect(el).toHaveAttribute('aria-hidden', 'true');
            const wave = el!.querySelector<HTMLElement>('[data-waving]')!;
            expect(wave.children).toHaveLength(9);
            const fading = snapshot.matches('fading');
            expect(el).toHaveClass(fading ? 'opacity-0' : 'opacity-100');
            expect(el!.classList.contains('pointer-events-none')).toBe(fading);
            // Loading shows the still mark; the splash phase starts the wave at once.
            if (snapshot.matches('loading')) expect(wave.dataset.waving).toBe('false');
            if (snapshot.matches('splash')) expect(wave.dataset.waving).toBe('true');
          }
          // Once the page has loaded, this tab session has had its splash.
          if (mounted) expect(sessionStorage.getItem(splashStorageKey)).toBe('1');
        },
      });
    });
  }
  timed.expectFullCoverage();
});
