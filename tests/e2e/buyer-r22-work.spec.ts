// The buyer's review r22 on the work pages, measured as the buyer measured it (1440 × 900 and 390 × 844): on /portfolio
// at 390 how the figures are counted takes one short line, the rest one tap away, so the first project's picture is
// in the first screen; the projects without a figure quote their client.
import type { Page } from '@playwright/test';
import { specProjects } from '../specCopy';
import { buyerViewports, expect, test } from './fixtures';

const [desktop, phone] = buyerViewports;

/** Each case study at 1440, in turn. */
async function atEachCaseStudy(page: Page, check: (slug: string) => Promise<void>) {
  await page.setViewportSize(desktop);
  for (const { slug } of specProjects) {
    await page.goto(`/portfolio/${slug}`);
    await check(slug);
  }
}

test.describe('the buyer’s review r22: the work pages @desktop-only', () => {
  test('/portfolio at 390: the figures’ method in one short line, the first picture in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/portfolio');
    const note = page.getByText(/^Every figure is counted in the client/).filter({ visible: true });
    await expect(note).toBeVisible();
    // Two lines of body text at most (the review: four lines, 120 px).
    expect((await note.boundingBox())!.height).toBeLessThanOrEqual(60);
    // The first project's picture: at least 340 px of it (246 px under the four-line note) in the first screen.
    const picture = page.getByRole('article').first().getByRole('img').filter({ visible: true }).first();
    expect(phone.height - (await picture.boundingBox())!.y).toBeGreaterThanOrEqual(340);
    // Where the figures come from is one tap away, read at body size.
    const sources = page.getByText(/Search Console\) against where the client stood before launch/);
    await expect(sources.filter({ visible: true })).toHaveCount(0);
    await note.click();
    await expect(sources.filter({ visible: true })).toBeVisible();
  });

  test('/portfolio: each project without a figure quotes its client by name', async ({ page }) => {
    await page.goto('/portfolio');
    const withoutFigures = specProjects.filter((p) => !p.figures.length).map((p) => p.title);
    expect(withoutFigures).toHaveLength(3);
    for (const title of withoutFigures) {
      const tile = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(tile.locator('blockquote')).toBeVisible();
      // A first and last name, then the role.
      await expect(tile.locator('figcaption')).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+, [A-Z]/);
    }
  });

  test('a case study at 1440 shows the whole homepage, no window to scroll inside, each section a click from full size', async ({
    page,
  }) => {
    await atEachCaseStudy(page, async (slug) => {
      const home = page.getByRole('region', { name: 'Homepage, top to bottom' });
      // No window inside the page: the region is as tall as what it holds.
      const { scroll, client, width } = await home.evaluate((el) => ({
        scroll: el.scrollHeight,
        client: el.clientHeight,
        width: el.getBoundingClientRect().width,
      }));
      expect(Math.abs(scroll - client), slug).toBeLessThanOrEqual(1);
      // Drawn at close to half its size at least, beside the words: the headlines read (r22: 675 px to scroll).
      expect(width, slug).toBeGreaterThanOrEqual(640);
      const title = page.getByRole('heading', { name: 'The screens' });
      expect((await title.boundingBox())!.x + 400).toBeLessThan((await home.boundingBox())!.x);
    });
    // A click on a section opens it full size in a tab of its own.
    const [picture] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('region', { name: 'Homepage, top to bottom' }).getByRole('link').first().click(),
    ]);
    await expect(picture).toHaveURL(/\/images\/work\/[a-z-]+\/scroll-1440\.webp$/);
  });

  test('at 390 the work pages and /about are shorter: rows of like items swipe, nothing is dropped', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    /** A row that scrolls sideways on a phone: wider inside than it is. */
    const swipes = (row: ReturnType<typeof page.locator>) =>
      row.evaluate((el) => el.scrollWidth > el.clientWidth + 100 && getComputedStyle(el).overflowX === 'auto');
    // The review measured /portfolio 8,636 px, /about 6,370 px and the case studies 8,374-8,714 px.
    await page.goto('/portfolio');
    expect(await height()).toBeLessThan(7600);
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(3);
    expect(await swipes(page.getByRole('region', { name: 'More client work: swipe for more' }))).toBe(true);
    await page.goto('/about');
    expect(await height()).toBeLessThan(5200);
    const team = page.getByRole('list', { name: 'Who you will work with' });
    expect(await swipes(team)).toBe(true);
    // The seven people in the row, how to reach them right after it (r26b: not an eighth tile a swipe away).
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(
      page.getByRole('region', { name: 'Who you will work with' }).getByRole('heading', { name: 'Talk to us' }),
    ).toBeVisible();
    for (const { slug } of specProjects) {
      await page.goto(`/portfolio/${slug}`);
      expect(await height(), slug).toBeLessThan(8300);
      for (const name of ['What we did', 'The results']) {
        const row = page.getByRole('list', { name });
        expect(await swipes(row), `${slug}: ${name}`).toBe(true);
      }
      await expect(page.getByRole('list', { name: 'What we did' }).getByRole('listitem')).toHaveCount(4);
    }
  });

  test('a case study at 1440: the call beside the next project is as tall as its words, the project no taller', async ({
    page,
  }) => {
    await atEachCaseStudy(page, async (slug) => {
      const call = page.getByRole('heading', { name: 'Your business could be the next case study.' }).locator('..');
      const next = page.getByRole('link', { name: /^Next project/ });
      // Empty height: the call's inner height less the span of what it holds (r22: 150 px past its words).
      const empty = await call.evaluate((el) => {
        const style = getComputedStyle(el);
        const inner = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const boxes = [...el.children].map((c) => c.getBoundingClientRect());
        return inner - (Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)));
      });
      expect(empty, slug).toBeLessThanOrEqual(24);
      // The next project beside it is no taller: the row is as tall as the call's words.
      expect((await next.boundingBox())!.height, slug).toBeLessThanOrEqual((await call.boundingBox())!.height + 2);
    });
  });
});
