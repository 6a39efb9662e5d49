// /services/website-design at 1440 px: every row of its sections fills the page's width (the grid's right line, the
// header's content edge: docs/design.md, "The grid"), and the sections do not repeat one treatment back to back. The
// buyer's review (round 20): the pricing cards and the "What's Included" list left about 480 px of their rows empty,
// and seven card sections ran in one rhythm (two rows of four like boxes one after the other).
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test("website-design's rows end on the page's right line and no two sections in a row look alike @desktop-only", async ({
  page,
}) => {
  await page.goto('/services/website-design');
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(() => {
    const header = document.querySelector('header')!.firstElementChild as HTMLElement;
    const pageRight = header.getBoundingClientRect().right - parseFloat(getComputedStyle(header).paddingRight);
    const main = document.querySelector('main')!;
    const shown = (el: Element) => [...el.children].filter((c) => c.getClientRects().length > 0);
    /** A section's body: the largest block of two or more items (cards, list items, columns) outside its heading. */
    const body = (section: Element) => {
      const heading = section.querySelector('h2')!;
      const blocks = [...section.querySelectorAll('*')].filter((el) => !el.contains(heading) && shown(el).length > 1);
      const outer = blocks.filter((el) => !blocks.some((b) => b !== el && b.contains(el)));
      const area = (el: Element) => el.getBoundingClientRect().width * el.getBoundingClientRect().height;
      return outer.sort((a, b) => area(b) - area(a))[0] ?? section;
    };
    const boxed = (el: Element) => {
      const s = getComputedStyle(el);
      return parseFloat(s.borderLeftWidth) > 0 || s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.boxShadow !== 'none';
    };
    const sections = [...main.querySelectorAll('section[aria-labelledby]')].map((section) => {
      const el = body(section);
      const items = shown(el);
      const columns = new Set(items.map((c) => Math.round(c.getBoundingClientRect().left))).size;
      return {
        title: document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent?.trim() ?? '',
        // What a visitor sees of it: how many items, in how many columns, boxes or not.
        look: `${items.length} items in ${columns} columns, ${boxed(items[0]!) ? 'boxed' : 'open'}`,
        right: Math.round(
          Math.max(el.getBoundingClientRect().right, ...items.map((c) => c.getBoundingClientRect().right)),
        ),
      };
    });
    return { pageRight: Math.round(pageRight), sections };
  });
  const byTitle = Object.fromEntries(found.sections.map((s) => [s.title, s]));
  for (const title of ["What's Included", 'Pricing & timeline'])
    expect
      .soft(Math.abs(byTitle[title]!.right - found.pageRight), `${title} ends at ${byTitle[title]!.right}`)
      .toBeLessThanOrEqual(1);
  for (let i = 1; i < found.sections.length; i++) {
    const [before, after] = [found.sections[i - 1]!, found.sections[i]!];
    expect.soft(after.look, `"${before.title}" and "${after.title}" look alike`).not.toBe(before.look);
  }
});
