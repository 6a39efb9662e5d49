// On a client-side navigation the new page's hero is drawn before the sections under it (`AfterHero` in
// components/layout/HeroEnd.tsx, issue 34). What that must not break: the prerendered page is whole, a link to an element below the
// hero lands on it, a back navigation returns to where the visitor was, and the hero does not move when the rest
// arrives. (How soon the hero is drawn is measured, not tested: `npm run bench:nav`, docs/performance.md.)
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodeEntities } from './html';

/** Marks the document, so a check can tell a client-side navigation (the mark stays) from a page load (it is gone). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stayed_: boolean }).stayed_ = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stayed_?: boolean }).stayed_ === true);

/** Opens `path` and waits until vike's router follows links: React has hydrated the footer, the last part to hydrate. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__react'));
  });
  await markDocument(page);
}

test('the prerendered /about is the whole page, to its closing lines @desktop-only', async ({ request }) => {
  const html = decodeEntities(await (await request.get('/about')).text());
  const main = html.slice(html.indexOf('<main'), html.indexOf('<footer'));
  // spec §About: the page closes with the phrases 'shine brighter' and 'speak louder', in the page, before its footer.
  expect(main).toContain('<h1');
  expect(main).toContain('shine brighter');
  expect(main).toContain('speak louder');
});

test('a link to an element below the next page’s hero lands on it @desktop-only', async ({ page }) => {
  await openHydrated(page, '/');
  // A link as any page could have one: to a section of another page, below its hero.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/services/website-design#included' });
    link.textContent = 'What is included';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'What is included' }).click();
  await expect(page).toHaveURL(/\/services\/website-design#included$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('included')!.getBoundingClientRect().top)))
    .toBeLessThan(120);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await sameDocument(page)).toBe(true);
});

test('back from a page a link led to returns to where the visitor was @desktop-only', async ({ page }) => {
  await openHydrated(page, '/about');
  // A phone's pace (4× slower): the router puts the page back where it was for about 100 ms after rendering it, so a
  // page whose sections arrived later than that would leave the visitor short of where they were.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Far below the hero: more than the hero and a screen under it.
  await page.evaluate(() => window.scrollTo(0, 2400));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2400);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2400);
  expect(await sameDocument(page)).toBe(true);
});

test('the next page’s hero stays where it was first drawn when the rest of the page arrives @desktop-only', async ({
  page,
}) => {
  await openHydrated(page, '/faq');
  // Where the new heading and the words beside it (About's intro, the hero's last block) are when they enter the DOM,
  // and once the page has its last section.
  await page.evaluate(() => {
    const w = window as unknown as { firstBox_?: number[] };
    const before = document.querySelector('main h1')?.textContent;
    const box = () => {
      const h1 = document.querySelector('main h1');
      const end = h1?.parentElement?.nextElementSibling;
      if (!h1 || !end || h1.textContent === before) return undefined;
      const [a, b] = [h1.getBoundingClientRect(), end.getBoundingClientRect()];
      return [a.top + window.scrollY, a.left, a.height, b.top + window.scrollY, b.height];
    };
    new MutationObserver((_, observer) => {
      w.firstBox_ = box();
      if (w.firstBox_) observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { box_: typeof box }).box_ = box;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // spec §About: the page closes with 'shine brighter'; the whole page is there.
  await expect(page.getByRole('main')).toContainText('shine brighter');
  const [first, last] = await page.evaluate(() => {
    const w = window as unknown as { firstBox_?: number[]; box_: () => number[] | undefined };
    return [w.firstBox_, w.box_()];
  });
  expect(first).toBeDefined();
  expect(last).toEqual(first);
  expect(await sameDocument(page)).toBe(true);
});
