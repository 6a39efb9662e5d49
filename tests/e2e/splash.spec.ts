// The start-up overlay (spec §2 Global behaviour, §9) in a real browser: on the first load of a tab session
// only, about 0.5 + 3.5 s plus the fade, skippable, absent with reduced motion, never in the prerendered HTML.
import { expect, test } from './fixtures';

test.use({ splash: true });

test('shows once on the first load, then neither on client navigation nor on reload', async ({ page }) => {
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toHaveAttribute('data-phase', 'loading');
  const shownAt = Date.now();
  await expect(splash).toHaveAttribute('data-phase', 'splash');
  await expect(splash.locator('[data-waving="true"]')).toHaveCount(1);
  await expect(splash).toHaveCount(0, { timeout: 8000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(3500);
  expect(shownFor).toBeLessThan(6500);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(700);
  await expect(splash).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(700);
  await expect(splash).toHaveCount(0);
});

test('Escape skips it', async ({ page }) => {
  await page.goto('/about');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(splash).toHaveCount(0, { timeout: 1000 });
});

test('a click skips it without reaching the page underneath', async ({ page }) => {
  await page.goto('/about');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await splash.click({ position: { x: 200, y: 30 } });
  await expect(splash).toHaveCount(0, { timeout: 1000 });
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('it is not shown at all', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#featured-work-track article')).toHaveCount(18); // hydrated
    await page.waitForTimeout(700);
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});

test('it is not in the prerendered HTML, is not the largest paint and shifts nothing @desktop-only', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/')).text()).not.toContain('data-testid="splash"');
  await page.goto('/');
  await expect(page.getByTestId('splash')).toHaveAttribute('data-phase', 'splash');
  const { lcpInSplash, shift } = await page.evaluate(
    () =>
      new Promise<{ lcpInSplash: boolean; shift: number }>((resolve) => {
        let lcp: Element | null = null;
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = (entry as PerformanceEntry & { element: Element }).element;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shift += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcpInSplash: !!lcp?.closest('[data-testid="splash"]'), shift }), 300);
      }),
  );
  expect(lcpInSplash).toBe(false);
  expect(shift).toBeLessThan(0.01);
});
