// The 404 page (spec §2: 'Oops! Page not found', a link home, the attempted path logged) also sends a visitor who
// followed a dead link on to where they most likely meant to go: the services, the work and a person (contact), and
// shows the work itself, each project opening its case study. The buyer's review (round 20): "stock, no links to the
// work".
import { expect, test } from './fixtures';

test('a dead link lands on the 404 page, which leads to the services, the work and contact', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  // The spec's page stays: its heading, its link home, the path in the console.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page-here');
  // The main places, each a link a visitor sees, named for where it goes.
  for (const [name, href] of [
    [/Services/, '/services'],
    [/Work/, '/portfolio'],
    [/Contact/, '/contact'],
  ] as const) {
    const link = main.locator(`a[href="${href}"]`).filter({ hasText: name }).first();
    await expect(link, `a link to ${href}`).toBeVisible();
  }
  // The work: three client sites, each a picture of the site and a link to its case study, which opens.
  const studies = main.locator('a[href^="/portfolio/"]');
  await expect(studies).toHaveCount(3);
  for (const study of await studies.all()) {
    const tile = study.locator('xpath=ancestor::article[1]');
    await tile.scrollIntoViewIfNeeded();
    // The picture shown at this width (below 640 px the homepage as a phone draws it).
    const img = tile.locator('img:visible');
    await expect(img).toHaveCount(1);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const href = (await study.getAttribute('href'))!;
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  // And a click on one opens its case study.
  const first = studies.first();
  const href = (await first.getAttribute('href'))!;
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
