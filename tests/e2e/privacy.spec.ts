// The privacy notice (/privacy) as a visitor checks it: every lead form's note leads to it, and it names every field
// that form asks for (read from the form itself, so a field added without a word in the notice fails here); and what
// it promises about the browser holds on the built site: no cookies, nothing kept beyond the tab, no request to
// anyone but the site and its backend (no tracker). The buyer's review r26: two forms collected a name, an e-mail and
// a phone, and there was no notice anywhere.
import type { Locator, Page } from '@playwright/test';
import { expect, openAuditDialog, test, untilChatGreeted, untilHydrated } from './fixtures';

/** How the notice names what each field holds: the field's label as the form shows it (its group's legend for a
 * group of boxes) → the words a visitor looks for in the notice. Written from the forms a visitor sees, not from the
 * notice's module. */
const namedAs: Record<string, string> = {
  Name: 'name',
  Email: 'e-mail address',
  Phone: 'phone',
  Company: 'company',
  Message: 'message',
  'Current website': 'current website',
  'Services Interested In': 'services',
  Budget: 'budget',
  'Tell us about your project': 'project details',
  'Job title': 'job title',
  Website: 'website address',
};

/** The labels of the fields a visitor can fill in a form (the bot trap, hidden from people, is not one of them). */
function fieldLabels(form: Locator) {
  return form.evaluate((f) => {
    const labels = new Set<string>();
    for (const field of f.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
      if (field.type === 'hidden' || field.closest('[aria-hidden="true"]')) continue;
      const text =
        field.type === 'checkbox'
          ? field.closest('fieldset')?.querySelector('legend')?.firstChild?.textContent
          : field.labels?.[0]?.firstChild?.textContent;
      labels.add((text ?? `<unlabelled ${field.name}>`).trim());
    }
    return [...labels];
  });
}

/** Follows the form's own privacy link and reads the notice's entry for that form. */
async function noticeEntry(page: Page, form: Locator, entry: string) {
  const link = form.getByRole('link', { name: 'How we handle your information' });
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.height, 'a 24 px target at least (WCAG 2.5.8)').toBeGreaterThanOrEqual(24);
  await untilHydrated(link);
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  const title = page.getByRole('heading', { level: 3, name: entry, exact: true });
  await expect(title).toHaveCount(1);
  return (await title.locator('xpath=following-sibling::p[1]').textContent())!.toLowerCase();
}

async function expectEveryFieldNamed(labels: string[], entry: string) {
  expect(labels.length, 'the form was found with its fields').toBeGreaterThanOrEqual(4);
  const missing = labels.filter((l) => !(l in namedAs) || !entry.includes(namedAs[l]!));
  expect(missing, 'fields the notice does not name').toEqual([]);
}

test.describe('the privacy notice @desktop-only', () => {
  test('the contact form links to the notice, which names every field it asks for', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const labels = await fieldLabels(form);
    await expectEveryFieldNamed(labels, await noticeEntry(page, form, 'Send us a message'));
  });

  test('the project request links to the notice, which names every field it asks for', async ({ page }) => {
    await page.goto('/get-started');
    const form = page.getByRole('form', { name: 'Project Information' });
    const labels = await fieldLabels(form);
    expect(labels).toContain('Services Interested In');
    await expectEveryFieldNamed(labels, await noticeEntry(page, form, 'Project request'));
  });

  test('the audit request links to the notice, which names every field it asks for', async ({ page }) => {
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    const form = dialog.locator('form');
    const labels = await fieldLabels(form);
    await expectEveryFieldNamed(labels, await noticeEntry(page, form, 'Free website audit'));
  });

  test('every page’s footer links to the notice', async ({ page }) => {
    for (const path of ['/', '/portfolio', '/resources']) {
      await page.goto(path);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' });
      expect((await link.boundingBox())!.height, path).toBeGreaterThanOrEqual(24);
      expect(await link.getAttribute('href'), path).toBe('/privacy');
    }
  });

  test('what the notice promises about the browser holds: no cookies, only this tab’s storage, no tracker', async ({
    page,
    context,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (r) => {
      if (/^https?:/.test(r.url())) origins.add(new URL(r.url()).origin);
    });
    await page.goto('/privacy');
    await expect(page.getByRole('main')).toContainText('This site sets no cookies');
    // A visit as a buyer makes it: the home page, a case study, then a question in the chat, answered.
    await page.goto('/');
    await page.goto('/portfolio');
    await page.goto('/contact');
    await untilChatGreeted(page);
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('How much does a website cost?');
    await input.press('Enter');
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
    await expect(input).toBeEnabled();

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => localStorage.length), 'nothing kept beyond the tab').toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    // Only the site and its backend (the chat's function) were asked for anything.
    const site = new URL(baseURL!).origin;
    const others = [...origins].filter((o) => o !== site);
    expect(others.length, `asked: ${[...origins].join(', ')}`).toBeLessThanOrEqual(1);
    for (const o of others) expect(o).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
