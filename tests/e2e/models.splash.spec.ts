// The splash spec model (tests/models/splash.model.ts) in a real browser against the built site: paths generated
// from the model, one for every transition it has, a few chosen to take every kind of step, and each step done as
// a visitor would: a new tab is a new browser context, a reload a reload, reduced motion the browser's own media
// setting, a hidden tab the page's visibility. The page's clock is paused from the first script on, so every delay
// is taken at the spec's millisecond (spec §9: 500 ms loading, 3.5 s splash, 2.8 s wave): one millisecond early
// nothing has changed, on time it has. In every state: the overlay as the visitor meets it (over the page or gone,
// catching clicks or letting them through, the logo still or waving), hidden from assistive technology, never
// holding focus, and the page beneath.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { site } from '../../content/site';
import { FADE_MS, LOADING_MS, SPLASH_MS, WAVE_MS, splashSpecModel } from '../models/splash.model';
import { expect, fingerDrag, isHydrated, settle, test } from './fixtures';
import { after, covering, delayOf, describe, generate, isAfter, uncovered, type Path } from './graph-paths';

test.use({ splash: true });

const generated = generate(
  splashSpecModel,
  [
    ...['tab.open', 'page.reload', 'overlay.click', 'overlay.scroll', 'key.escape', 'tab.hide', 'motion.reduce'].map(
      (type) => ({
        type,
      }),
    ),
    after(LOADING_MS, 'splash-spec.loading'),
    after(WAVE_MS, 'splash-spec.splash.waving'),
    after(SPLASH_MS - WAVE_MS, 'splash-spec.splash.resting'),
    after(FADE_MS, 'splash-spec.fading'),
    after(SPLASH_MS, 'splash-spec.gone'),
  ],
  (s) => JSON.stringify([s.value, s.context]),
  () => false, // a finite model: every state and transition is reached
  { byEdge: true },
);
const paths = covering(generated, 28);

/** Whether the element under a point belongs to the overlay (what a click there would reach). */
const overlayAt = (page: Page, x: number, y: number) =>
  page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="splash"]'), [x, y]);

