// The terms of service (/terms) as a careful buyer reads them against the rest of the site: they are with the company
// the footer names, and they say what the pages that sell say (Get Started's "Terms, plainly", the guarantee's refund),
// read from those pages in the browser, so a terms page that drifts from a selling page fails here. The buyer's
// reviews r27 and r27b: no terms anywhere, no legal name.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

test('the terms repeat every term Get Started states and the guarantee’s refund, word for word', async ({ page }) => {
  await page.goto('/get-started');
  const plainly = page.getByRole('heading', { name: 'Terms, plainly' });
  const listed = await plainly.locator('xpath=following-sibling::ul[1]').getByRole('listitem').allInnerTexts();
  expect(listed.length, 'Get Started lists its terms').toBeGreaterThanOrEqual(4);

  await page.goto('/guaranteed-growth');
  const refund = (await main(page).innerText()).match(/refund what you paid for that work, in full, within (\d+) days/);
  expect(refund, 'the guarantee names its refund’s days').not.toBeNull();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  const terms = await main(page).innerText();
  for (const term of listed) expect(terms, term).toContain(term.trim());
  expect(terms).toContain(`in full, within ${refund![1]} days of the review`);
  // The guarantee's own terms are one link away.
  await main(page).getByRole('link', { name: 'Terms of the guarantee' }).click();
  await expect(page).toHaveURL(/\/guaranteed-growth#terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of the guarantee' })).toBeInViewport();
});

test('the company the footer names is the one the terms and the privacy notice speak for', async ({ page }) => {
  await page.goto('/');
  const line = await page
    .getByRole('contentinfo')
    .getByText(/^© \d{4} /)
    .innerText();
  const company = line.match(/^© \d{4} (.+?)\.(\s|$)/)![1]!;
  // A legal name, not the brand alone.
  expect(company).toMatch(/^Lumivox (LLC|Inc\.)$/);

  await page.goto('/terms');
  await expect(main(page)).toContainText(`Lumivox is the trading name of ${company}`);
  await page.goto('/privacy');
  await expect(main(page)).toContainText(`We are ${company}, based in Atlanta`);
});

test('every page’s footer leads to the terms and the privacy notice, thumb-sized targets', async ({ page }) => {
  for (const path of ['/', '/services/seo', '/portfolio/summit-ridge-roofing', '/no-such-page']) {
    await page.goto(path);
    for (const [name, href] of [
      ['Terms of service', '/terms'],
      ['Privacy notice', '/privacy'],
    ] as const) {
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      expect(await link.getAttribute('href'), `${path}: ${name}`).toBe(href);
      expect((await link.boundingBox())!.height, `${path}: ${name}`).toBeGreaterThanOrEqual(24);
    }
  }
});
