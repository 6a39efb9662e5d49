// The mobile menu (spec §2 Top navigation) in a real browser, below the md breakpoint on both projects:
// opens as a modal dialog with focus on the first link, Tab cycles inside, page scroll locked, and it closes on
// Escape, on a press outside and on navigation.
import type { Page } from '@playwright/test';
import { specMainNav as mainNav } from '../specCopy';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Open navigation menu' });
  const dialog = page.getByRole('dialog');
  const close = dialog.getByRole('button', { name: 'Close navigation menu' });
  // Until hydration the button does nothing; retry the click until the menu answers.
  await expect(async () => {
    if (!(await close.isVisible())) await button.click();
    await expect(close).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

test('focus starts on the first link, Tab cycles inside, the page cannot scroll, Escape closes', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openMenu(page);
  await expect(dialog.getByRole('link', { name: mainNav[0]!.label })).toBeFocused();

  // close button + six links + Get Started: Tab goes round and comes back, never leaving the dialog.
  const stops = 1 + mainNav.length + 1;
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await expect(dialog.getByRole('link', { name: mainNav[0]!.label })).toBeFocused();

  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  // Focus goes back to the button that opened the menu, not to the top of the document.
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('a press outside the menu closes it (mouse on desktop, touch on the phone)', async ({ page, hasTouch }) => {
  await page.goto('/about');
  const dialog = await openMenu(page);
  if (hasTouch) await page.touchscreen.tap(200, 800);
  else await page.mouse.click(200, 800);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('following a link in the menu navigates and closes it', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openMenu(page);
  await dialog.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Portfolio');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
});

test('links in the menu navigate client-side, without reloading the page (#14)', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openMenu(page);
  // A page load would start a new document and drop this mark.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await dialog.getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|Questions/i);
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await (await openMenu(page)).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('while the menu is open exactly one control reads "Close navigation menu" (#14)', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openMenu(page);
  await expect(page.locator('[aria-label="Close navigation menu"]')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Close navigation menu' })).toBeVisible();
  // The header's menu button stands behind it, hidden, until the menu closes.
  await expect(page.locator('header').getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close navigation menu' }).click();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
  await expect(page.locator('[aria-label="Close navigation menu"]')).toHaveCount(0);
});

for (const width of [320, 360, 390]) {
  test(`at ${width} px the header holds the logo, Get Started and the menu button side by side (#14)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/about');
    const header = page.locator('header');
    const boxes = await Promise.all(
      [
        header.getByRole('link', { name: 'Lumivox home' }),
        header.getByRole('link', { name: 'Get Started' }),
        header.getByRole('button', { name: 'Open navigation menu' }),
      ].map(async (l) => (await l.boundingBox())!),
    );
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(0);
      expect(boxes[i]!.x + boxes[i]!.width).toBeLessThanOrEqual(width);
      expect(boxes[i]!.height).toBeLessThanOrEqual(64); // one line, inside the 64 px bar
      if (i > 0) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
