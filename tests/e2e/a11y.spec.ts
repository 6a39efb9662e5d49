// axe-core on every route, at the mobile and desktop widths of the two projects, and in the states only
// interaction reveals (mobile menu, audit dialog, FAQ answer, notifications): zero WCAG 2.2 A/AA violations.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydratedSubmit, test, openAuditDialog, twoFrames, untilChatGreeted, untilHydrated } from './fixtures';
import { routes } from '../../content/routes';
import { CHAT_GREETING } from '../../store/chatSlice';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, label: string, soft = false) {
  // Contrast is only defined once fades (toasts, the chat greeting) have settled. A fade that a state change starts
  // begins on the next frame: wait two frames first, or the check can pass before the fade has even begun.
  await twoFrames(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  (soft ? expect.soft : expect)(await scan(page), `axe on ${label}`).toEqual([]);
}

/** axe's WCAG 2.2 A/AA violations on the page, one line each with the elements. */
async function scan(page: Page) {
  // Legacy mode runs axe.run in the page itself. The default (runPartial in every frame, then finishRun in a blank tab
  // it opens for the purpose) exists to reach cross-origin iframes, which the site has none of; the extra tab cost
  // about 1 s of a 2 s scan here.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

// Routes in batches of about seven per project: one tab walks a batch, the two workers run batches side by side,
// and each batch stays well inside its minute as routes are added.
const paths = [...routes.map((r) => r.path), '/no-such-page-here'];
const batchCount = Math.ceil(paths.length / 7);
const batches = Array.from({ length: batchCount }, (_, b) => paths.filter((_, i) => i % batchCount === b));

/** Holds every notice where it is: the pointer rests on one, which stops their 4 s clock (spec §9), then waits until
 * each is at rest. Otherwise axe, slow on a busy machine, could measure a notice that began to fade out mid-scan
 * against the page behind it, a contrast the visitor never reads. */
async function holdToasts(toast: Locator) {
  await toast.hover();
  await expect
    .poll(() =>
      toast
        .page()
        .getByTestId('toast')
        .evaluateAll((all) => all.every((t) => getComputedStyle(t).opacity === '1')),
    )
    .toBe(true);
}

test.describe('axe', () => {
  // The scan itself: on a page with known faults it reports each of them (a scan that found nothing anywhere would
  // pass every test below).
  test('the scan reports a picture without a text, grey-on-white text and a field without a label @desktop-only', async ({
    page,
  }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><title>Faults</title><main><h1>Faults</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<p style="color:#bbb;background:#fff">Hard to read</p><input type="text"></main></html>',
    );
    const found = (await scan(page)).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));
  });

  batches.forEach((batch, i) => {
    test(`every route has no WCAG 2.2 A/AA violation (${i + 1}/${batches.length})`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of batch) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await untilChatGreeted(page);
        await expectNoViolations(page, path, true);
      }
    });
  });

  // A case study at a phone's and a wide desktop's width (issue #22), every lazy screen loaded first.
  for (const width of [390, 1440])
    test(`a case study has no violation at ${width} px @desktop-only`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/portfolio/whitfield-associates-law', { waitUntil: 'networkidle' });
      // The pictures this width shows (a laptop screen is hidden on a phone, the phone's alone beside it).
      for (const img of await page.locator('main img:visible').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expectNoViolations(page, `case study at ${width} px`);
    });

  // The menu button exists below the md breakpoint only: this runs in the mobile project alone.
  test('the open mobile menu has no violation @mobile-only', async ({ page }) => {
    await page.goto('/about');
    // Before hydration the button does nothing: a click then opens no menu.
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await untilHydrated(button);
    await button.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });

  test('the audit dialog has no violation', async ({ page }) => {
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'audit dialog');
    // With its validation messages showing too.
    await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'audit dialog with errors');
  });

  test('the audit dialog with the instant report open has no violation @desktop-only', async ({ page }) => {
    await page.goto('/services/website-design');
    const dialog = await openAuditDialog(page);
    await dialog.getByLabel('Name').fill('Axe Tester');
    await dialog.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
    await dialog.getByLabel('Website').fill('https://lumivox.audit.test');
    await page.waitForTimeout(1600); // the functions treat faster fills as bots
    await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your instant website check' })).toBeVisible({ timeout: 12_000 });
    await dialog.getByText(/What’s already good/).click();
    await expectNoViolations(page, 'audit dialog with the report');
  });

  test('an open FAQ answer has no violation', async ({ page }) => {
    await page.goto('/faq');
    const question = page.locator('main button[aria-expanded]').first();
    await untilHydrated(question);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'FAQ open');
  });

  test('error and success notifications have no violation', async ({ page }) => {
    await page.route('**/functions/v1/send-contact-form', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    // The chat greeting fades in 300 ms after load: let it arrive, so its fade is not measured mid-way later on.
    await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText(CHAT_GREETING);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Axe Tester');
    await form.getByLabel('Email').fill('axe@example.com');
    await form.getByLabel('Message').fill('Checking the notifications.');
    await (await hydratedSubmit(form, 'Send Message')).click();
    // Playwright counts an element at opacity 0 as visible: wait for the toast to be fully shown.
    const error = page.getByTestId('toast').filter({ hasText: 'Error' });
    await expect(error).toHaveCSS('opacity', '1');
    await holdToasts(error);
    await expectNoViolations(page, 'error toast');

    await page.unroute('**/functions/v1/send-contact-form');
    await page.route('**/functions/v1/send-contact-form', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":"axe"}' }),
    );
    await (await hydratedSubmit(form, 'Send Message')).click();
    const success = page.getByTestId('toast').filter({ hasText: 'Message sent!' });
    await expect(success).toHaveCSS('opacity', '1');
    await holdToasts(success);
    await expectNoViolations(page, 'success toast');
  });
});
