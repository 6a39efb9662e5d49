// 'Featured Work' (spec §2 Home, §9) in a real browser: three full laps forwards and three backwards, every step
// announced, and at rest the track always scrolled to the middle of its three copies.
import type { Locator } from '@playwright/test';
import { featuredProjects } from '../../content/projects';
import { expect, test } from './fixtures';

const count = featuredProjects.length;

/** The slide the track rests on: 0 … 3·count − 1. */
const slot = (track: Locator) =>
  track.evaluate((el) => {
    const [first, second] = [...el.children] as HTMLElement[];
    return Math.round(el.scrollLeft / (second!.offsetLeft - first!.offsetLeft));
  });

for (const direction of ['next', 'previous'] as const) {
  test(`${direction}: three full laps wrap back to the first project`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const track = page.locator('#featured-work-track');
    // Hydrated: the list is tripled, the real six exposed, and the view placed on the middle copy.
    await expect(track.locator('article')).toHaveCount(3 * count);
    await expect(track.getByRole('article')).toHaveCount(count);
    await track.scrollIntoViewIfNeeded();
    expect(await slot(track)).toBe(count);

    const status = page.getByTestId('carousel-status');
    const button = page.getByRole('button', { name: direction === 'next' ? 'Next project' : 'Previous project' });
    const step = direction === 'next' ? 1 : -1;
    for (let i = 1; i <= 3 * count; i++) {
      await button.click();
      const index = (((i * step) % count) + count) % count;
      await expect(status).toHaveText(`Project ${index + 1} of ${count}: ${featuredProjects[index]!.title}`);
      await expect(track).toHaveAttribute('data-state', 'idle');
      expect(await slot(track), `slide after ${i} clicks`).toBe(count + index);
    }
    await expect(status).toHaveText(`Project 1 of ${count}: ${featuredProjects[0]!.title}`);
  });
}

test('the prerendered page shows each of the six projects once @desktop-only', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const track = /<div[^>]*id="featured-work-track"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(track.match(/<article/g)).toHaveLength(featuredProjects.length);
  for (const p of featuredProjects) expect(track).toContain(escapeHtml(p.title));
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

for (const gap of [60, 90, 120]) {
  test(`14 clicks ${gap} ms apart: 14 cards, and the picture never jumps (#14)`, async ({ page }) => {
    await page.goto('/');
    const track = page.locator('#featured-work-track');
    await expect(track.locator('article')).toHaveCount(3 * count);
    await track.scrollIntoViewIfNeeded();
    const { stride, start } = await track.evaluate((el) => {
      const [first, second] = [...el.children] as HTMLElement[];
      // Every frame's scroll position and time from here on.
      const log: [number, number][] = [];
      (window as unknown as { strip: [number, number][] }).strip = log;
      const record = (time: number) => {
        log.push([el.scrollLeft, time]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
      return { stride: second!.offsetLeft - first!.offsetLeft, start: el.scrollLeft };
    });
    // The clicks come from the page's own clock: Playwright's round trips would space them unevenly.
    await page.evaluate(async (ms) => {
      const next = document.querySelector<HTMLButtonElement>('[aria-label="Next project"]')!;
      for (let i = 0; i < 14; i++) {
        next.click();
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
    }, gap);
    const index = 14 % count;
    await expect(page.getByTestId('carousel-status')).toHaveText(
      `Project ${index + 1} of ${count}: ${featuredProjects[index]!.title}`,
    );
    await expect(track).toHaveAttribute('data-state', 'idle');
    expect(await slot(track)).toBe(count + index);
    // The copies are identical: a move by a whole list length shows the same picture.
    const length = count * stride;
    const picture = (d: number) => {
      const m = ((d % length) + length) % length;
      return m > length / 2 ? m - length : m;
    };
    const frames = await page.evaluate(() => (window as unknown as { strip: [number, number][] }).strip);
    const log = [start, ...frames.map(([x]) => x)];
    const moves = log.slice(1).map((x, i) => picture(x - log[i]!));
    // A frame that came late (a busy machine) may catch up on the scroll it missed: two cards per 33 ms.
    const allowed = frames.map(([, time], i) => 2 * stride * Math.max(1, (time - (frames[i - 1]?.[1] ?? time)) / 33));
    moves.forEach((m, i) => {
      expect(m, 'never backwards').toBeGreaterThan(-1);
      expect(m, 'at most two cards a frame').toBeLessThanOrEqual(allowed[i]!);
    });
    expect(Math.abs(moves.reduce((a, b) => a + b, 0) - 14 * stride), 'distance travelled').toBeLessThan(1);
  });
}
