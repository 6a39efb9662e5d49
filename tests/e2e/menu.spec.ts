// The mobile menu (spec §2 Top navigation) in a real browser, below the md breakpoint on both projects:
// opens as a modal dialog with focus on the first link, Tab cycles inside, page scroll locked, and it closes on
// Escape, on a press outside and on navigation.
import type { Page } from '@playwright/test';
import { mainNav } from '../../content/site';
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
