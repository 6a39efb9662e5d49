// FAQ accordion (spec §2 FAQ) in a real browser: one answer open at a time, and the open one closes again.
import { faqs } from '../../content/faq';
import { expect, test, untilHydrated } from './fixtures';

test('one item open at a time, collapsible', async ({ page }) => {
  await page.goto('/faq');
  const [first, second] = [faqs[0]!, faqs[1]!].map((item) => ({
    button: page.getByRole('button', { name: item.question }),
    answer: page.getByRole('region', { name: item.question }),
  }));
  await expect(first!.answer).toBeHidden();
  await untilHydrated(first!.button);
  await first!.button.click();
  await expect(first!.button).toHaveAttribute('aria-expanded', 'true');
  await expect(first!.answer).toBeVisible();
  await second!.button.click();
  await expect(second!.answer).toBeVisible();
  await expect(first!.answer).toBeHidden();
  await expect(first!.button).toHaveAttribute('aria-expanded', 'false');
  await second!.button.click();
  await expect(second!.answer).toBeHidden();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
});
