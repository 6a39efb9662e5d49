// Playwright `test` for specs that are not about the start-up splash: each test starts in a fresh tab session,
// where the splash would cover the page for its first 4.3 s, so the tab is marked as having seen it.
// Specs about the splash itself use `test.use({ splash: true })`.
import { expect, type Locator, type Page, test as base } from '@playwright/test';
import { splashStorageKey } from '../../components/layout/splashSession';
import { CHAT_GREETING } from '../../store/chatSlice';

export const test = base.extend<{ splash: boolean }>({
  splash: [false, { option: true }],
  page: async ({ page, splash }, run) => {
    if (!splash) await markSplashSeen(page);
    await run(page);
  },
});

/** Marks the tab as having seen the splash, from its first load on. */
const markSplashSeen = (page: Page) =>
  page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);

export { expect };

/** Calls `visit` for every item, spread over `tabs` tabs of the page's context working side by side (the page itself
 * and new tabs that have seen the splash as it has). A sweep of every route spends most of each visit waiting — the
 * network going quiet, a slow link's pause — and the other tabs fill that wait. `setup` prepares each tab before its
 * first visit; a tab takes its items in order. */
export async function inTabs<T>(
  page: Page,
  items: readonly T[],
  visit: (tab: Page, item: T) => Promise<void>,
  { tabs = 3, setup = async () => {} }: { tabs?: number; setup?: (tab: Page) => Promise<void> } = {},
) {
  const pages = [page];
  for (let i = 1; i < Math.min(tabs, items.length); i++) {
    const tab = await page.context().newPage();
    await markSplashSeen(tab);
    pages.push(tab);
  }
  await Promise.all(
    pages.map(async (tab, t) => {
      await setup(tab);
      for (const [i, item] of items.entries()) if (i % pages.length === t) await visit(tab, item);
    }),
  );
}

/** Opens the audit dialog on /services/website-design: one click, once the button has hydrated (before, it does
 * nothing). */
export async function openAuditDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  const button = page.getByRole('button', { name: 'Request Free Audit' });
  await untilHydrated(button);
  await button.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Where the page has the chat, waits for its greeting: it fades in 300 ms after the chat hydrates (spec §9), so a
 * check that the page stands still, or an axe run, must not start before it. */
export async function untilChatGreeted(page: Page) {
  const chat = page.getByRole('log', { name: 'Chat messages' });
  if ((await chat.count()) > 0) await expect(chat).toContainText(CHAT_GREETING);
}

/** A form's submit button once the page has hydrated: before, a click on it submits nothing (the form's
 * method="dialog" sends it nowhere, rather than the browser's own GET with the typed values in the URL). */
export async function hydratedSubmit(form: Locator, name: string) {
  const button = form.getByRole('button', { name });
  await expect(button).toHaveAttribute('type', 'submit');
  await untilHydrated(button);
  return button;
}

/** Waits until React has hydrated the element: its event handlers are attached then (React keeps them on the node,
 * under a `__reactProps$…` key). Before that a click does nothing; a toggle clicked "until it answers" could be
 * clicked twice and end closed. */
export async function untilHydrated(locator: Locator) {
  await expect.poll(() => isHydrated(locator)).toBe(true);
}

/** Whether React has hydrated the element yet (see untilHydrated). */
export function isHydrated(locator: Locator) {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
}

/** Holds the client entry back until `release()`: the page stays the prerendered HTML, as on a slow connection. */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entries/entry-client-routing.*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves after the page's next two animation frames: by then it has laid itself out and painted again (after a
 * resize or a state change) and run the effects a render scheduled. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Lets the page finish what a step started: React renders in tasks of its own (MessageChannel), which run on a
 * paused page clock too. A check that something did NOT change waits for this first. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => (++rounds < 10 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );

/** The two screens a buyer judges the site on (DESIGN.md, "What a buyer checks"): a desktop and a phone. */
export const buyerViewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Each page of `paths` at each of the buyer's two screens, loaded, then `check`ed. */
export async function atBuyerViewports(
  page: Page,
  paths: readonly string[],
  check: (viewport: (typeof buyerViewports)[number], path: string) => Promise<void>,
) {
  for (const viewport of buyerViewports) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await check(viewport, path);
    }
  }
}

/** A finger dragging from `from` to `to` in 20 px steps, through Chromium's input pipeline. */
export async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const steps = Math.max(1, Math.round(Math.hypot(to.x - from.x, to.y - from.y) / 20));
  const at = (k: number) => ({
    touchPoints: [{ x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(0) });
  for (let k = 1; k <= steps; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
