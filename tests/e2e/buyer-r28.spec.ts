// The buyer's review r28, measured as a visitor meets it: /guaranteed-growth's two columns end together at 1440 (the
// promise's card 240 px tall beside the 522 px of what is agreed in writing: a 282 px hole), and its terms are where a
// link to them lands.
import { expect, test } from './fixtures';

test('/guaranteed-growth: the promise’s column and what is agreed in writing end together @desktop-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guaranteed-growth');
  const bottomOf = async (name: string) => {
    const column = page
      .getByRole('heading', { name })
      .locator('xpath=ancestor::*[parent::*[contains(@class, "grid")]][1]');
    // A column of the grid at the page's top: the guarantee's terms once sat in a section of their own further down.
    await expect(column, name).toHaveCount(1);
    return column.evaluate((el) =>
      Math.max(...[...el.querySelectorAll('p, dd, h2')].map((e) => e.getBoundingClientRect().bottom)),
    );
  };
  const promise = await bottomOf('Terms of the guarantee');
  const inWriting = await bottomOf('Agreed in writing before work starts');
  // Beside each other, and neither leaves more than a short paragraph's height empty beside the other.
  expect(Math.abs(promise - inWriting)).toBeLessThanOrEqual(120);
});
