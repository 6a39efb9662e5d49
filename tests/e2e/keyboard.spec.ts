// Keyboard: on the pages where visitors act, Tab reaches every interactive element in reading order, each with a
// visible focus ring; and with reduced motion nothing animates.
import type { Page } from '@playwright/test';
import { featuredProjects } from '../../content/projects';
import { expect, hydratedSubmit, openAuditDialog, test, untilChatGreeted } from './fixtures';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The visible focusable elements in document order, as the visitor should meet them. */
function expectedStops(page: Page) {
  return page.evaluate((selector) => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        el.getClientRects().length > 0 && style.visibility !== 'hidden' && !el.closest('[inert],[aria-hidden="true"]')
      );
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => visible(el) && (el as HTMLElement).tabIndex >= 0)
      .map((el, i) => {
        el.setAttribute('data-kbd-stop', String(i));
        return String(i);
      });
  }, FOCUSABLE);
}

/** Where focus is now, and whether it shows: an outline or a ring drawn by box-shadow (on the element or its ::after). */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A link stretched over its card draws the ring on its ::after, around the whole card.
    const ring = style.boxShadow !== 'none' || getComputedStyle(el, '::after').boxShadow !== 'none';
    return {
      stop: el.getAttribute('data-kbd-stop'),
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ringVisible: el.matches(':focus-visible') && (outline || ring),
    };
  });
}

test.describe('keyboard walk @desktop-only', () => {
  for (const path of ['/', '/contact', '/get-started']) {
    test(`${path}: Tab reaches every interactive element in order, with a visible focus ring`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const stops = await expectedStops(page);
      expect(stops.length).toBeGreaterThan(5);
      const met: string[] = [];
      const noRing: string[] = [];
      for (let i = 0; i < stops.length; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (!now) break;
        met.push(now.stop ?? `unexpected ${now.name}`);
        if (!now.ringVisible) noRing.push(now.name);
      }
      expect(met).toEqual(stops);
      expect(noRing, 'focused without a visible ring').toEqual([]);
    });
  }
});

test('the audit dialog gives focus back to its button when it closes, the first time too @desktop-only', async ({
  page,
}) => {
  await page.goto('/services/website-design');
  // Clicked at once: the dialog's code loads after the click.
  await openAuditDialog(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Free Audit' })).toBeFocused();
});

// The submit button is disabled while a form submits (spec §4). A focused button that becomes disabled drops focus to
// the page's body: a keyboard or screen-reader visitor would be thrown out of the form (and out of the audit dialog).
// Focus waits on the form while it submits and returns to the button when the form stays (a failure).
for (const where of ['/contact', '/services/website-design'] as const) {
  test(`${where}: submitting from the keyboard keeps focus in the form, and a failure gives it back to the button @desktop-only`, async ({
    page,
  }) => {
    let fail = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/functions/v1/send-contact-form', async (route) => {
      await failed;
      await route.abort('connectionrefused');
    });
    await page.goto(where);
    const form =
      where === '/contact'
        ? page.getByRole('form', { name: 'Send us a message' })
        : (await openAuditDialog(page)).locator('form');
    const label = where === '/contact' ? 'Send Message' : 'Request Free Audit';
    await hydratedSubmit(form, label);
    await form.getByLabel('Name').fill('Dana Whitfield');
    await form.getByLabel('Email').fill('dana@example.com');
    if (where === '/contact') await form.getByLabel('Message').fill('We need a new website.');
    else await form.getByLabel('Website').fill('https://whitfield.example');
    await form.getByRole('button', { name: label }).focus();
    await page.keyboard.press('Enter');

    const submitting = form.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    const focusIn = () =>
      form.evaluate((el) => document.activeElement !== document.body && el.contains(document.activeElement));
    expect(await focusIn(), 'focus stays in the form while it submits').toBe(true);

    fail();
    await expect(form.getByRole('button', { name: label })).toBeFocused();
  });
}

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce', splash: true });

  for (const path of ['/', '/services/website-design', '/services/seo', '/services/customer-service']) {
    test(`${path}: no splash, nothing moves, demos show their final state @desktop-only`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await untilChatGreeted(page);
      // Home's carousel loads its machine once the strip comes near the window and then lays out its copies for the
      // endless loop (a change of the DOM, not a motion): bring it there and wait for the tripled list, as
      // carousel.spec.ts does, before the page is watched.
      const track = page.locator('#featured-work-track');
      if ((await track.count()) > 0) {
        await track.scrollIntoViewIfNeeded();
        await expect(track.locator('article')).toHaveCount(3 * featuredProjects.length);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      const snapshot = () => page.locator('main').innerHTML();
      const before = await snapshot();
      await page.waitForTimeout(1500);
      expect(await snapshot(), 'the page changed on its own').toBe(before);
      await expect(page.getByTestId('splash')).toHaveCount(0);
      if (path === '/services/seo') await expect(page.locator('main')).toContainText('Contractors in Atlanta');
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a.effect as KeyframeEffect | null)?.target?.toString() ?? 'animation'),
      );
      expect(running).toEqual([]);
    });
  }
});
