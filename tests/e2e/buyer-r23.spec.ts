// The buyer's review r23 ("a standard purple-gradient card template"), measured as a visitor sees it: the eight
// services each drawn their own way and no set of pictures shown twice on a page, the calls to action in a few
// words with the secondary one quieter than the primary, the home page on a phone under 6,000 px (it was 7,465),
// and /services' price and timeline never broken mid-phrase at 360–412 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const phoneWidths = [360, 390, 412];

/** Every drawing in <main>, by what it draws (its shapes' markup): a visitor sees two alike as the same picture. */
const drawingsIn = (page: Page, scope: string) =>
  page
    .locator(scope)
    .evaluateAll((els) =>
      els.flatMap((el) =>
        [...el.querySelectorAll('svg')]
          .filter((svg) => svg.getBoundingClientRect().width >= 20)
          .map((svg) => svg.innerHTML.replace(/\s+/g, ' ')),
      ),
    );

/** The words of the calls to action, by where they lead: the spec's (§1, §2: Get Started, Start Your Project, Get
 * Started Today, Request Free Audit, View Projects, Contact) and one phrase each otherwise. */
const actionWords: Record<string, readonly string[]> = {
  '/get-started': ['Get Started', 'Start Your Project', 'Get Started Today'],
  '/portfolio': ['View Projects', 'All work'], // 'All work': a case study's back link
  '/contact': ['Contact', 'Contact Us'],
};

const routes = [
  '/',
  '/services',
  '/services/website-design',
  '/services/seo',
  '/portfolio',
  '/portfolio/summit-ridge-roofing',
  '/about',
  '/resources',
  '/resources/ai-reshaping-business',
  '/guaranteed-growth',
  '/does-not-exist',
];

test.describe('the buyer’s review r23 @desktop-only', () => {
  test('/services at 1440 and 390: no two cards share a drawing, and no drawing of a card is shown again on the page', async ({
    page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services');
      const cards = page.getByTestId('services-overview').locator(':scope > li');
      await expect(cards).toHaveCount(8); // spec §2
      const perCard = await cards.evaluateAll((lis) =>
        lis.map((li) =>
          [...li.querySelectorAll('svg')]
            .filter((svg) => svg.getBoundingClientRect().width >= 20)
            .map((svg) => svg.innerHTML.replace(/\s+/g, ' ')),
        ),
      );
      const cardDrawings = perCard.map((d) => d[0]);
      expect(cardDrawings.every(Boolean), `${width} px: a drawing on every card`).toBe(true);
      expect(new Set(cardDrawings).size, `${width} px: eight different drawings`).toBe(8);
      const all = await drawingsIn(page, 'main');
      for (const d of cardDrawings)
        expect(all.filter((x) => x === d).length, `${width} px: each card's drawing once on the page`).toBe(1);
    }
  });

  test('every route at 1440: the calls to action use the site’s few phrases, and a secondary one is quieter than the primary', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const seen = new Map<string, string[]>();
    for (const route of routes) {
      await page.goto(route);
      // The calls: the page's own and the footer's (its columns of links are navigation, not calls).
      const links = await page.locator('main a, footer a[href="/get-started"]').evaluateAll((as) =>
        as
          .filter((a) => a.getBoundingClientRect().width > 0)
          .map((a) => ({ href: a.getAttribute('href') ?? '', text: (a as HTMLElement).innerText.trim() }))
          .filter((l) => ['/get-started', '/portfolio', '/contact'].includes(l.href) && l.text.length <= 30),
      );
      for (const { href, text } of links) {
        expect(actionWords[href], `${route}: '${text}' to ${href}`).toContain(text);
        seen.set(href, [...(seen.get(href) ?? []), text]);
      }
    }
    expect(seen.get('/get-started')).toContain('Start Your Project');
    // Home: the primary (Start Your Project) wears the gradient; the secondary (View Projects) does not.
    await page.goto('/');
    const main = page.getByRole('main');
    const background = (name: string) =>
      main
        .getByRole('link', { name, exact: true })
        .first()
        .evaluate((a) => getComputedStyle(a).backgroundImage);
    expect(await background('Start Your Project')).toContain('gradient');
    for (const secondary of await main.getByRole('link', { name: 'View Projects', exact: true }).all())
      expect(await secondary.evaluate((a) => getComputedStyle(a).backgroundImage)).toBe('none');
  });

  test('home at 360, 390 and 412: under 6,000 px tall, with its eight services, six projects and every quote', async ({
    page,
  }) => {
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expect(page.getByTestId('services-grid').locator(':scope > li')).toHaveCount(8); // spec §2
      await expect(page.getByRole('link', { name: /^Explore/ })).toHaveCount(8);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${width} px`).toBeLessThan(6000);
      // The services one column on a phone (spec §2: 1 on small).
      const lefts = await page
        .getByTestId('services-grid')
        .locator(':scope > li')
        .evaluateAll((lis) => new Set(lis.map((li) => Math.round(li.getBoundingClientRect().left))).size);
      expect(lefts, `${width} px: one column`).toBe(1);
    }
  });

  test('/services at 360, 390 and 412: each card’s price and timeline whole, no line starting with a separator', async ({
    page,
  }) => {
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/services');
      for (const card of await page.getByTestId('services-overview').locator(':scope > li').all()) {
        const found = await card.locator('dl').evaluate((dl) => {
          const [price, timeline] = [...dl.children] as HTMLElement[];
          const lineOf = (el: Element) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            // Lines by their middles, 8 px apart at least (two faces on one baseline differ by a pixel or two).
            const middles = [...range.getClientRects()]
              .filter((r) => r.width > 1)
              .map((r) => r.top + r.height / 2)
              .sort((x, y) => x - y);
            return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 8).length;
          };
          const priceText = price!.querySelector('dd')!;
          const timelineText = timeline!.querySelector('dd')!;
          const before = getComputedStyle(timeline!, '::before');
          const separator = before.content !== 'none' && before.content !== 'normal' && before.display !== 'none';
          const wrapped = timelineText.getBoundingClientRect().top > priceText.getBoundingClientRect().bottom - 2;
          return {
            text: `${priceText.textContent} / ${timelineText.textContent}`,
            priceLines: lineOf(price!),
            timelineLines: lineOf(timelineText),
            // A second line that opens with '·' (r23: '$750 a month' over '· 3–6 months').
            separatorOpensLine: wrapped && separator,
          };
        });
        expect(found, `${width} px: ${found.text}`).toMatchObject({
          priceLines: 1,
          timelineLines: 1,
          separatorOpensLine: false,
        });
      }
    }
  });
});
