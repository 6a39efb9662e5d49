// The start-up overlay against its spec model (splash.model.ts): new tabs and reloads share or start a tab session
// (sessionStorage), and in every state the overlay, its phase (still or waving logo, fading), and the page beneath.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash } from '../../components/layout/Splash';
import { SplashGuard } from '../../components/layout/SplashGuard';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { FADE_MS, LOADING_MS, SPLASH_MS, splashSpecModel, WAVE_MS } from './splash.model';

const timed = createTimedModel(splashSpecModel);
const wait = (ms: number) => ({ type: `${waitPrefix}${ms}` });
const e = (type: string) => ({ type });
const whole = [wait(LOADING_MS), wait(WAVE_MS), wait(SPLASH_MS - WAVE_MS), wait(FADE_MS)];
const chosen = [
  chosenPath(timed.machine, 'the whole splash, reloads, then a new tab has it again', [
    e('tab.open'),
    ...whole,
    e('page.reload'),
    wait(SPLASH_MS),
    e('page.reload'),
    e('tab.open'),
    ...whole,
  ]),
  chosenPath(timed.machine, 'Escape twice in quick succession while loading, then again while fading', [
    e('tab.open'),
    e('key.escape'),
    e('key.escape'),
    wait(FADE_MS),
    e('tab.open'),
    wait(LOADING_MS),
    e('overlay.click'),
    e('key.escape'),
    e('key.escape'),
    wait(FADE_MS),
  ]),
  chosenPath(timed.machine, 'reloaded mid-splash: the next load has none', [
    e('tab.open'),
    wait(LOADING_MS),
    e('page.reload'),
    e('page.reload'),
    wait(SPLASH_MS),
  ]),
  chosenPath(timed.machine, 'reduced motion asked for mid-splash, then a new tab: never again', [
    e('tab.open'),
    wait(LOADING_MS),
    wait(WAVE_MS),
    e('motion.reduce'),
    e('tab.open'),
    wait(SPLASH_MS),
  ]),
];

const browser = fakeBrowserForEachTest();
// The real one, taken before a test fakes timers: to let the tasks React schedules run, the machine's clock held still.
const nextTask = (
  (set) => () =>
    new Promise<void>((resolve) => set(() => resolve()))
)(globalThis.setImmediate);
beforeEach(() => sessionStorage.clear());

describe('spec model: the splash', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      let page: ReturnType<typeof render> | undefined;
      // A page load: the overlay decides after hydration, as the component mounts.
      const load = () => {
        page?.unmount();
        browser.setTabHidden(false);
        page = render(
          <>
            <Splash />
            <main>
              <h1>Page heading</h1>
            </main>
          </>,
        );
      };
      const overlay = () => screen.queryByTestId('splash');
      await timed.run(path, {
        events: {
          'tab.open': async () => {
            sessionStorage.clear();
            load();
            // The overlay's machines load on the tab's first page.
            await settleLoaded();
          },
          'page.reload': async () => {
            load();
            await settleLoaded();
          },
          'overlay.click': () => fireEvent.click(overlay()!),
          'overlay.scroll': () => fireEvent.wheel(overlay()!, { deltaY: 300 }),
          'key.escape': () => fireEvent.keyDown(window, { key: 'Escape' }),
          'tab.hide': () => browser.setTabHidden(true),
          'motion.reduce': () => browser.reduceMotion(),
        },
        assert: (snapshot) => {
          // The page is drawn beneath, whatever the overlay does.
          if (page) expect(screen.getByRole('heading', { level: 1, name: 'Page heading' })).toBeInTheDocument();
          const el = overlay();
          const shown = ['loading', 'splash', 'fading'].some((phase) => snapshot.matches(phase));
          if (!shown) {
            expect(el).toBeNull();
            return;
          }
          // A fixed layer over the painted page, hidden from assistive technology: no layout shift, no LCP.
          expect(el).toHaveClass('fixed', 'inset-0');
          expect(el).toHaveAttribute('aria-hidden', 'true');
          expect(el).toHaveTextContent('Lumivox');
          const wave = el!.querySelector<HTMLElement>('[data-waving]')!;
          expect(wave.children).toHaveLength(9);
          const fading = snapshot.matches('fading');
          expect(el).toHaveClass(fading ? 'opacity-0' : 'opacity-100');
          expect(el!.classList.contains('pointer-events-none'), 'a fading overlay lets clicks through').toBe(fading);
          // The spec says nothing of the logo while the overlay fades out.
          if (fading) return;
          const waving = snapshot.matches({ splash: 'waving' });
          expect(wave.dataset.waving).toBe(String(waving));
          expect([...wave.children].filter((bar) => bar.classList.contains('animate-wave'))).toHaveLength(
            waving ? 9 : 0,
          );
        },
      });
      act(() => page?.unmount());
    });
  }
  timed.expectFullCoverage('splash (spec model)');
});