async function runSplashPath(browser: Browser, first: Page, path: Path) {
  let page: Page | undefined;
  let extra: BrowserContext | undefined;
  const overlay = () => page!.getByTestId('splash');
  /** The header's About link, under the overlay while it shows: a click there must not reach it. */
  let about: { x: number; y: number };

  /** A page load, up to the moment the overlay shows or, when none is due, the page has hydrated. */
  const load = async (how: 'open' | 'reload', to: AnyMachineSnapshot) => {
    if (how === 'open') {
      await page!.clock.install();
      await page!.clock.pauseAt(Date.now() + 1000);
      await page!.goto('/');
    } else await page!.reload();
    const box = (await page!
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .boundingBox())!;
    about = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (to.matches('loading')) {
      // The overlay is prerendered; its time starts as the page hydrates and its machine takes over (the still
      // logo, 'loading'): the clock stands still meanwhile.
      await expect(overlay()).toHaveAttribute('data-phase', 'loading');
    } else {
      // Hydrated: the page's footer answers (React keeps its handlers on the node). React reveals the page's content
      // after a short throttle of its own, so the clock moves on until it has (nothing in the spec is due meanwhile).
      const footer = page!.getByRole('contentinfo');
      for (let i = 0; i < 20 && !(await isHydrated(footer)); i++) {
        await page!.clock.runFor(100);
        await settle(page!);
      }
      expect(await isHydrated(footer)).toBe(true);
    }
    await settle(page!);
  };

  const actions: Record<string, (e: AnyEventObject, to: AnyMachineSnapshot) => Promise<void>> = {
    'tab.open': async (_, to) => {
      const reduced = (to.context as { reduced: boolean }).reduced;
      if (!page) {
        page = first;
        if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      } else {
        // A new tab: a new tab session, the same visitor (and their motion setting).
        await extra?.close();
        const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
        extra = await browser.newContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          baseURL,
          reducedMotion: reduced ? 'reduce' : 'no-preference',
        });
        page = await extra.newPage();
      }
      await load('open', to);
    },
    'page.reload': (_, to) => load('reload', to),
    'overlay.click': async () => {
      await page!.mouse.click(about.x, about.y);
      await settle(page!);
    },
    'overlay.scroll': async () => {
      // A phone's visitor swipes up over it; a desktop's turns the mouse wheel.
      const { w, h } = await page!.evaluate(() => ({ w: innerWidth, h: innerHeight }));
      if (test.info().project.use.hasTouch)
        await fingerDrag(page!, { x: w / 2, y: (h * 3) / 4 }, { x: w / 2, y: h / 4 });
      else {
        await page!.mouse.move(w / 2, h / 2);
        await page!.mouse.wheel(0, 400);
      }
      await settle(page!);
    },
    'key.escape': async () => {
      await page!.keyboard.press('Escape');
      await settle(page!);
    },
    'tab.hide': async () => {
      // The visitor switches to another tab and comes back.
      for (const state of ['hidden', 'visible']) {
        await page!.evaluate((state) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
        await settle(page!);
      }
    },
    'motion.reduce': async () => {
      // Before the first tab the setting waits for it ('tab.open' above).
      if (!page) return;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(() => page!.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      await settle(page);
    },
  };

  const check = async (state: AnyMachineSnapshot, label: string) =>
    test.step(label, async () => {
      if (state.matches('closed')) return;
      const p = page!;
      const { innerWidth: w, innerHeight: h } = await p.evaluate(() => ({ innerWidth, innerHeight }));
      // Nothing the visitor did reached the page beneath, and the page is there, for people and for screen readers.
      await expect(p).toHaveURL(/\/$/);
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await p.evaluate(() => !document.activeElement?.closest('[data-testid="splash"]')), 'focus').toBe(true);
      if (state.matches('gone')) {
        await expect(overlay()).toHaveCount(0);
        expect(await overlayAt(p, about.x, about.y), 'the page takes clicks').toBe(false);
        return;
      }
      await expect(overlay()).toHaveCount(1);
      await expect(overlay()).toHaveAttribute('aria-hidden', 'true');
      await expect(overlay()).toContainText(site.name);
      const bars = overlay().locator('[data-waving] > *');
      await expect(bars).toHaveCount(9);
      if (state.matches('fading')) {
        // Fading out: it turns transparent and lets clicks through.
        await expect(overlay()).toHaveCSS('opacity', '0');
        expect(await overlayAt(p, about.x, about.y), 'clicks go through').toBe(false);
        return;
      }
      await expect(overlay()).toHaveCSS('opacity', '1');
      expect(await overlayAt(p, w / 2, h / 2), 'covers the page').toBe(true);
      expect(await overlayAt(p, about.x, about.y), 'catches clicks').toBe(true);
      // The bars wave (each runs the wave animation) only in the splash's first 2.8 s; the loading screen is still.
      const animations = (b: Locator) => b.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
      const waving = state.matches({ splash: 'waving' });
      expect(
        (await animations(bars)).filter((name) => name !== 'none'),
        'waving bars',
      ).toHaveLength(waving ? 9 : 0);
    });

  try {
    for (const [i, { event, state }] of path.steps.entries()) {
      if (i > 0) {
        const before = path.steps[i - 1]!.state;
        if (isAfter(event)) {
          const ms = Number(delayOf(event));
          // One millisecond early nothing has changed (pointless where nothing is left to change).
          if (!before.matches('gone')) {
            await page!.clock.runFor(ms - 1);
            await settle(page!);
            await check(before, `${i}: ${ms - 1} ms: still ${JSON.stringify(before.value)}`);
            await page!.clock.runFor(1);
          } else await page!.clock.runFor(ms);
          await settle(page!);
        } else await actions[event.type]!(event, state);
      }
      await check(state, `${i}: ${JSON.stringify(state.value)} ${JSON.stringify(state.context)}`);
    }
  } finally {
    await extra?.close();
  }
}

test.describe('splash spec model @desktop-only', () => {
  test('the chosen paths take every transition of the model', () => {
    expect(uncovered(generated, paths)).toEqual([]);
  });
  for (const path of paths) test(describe(path), ({ browser, page }) => runSplashPath(browser, page, path));
});
