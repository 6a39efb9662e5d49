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

// r28b: at 390 px a 768 px answer opened scrolled to its end, its first line 374 px above the log's top.
test('on a phone a reply taller than the chat opens at its question and its first line, not its last @mobile-only', async ({
  page,
}) => {
  await page.goto('/contact');
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText('Hello! What can I assist you with?');
  const input = page.getByPlaceholder('Type your message...');
  await input.fill('We run a private dental clinic, how much is SEO?');
  await input.press('Enter');
  // The reply is in when the box takes questions again.
  await expect(input).toBeEnabled();
  const reply = log.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('$750');
  const [logBox, question, replyBox] = await Promise.all([
    log.boundingBox(),
    log.locator('[data-role="user"]').last().boundingBox(),
    reply.boundingBox(),
  ]);
  // Taller than the log, or the test proves nothing.
  expect(replyBox!.height).toBeGreaterThan(logBox!.height);
  expect(question!.y, 'the question in view').toBeGreaterThanOrEqual(logBox!.y);
  expect(replyBox!.y, 'the reply’s first line in view').toBeLessThan(logBox!.y + logBox!.height - 24);
});
