// Demos that play when they come on screen (issue #14): coming into view they start from their first frame, never
// showing the finished frame and then jumping back; the SEO results never show as an empty box or blank cards. Every animation
// frame is sampled from before the scroll until the demo has been on screen for a while.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Frame = { value: number; hydrated: boolean };

/** Scrolls `selector` into view in one jump and samples `read` on every animation frame from just before. */
async function framesWhileScrolledIntoView(page: Page, selector: string, read: string) {
  return page.evaluate(
    async ({ selector, read }) => {
      const element = document.querySelector<HTMLElement>(selector)!;
      const sample = new Function('el', `return (${read})(el)`) as (el: HTMLElement) => unknown;
      const frames: { onScreen: boolean; value: unknown }[] = [];
      const onScreen = () => {
        const { top, bottom } = element.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      };
      await new Promise<void>((resolve) => {
        let n = 0;
        // Each sample is what the frame about to be painted shows: taken after this frame's scroll.
        const tick = () => {
          if (n === 2) element.scrollIntoView({ block: 'center' });
          frames.push({ onScreen: onScreen(), value: sample(element) });
          if (++n < 40) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      return frames;
    },
    { selector, read },
  );
}

test.describe('demos coming into view', () => {
  test('the SEO demo starts from an empty query, its results waiting in place and readable', async ({ page }) => {
    await page.goto('/services/seo');
    // Hydrated below the fold, the demo takes back the prerendered finished frame and waits with an empty query; on a
    // busy machine the network can be quiet before that has happened, so wait for the state itself.
    await expect(page.getByTestId('seo-query')).toHaveText('');
    const frames = await framesWhileScrolledIntoView(
      page,
      '[aria-label="Search results"]',
      `(el) => ({
        typed: document.querySelector('[data-testid="seo-query"]').textContent.length,
        cards: el.querySelectorAll('li').length,
        waiting: el.dataset.waiting,
        // Results a visitor cannot read: hidden, or drawn at no opacity (the review r23: blank cards under "Con").
        unread: [...el.querySelectorAll('li p')].filter((p) => {
          const style = getComputedStyle(p);
          return style.visibility === 'hidden' || Number(style.opacity) < 1 || !p.textContent.trim();
        }).length,
      })`,
    );
    const seen = frames
      .filter((f) => f.onScreen)
      .map((f) => f.value as { typed: number; cards: number; waiting: string; unread: number });
    expect(seen.length).toBeGreaterThan(10);
    // First frame on screen: the query not typed yet, the results in place and readable (a whole frame to look at,
    // not an empty box or blank cards).
    expect(seen[0]).toMatchObject({ typed: 0, cards: 4, waiting: 'true', unread: 0 });
    for (const frame of seen) expect(frame.unread, JSON.stringify(frame)).toBe(0);
    // From then on the query only grows: the finished frame never shows before the typing.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.typed).toBeGreaterThanOrEqual(seen[i - 1]!.typed);
  });

  test('the CRM chart starts with no bar drawn and draws them one by one', async ({ page }) => {
    await page.goto('/services/crm');
    const drawnBars = `(el) => [...el.querySelectorAll('li > span:nth-child(2) > span')].filter((bar) => bar.style.width !== '0%').length`;
    // Hydrated below the fold, the chart takes back the prerendered bars and waits with none drawn.
    await expect
      .poll(() =>
        page
          .locator('figure ol')
          .evaluate(
            (el, read) => (new Function('el', `return (${read})(el)`) as (el: Element) => number)(el),
            drawnBars,
          ),
      )
      .toBe(0);
    const frames = await framesWhileScrolledIntoView(page, 'figure ol', drawnBars);
    const seen = frames.filter((f) => f.onScreen).map((f) => f.value as number);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen[0]).toBe(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
  });

  // A visitor who scrolls faster than the scripts arrive (or reloads in the middle of the page) already looks at
  // the prerendered, finished frame when the page hydrates: it stays, it is not taken back to the first frame.
  for (const demo of [
    {
      path: '/services/seo',
      selector: '[aria-label="Search results"]',
      read: `(el) => document.querySelector('[data-testid="seo-query"]').textContent.length`,
      name: 'the SEO query',
    },
    {
      path: '/services/crm',
      selector: 'figure ol',
      read: `(el) => [...el.querySelectorAll('li > span:nth-child(2) > span')].filter((bar) => bar.style.width !== '0%').length`,
      name: 'the CRM bars',
    },
  ]) {
    test(`${demo.name}: scrolled to before the page hydrates, the finished frame stays`, async ({ page }) => {
      // Every painted frame from the first, sampled from a script that runs before the page's own.
      await page.addInitScript(
        ({ selector, read }) => {
          const sample = new Function('el', `return (${read})(el)`) as (el: Element) => number;
          const frames: Frame[] = [];
          (window as unknown as { __frames: Frame[] }).__frames = frames;
          const tick = () => {
            const el = document.querySelector(selector);
            if (el) {
              const { top, bottom } = el.getBoundingClientRect();
              // React has claimed the element: the page has hydrated.
              const hydrated = Object.keys(el).some((key) => key.startsWith('__react'));
              if (bottom > 0 && top < window.innerHeight) frames.push({ value: sample(el), hydrated });
            }
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { selector: demo.selector, read: demo.read },
      );
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/entries/entry-client-routing.*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(demo.path, { waitUntil: 'domcontentloaded' });
      await page.locator(demo.selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const frames = () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
      await expect.poll(async () => (await frames()).length).toBeGreaterThan(5);
      release();
      // Sampled on screen until the page has hydrated and long after (the first element comes after 300 ms).
      await expect.poll(async () => (await frames()).filter((f) => f.hydrated).length).toBeGreaterThan(30);
      const seen = await frames();
      expect(seen[0], 'the prerendered frame is the finished one').toMatchObject({ hydrated: false });
      const finished = seen[0]!.value;
      expect(finished).toBeGreaterThan(0);
      expect(
        seen.map((f) => f.value),
        `${demo.name} went back after hydration`,
      ).toEqual(seen.map(() => finished));
    });
  }
});
