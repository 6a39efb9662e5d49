// The buyer's review r29b on a phone: in a row to swipe, the next figure peeked by its first digits ("200%" read "20"
// at 390). Measured as the buyer saw it (390 × 844) and on the phone project's own screen (412 px). Then r30's.
import { specProjects } from '../specCopy';
import { buyerViewports, expect, test } from './fixtures';

const [, phone] = buyerViewports;

test('on a phone no figure is cut by the screen’s edge: each number is wholly on screen or wholly off it', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize(phone);
  // The home page's results and every case study that states figures (spec §2, §3).
  const paths = ['/', ...specProjects.filter((p) => p.figures.length > 0).map((p) => `/portfolio/${p.slug}`)];
  for (const path of paths) {
    await page.goto(path);
    const figures = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // A figure: an element whose whole text is a number with its unit ("150%", "5x", "#1"), measured by its glyphs.
      return [...document.querySelectorAll('main *')]
        .filter((el) => el.children.length === 0 && /^(#\d+|[\d.,]+\s?(%|x|×))$/i.test(el.textContent?.trim() ?? ''))
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const { left, right } = range.getBoundingClientRect();
          return { text: el.textContent!.trim(), left: Math.round(left), right: Math.round(right), width };
        });
    });
    expect(figures.length, path).toBeGreaterThan(0);
    const cut = figures.filter((f) => f.left < f.width && f.right > f.width);
    expect(cut, path).toEqual([]);
    // The next figure shows only its rule: a line under the row says a swipe brings the next one (or more).
    const more = figures.filter((f) => f.left >= f.width).length;
    expect(more, path).toBeGreaterThan(0);
    const hint = more === 1 ? 'Swipe for the next result' : 'Swipe for more results';
    await expect(page.getByText(hint, { exact: true }), path).toBeVisible();
  }
});

// The buyer's review r30: on /about at 390 "Schedule Management" and "Analytics" were 66 px tall beside rows of 46.
test('on /about the links to the eight services are one height, whichever name takes two lines', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize(phone);
  await page.goto('/about');
  const links = page.getByRole('region', { name: 'Everything you need to grow, under one roof' }).getByRole('link');
  await expect(links).toHaveCount(8); // spec §2: eight services
  const heights = await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().height)));
  expect(new Set(heights).size, heights.join(', ')).toBe(1);
});

// The buyer's review r30b: on /get-started the services' checkboxes stood 4 px off the fields' columns above them.
test('on /get-started the services to choose stand on the columns of the fields above them @desktop-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/get-started');
  const form = page.getByRole('form', { name: 'Project Information' });
  const columns = async (boxes: { x: number; width: number }[]) =>
    [...new Set(boxes.flatMap((b) => [Math.round(b.x), Math.round(b.x + b.width)]))].sort((a, b) => a - b);
  const fields = await columns(
    await form.getByRole('textbox').evaluateAll((els) => els.slice(0, 4).map((e) => e.getBoundingClientRect())),
  );
  const choices = await columns(
    await form.getByRole('checkbox').evaluateAll((els) => els.map((e) => e.closest('label')!.getBoundingClientRect())),
  );
  expect(fields).toHaveLength(4);
  expect(choices).toEqual(fields);
});