describe('the splash, beside the model', () => {
  it('is in the prerendered page, the first thing painted: the still logo and the wordmark over the page', () => {
    const html = renderToString(
      <>
        <Splash />
        <h1>Page heading</h1>
      </>,
    );
    document.body.innerHTML = html;
    const overlay = screen.getByTestId('splash');
    expect(html.indexOf('data-testid="splash"')).toBeLessThan(html.indexOf('<h1'));
    expect(overlay).toHaveClass('fixed', 'inset-0', 'opacity-100');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveTextContent('Lumivox');
    const wave = overlay.querySelector<HTMLElement>('[data-waving]')!;
    expect(wave.children).toHaveLength(9);
    expect(wave.dataset.waving).toBe('false');
    document.body.innerHTML = '';
  });

  describe('the head script hides the prerendered overlay before the first paint where it must not show', () => {
    const firstPaint = (setUp: () => void) => {
      document.documentElement.className = '';
      document.head.innerHTML = renderToStaticMarkup(<SplashGuard />);
      document.body.innerHTML = renderToString(<Splash />);
      setUp();
      // The head's inline script, run as the browser runs it: before the body is painted.
      for (const script of document.head.querySelectorAll('script')) new Function(script.textContent!)();
      return getComputedStyle(screen.getByTestId('splash')).display;
    };
    afterEach(() => {
      document.documentElement.className = '';
      document.head.innerHTML = '';
      document.body.innerHTML = '';
      vi.restoreAllMocks();
    });

    it('a new tab session: shown', () => {
      // Without the site's stylesheet the overlay is a block here; in the browser it is a flex column.
      expect(firstPaint(() => sessionStorage.clear())).not.toBe('none');
    });
    it('a browser without the font loading API shows the wordmark at once (it cannot wait for the face)', () => {
      firstPaint(() => sessionStorage.clear());
      expect('fonts' in document).toBe(false);
      const name = within(screen.getByTestId('splash')).getByText('Lumivox');
      expect(getComputedStyle(name).visibility).toBe('visible');
    });
    it('this tab has had it: hidden', () => {
      expect(firstPaint(() => sessionStorage.setItem('lumivox.splash-seen', '1'))).toBe('none');
    });
    it('reduced motion: hidden', () => {
      expect(
        firstPaint(() => {
          sessionStorage.clear();
          browser.reduceMotion();
        }),
      ).toBe('none');
    });
    it('storage blocked: hidden (never rather than on every page)', () => {
      expect(
        firstPaint(() => {
          vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          });
        }),
      ).toBe('none');
    });
  });

  it('without JavaScript, the prerendered page alone: the overlay covers nothing', () => {
    // The page as a browser with scripting off parses it (a DOMParser's document has scripting disabled): what a
    // <noscript> holds is markup there, and no script runs.
    const html = `<!doctype html><html><head>${renderToStaticMarkup(<SplashGuard />)}</head><body>${renderToString(
      <>
        <Splash />
        <h1>Page heading</h1>
      </>,
    )}</body></html>`;
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const script of parsed.querySelectorAll('script')) script.remove();
    try {
      document.head.replaceChildren(...[...parsed.head.childNodes].map((node) => document.adoptNode(node)));
      document.body.replaceChildren(...[...parsed.body.childNodes].map((node) => document.adoptNode(node)));
      expect(getComputedStyle(screen.getByTestId('splash')).display).toBe('none');
      expect(screen.getByRole('heading', { level: 1, name: 'Page heading' })).toBeVisible();
    } finally {
      document.head.replaceChildren();
      document.body.replaceChildren();
    }
  });

  it('Escape pressed in the very task that shows it as skippable skips it', async () => {
    // As the browser runs the page: no act() around React's own scheduling, so the commit that shows the overlay and
    // the effects React runs after a paint are separate tasks. The key goes in right after the commit, before any
    // other task (a mutation observer's callback is a microtask): a listener attached after the paint misses it.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('splash')?.dataset.phase !== 'loading') return;
        observer.disconnect();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        resolve();
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
    });
    try {
      root.render(<Splash />);
      await pressed;
      // Whatever React scheduled for after the paint has run; the machine's clock has not moved.
      for (let i = 0; i < 3; i++) await nextTask();
      expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'fading');
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('only Escape among the keys skips it', () => {
    render(<Splash />);
    for (const key of ['Enter', ' ', 'Tab', 'a', 'ArrowDown']) fireEvent.keyDown(window, { key });
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'loading');
    act(() => void vi.advanceTimersByTime(LOADING_MS));
    for (const key of ['Enter', ' ', 'Tab', 'a', 'ArrowDown']) fireEvent.keyDown(window, { key });
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'splash');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'fading');
  });

  describe('its times count from its first paint, not from the scripts that arrive after it', () => {
    // The page as the browser builds it: the head script runs as the prerendered overlay is first painted, then the
    // page's scripts arrive `late` ms after (a slow link, a busy phone) and hydrate it.
    const scriptsArrive = async (late: number) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
      document.head.innerHTML = renderToStaticMarkup(<SplashGuard />);
      for (const script of document.head.querySelectorAll('script')) new Function(script.textContent!)();
      vi.advanceTimersByTime(late);
      render(<Splash />);
      // The overlay's machines load on the tab's first page; the clock stands still meanwhile.
      await settleLoaded();
      return screen.getByTestId('splash');
    };
    afterEach(() => {
      document.head.innerHTML = '';
      delete document.documentElement.dataset.splashShownAt;
    });

    it('scripts 2 s late: the waving logo at once, and the fade 4 s (500 ms + 3.5 s) after the first paint', async () => {
      const overlay = await scriptsArrive(2000);
      expect(overlay).toHaveAttribute('data-phase', 'splash');
      act(() => void vi.advanceTimersByTime(LOADING_MS + SPLASH_MS - 2000 - 1));
      expect(overlay).toHaveAttribute('data-phase', 'splash');
      act(() => void vi.advanceTimersByTime(1));
      expect(overlay).toHaveAttribute('data-phase', 'fading');
    });

    it('scripts 300 ms late: the still logo for the 200 ms left of its 500', async () => {
      const overlay = await scriptsArrive(300);
      expect(overlay).toHaveAttribute('data-phase', 'loading');
      act(() => void vi.advanceTimersByTime(LOADING_MS - 300 - 1));
      expect(overlay).toHaveAttribute('data-phase', 'loading');
      act(() => void vi.advanceTimersByTime(1));
      expect(overlay).toHaveAttribute('data-phase', 'splash');
      act(() => void vi.advanceTimersByTime(SPLASH_MS - 1));
      expect(overlay).toHaveAttribute('data-phase', 'splash');
      act(() => void vi.advanceTimersByTime(1));
      expect(overlay).toHaveAttribute('data-phase', 'fading');
    });

    it('scripts later than its whole time: it fades at once', async () => {
      const overlay = await scriptsArrive(LOADING_MS + SPLASH_MS + 700);
      expect(overlay).toHaveAttribute('data-phase', 'fading');
      act(() => void vi.advanceTimersByTime(FADE_MS));
      expect(screen.queryByTestId('splash')).toBeNull();
    });
  });

  it('where the tab cannot remember it (storage blocked or full), it never shows rather than on every page', () => {
    const quota = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    try {
      render(
        <>
          <Splash />
          <h1>Page heading</h1>
        </>,
      );
      expect(screen.queryByTestId('splash')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Page heading' })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
