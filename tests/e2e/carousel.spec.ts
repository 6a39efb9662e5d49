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
