// jsdom lacks IntersectionObserver, matchMedia and a settable tab visibility: controllable stand-ins, so tests
// drive useViewGate through the same browser events a visitor causes.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { settleLoaded } from '../forms/network';

type Listener = (event: { matches: boolean; media: string }) => void;

function installBrowserFakes() {
  const observers = new Set<{ elements: Set<Element>; callback: IntersectionObserverCallback; self: unknown }>();
  class FakeIntersectionObserver {
    private entry = { elements: new Set<Element>(), callback: (() => {}) as IntersectionObserverCallback, self: this };
    constructor(callback: IntersectionObserverCallback) {
      this.entry.callback = callback;
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  let reduced = false;
  let coarse = false;
  const mediaListeners = new Set<Listener>();
  vi.stubGlobal('matchMedia', (media: string) => {
    const isMotion = media.includes('prefers-reduced-motion');
    const isTouch = media.includes('pointer: coarse');
    return {
      media,
      get matches() {
        return (isMotion && reduced) || (isTouch && coarse);
      },
      // A media query list reports its changes as 'change' events only.
      addEventListener: (type: string, listener: Listener) =>
        isMotion && type === 'change' && mediaListeners.add(listener),
      removeEventListener: (type: string, listener: Listener) => type === 'change' && mediaListeners.delete(listener),
    };
  });

  let hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });

  return {
    /** Scrolls observed elements on or off screen (all of them, or those `which` picks). */
    setOnScreen(onScreen: boolean, which: (element: Element) => boolean = () => true) {
      act(() => {
        for (const o of observers) {
          const targets = [...o.elements].filter(which);
          if (targets.length)
            o.callback(
              targets.map((target) => ({ target, isIntersecting: onScreen }) as IntersectionObserverEntry),
              o.self as IntersectionObserver,
            );
        }
      });
    },
    setTabHidden(value: boolean) {
      hidden = value;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    },
    reduceMotion() {
      reduced = true;
      act(() =>
        mediaListeners.forEach((listener) => listener({ matches: true, media: '(prefers-reduced-motion: reduce)' })),
      );
    },
    get reduced() {
      return reduced;
    },
    /** A touch screen (pointer: coarse), from the next page load on. */
    setTouchScreen() {
      coarse = true;
    },
  };
}

type BrowserFakes = ReturnType<typeof installBrowserFakes>;

/** The view events every timed machine shares, as real browser changes; each waits for a machine that the change
 * made load on demand (components/hooks/useLazyMachine.ts). */
export function viewExecutors(browser: BrowserFakes, which?: (element: Element) => boolean) {
  const then = (change: () => void) => async () => {
    change();
    await settleLoaded();
  };
  return {
    'view.visible': then(() => {
      browser.setTabHidden(false);
      browser.setOnScreen(true, which);
    }),
    'view.hidden': (event: { type: string; cause?: unknown }) =>
      then(() => (event.cause === 'tab' ? browser.setTabHidden(true) : browser.setOnScreen(false, which)))(),
    'motion.reduce': then(() => browser.reduceMotion()),
    // The page's scripts arrive (hydration) with the element below the fold, or on screen in a visible tab (the
    // visitor scrolled there first): the observer's first report.
    'hydrated.belowFold': then(() => browser.setOnScreen(false, which)),
    'hydrated.inView': then(() => {
      browser.setTabHidden(false);
      browser.setOnScreen(true, which);
    }),
  };
}

/** Both ways an element stops being seen: scrolled off screen, or the tab hidden. */
export const viewEventCases = [
  { type: 'view.hidden', cause: 'scroll' },
  { type: 'view.hidden', cause: 'tab' },
];

/** Fake timers and fresh browser fakes around every test of the file; the returned fakes act on the current test's. */
export function fakeBrowserForEachTest(): BrowserFakes {
  let current: BrowserFakes | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    current = installBrowserFakes();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('browser fakes are only available inside a test');
    return current;
  };
  return {
    setOnScreen: (onScreen, which) => now().setOnScreen(onScreen, which),
    setTabHidden: (value) => now().setTabHidden(value),
    reduceMotion: () => now().reduceMotion(),
    get reduced() {
      return now().reduced;
    },
    setTouchScreen: () => now().setTouchScreen(),
  };
}
