// spec §2: clicking Contact also scrolls smoothly to the top after about 100 ms; on /contact too. With
// prefers-reduced-motion the page jumps (#14: it used to jump always).
// What the page asks of the browser is recorded (every scroll call, with the behaviour it resolves to), and so is
// each painted frame's scroll position. A glide is told by the request: how many frames of it get painted is up to
// the browser (Chromium animates it on the compositor, and a busy machine paints as few as one of them), so a frame
// count cannot prove it without failing on a loaded machine. A jump is told by the frames: it shows none between.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type ScrollCall = { top: number | undefined; behavior: string };
type Recorded = { frames_: number[]; scrolls_: ScrollCall[] };

async function clickContact(page: Page, path: string) {
  await page.goto(path);
  const mobile = (page.viewportSize()?.width ?? 0) < 768;
  // Hydrated: the menu button answers (phone), the bar's Contact link is handled (desktop).
  if (mobile) {
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close navigation menu' });
    await expect(async () => {
      if (!(await close.isVisible())) await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(close).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Escape');
  } else await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
  const start = await page.evaluate(() => Math.round(window.scrollY));
  await page.evaluate(() => {
    const w = window as unknown as Recorded;
    w.frames_ = [];
    w.scrolls_ = [];
    // Every way a script scrolls the page; the behaviour a call resolves to: its own, or the page's CSS for 'auto'.
    const cssBehaviour = () => getComputedStyle(document.documentElement).scrollBehavior;
    const record = (args: unknown[], y?: number) => {
      const [first, second] = args;
      const options = typeof first === 'object' && first !== null ? (first as ScrollToOptions) : undefined;
      const requested = options?.behavior ?? 'auto';
      w.scrolls_.push({
        top: y ?? (options ? options.top : (second as number | undefined)),
        behavior: requested === 'auto' ? cssBehaviour() : requested,
      });
    };
    for (const name of ['scrollTo', 'scroll'] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => void;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        record(args);
        original(...args);
      };
    }
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      record([typeof arg === 'object' ? arg : {}], Math.round(this.getBoundingClientRect().top + window.scrollY));
      intoView.call(this, arg);
    };
    const frame = () => {
      w.frames_.push(Math.round(window.scrollY));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  if (mobile) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).click();
  } else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const { frames_: frames, scrolls_: scrolls } = await page.evaluate(() => {
    const { frames_, scrolls_ } = window as unknown as Recorded;
    return { frames_, scrolls_ };
  });
  // Where the page stood once /contact was shown (a shorter page may clamp it), then every frame to the top.
  const shown = frames.find((y) => y < start) ?? start;
  return { from: shown, between: frames.filter((y) => y > 0 && y < shown), scrolls };
}

for (const from of ['/about', '/contact']) {
  test(`Contact from ${from}: the page glides to the top, it does not jump`, async ({ page }) => {
    const { from: top, scrolls } = await clickContact(page, from);
    expect(top).toBeGreaterThan(100);
    // One request took the page to the top, and it asked for a glide: no instant scroll to the top beside it.
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
  });
}

test('Contact with reduced motion: the page jumps to the top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { between, scrolls } = await clickContact(page, '/about');
  expect(scrolls).toEqual([{ top: 0, behavior: 'auto' }]);
  // At most one frame between: where a shorter page clamps the old position.
  expect(between.length).toBeLessThanOrEqual(1);
});
