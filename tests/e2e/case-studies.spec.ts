// A case study per featured project (issue #22, spec §3): each of the six is prerendered with its heading and the
// figures the spec gives, shows its screens (decoded, from the AVIF sources), is in the sitemap, and is reached from
// its carousel slide and from its card or tile on /portfolio. Expectations are what a visitor reads.
import type { Page } from '@playwright/test';
import { atBuyerViewports, expect, fingerDrag, test, untilHydrated } from './fixtures';
import { decodeEntities } from './html';
import { specProjects as projects } from '../specCopy';

/** The visible text of server-rendered HTML: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Scrolls each picture of the main content that this viewport shows into view and waits until it has decoded;
 * returns their sources. */
async function loadedPictures(page: Page) {
  const images = page.locator('main picture img:visible');
  const count = await images.count();
  const sources: string[] = [];
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: `picture ${i}` })
      .toBeGreaterThan(0);
    await img.evaluate((el: HTMLImageElement) => el.decode());
    sources.push(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
  }
  return sources;
}

/** A finger dragging from the right of `box` to its left at height `y`. */
const swipeLeft = (page: Page, box: { x: number; width: number }, y: number) =>
  fingerDrag(page, { x: box.x + box.width - 20, y }, { x: box.x + 20, y });

test.describe('case studies', () => {
  projects.forEach((project, i) => {
    const path = `/portfolio/${project.slug}`;
    const next = projects[(i + 1) % projects.length]!;

    test(`${path} is prerendered with its heading and figures @desktop-only`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Before any JavaScript: the heading, the figures, the pictures with their AVIF and WebP sources.
      expect(decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(project.title);
      const text = textOf(html);
      for (const figure of project.figures) expect(text).toContain(figure);
      for (const section of ['The challenge', 'What we did', 'The results', 'The screens'])
        expect(text).toContain(section);
      // No figure is hedged: the spec's are stated with their baseline; the other projects say in words what changed.
      expect(text).not.toMatch(/illustrative|not a measured/i);
      if (project.figures.length) expect(text).toContain('Measured against');
      expect(html).toContain(`srcset="/images/work/${project.slug}/desktop-480.avif 480w`);
      expect(html).toContain(`srcset="/images/work/${project.slug}/scroll-720.avif 720w`);
      expect(html).toContain(`srcset="/images/work/${project.slug}/inner-480.avif 480w`);
      expect(html).toContain(`srcset="/images/work/${project.slug}/phone-390.webp 390w`);
      expect(html).toContain(`srcset="/images/work/${project.slug}/phoneScroll-390.avif 390w`);
    });

    test(`${path} shows its screens and leads on to the next project and to /get-started`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      const sources = await loadedPictures(page);
      // The first screen at the top (the homepage in a laptop, or on a phone the flow's first step), then under
      // "The screens" the homepage from top to bottom, the inner page and the phone flow, then the next project.
      // Below 640 px the homepage is the one a phone draws (phoneScroll), not the 1440 px page at a quarter of its size.
      const phone = page.viewportSize()!.width < 640;
      const home = phone ? 'phoneScroll' : 'scroll';
      for (const src of sources)
        expect(src).toMatch(/\/images\/work\/[a-z-]+\/(desktop|scroll|phoneScroll|inner|phone)(-\d)?-\d+\.avif$/);
      const own = sources.filter((src) => src.includes(`/${project.slug}/`));
      for (const shot of [home, 'inner', 'phone']) expect(own.some((src) => src.includes(`/${shot}-`))).toBe(true);
      expect(own.some((src) => src.includes(`/${phone ? 'scroll' : 'phoneScroll'}-`))).toBe(false);
      expect(sources.filter((src) => !src.includes(`/${project.slug}/`))).toHaveLength(1);
      // Each screen is named under it, and says what it shows in words no other screen on the page repeats.
      const screens = page.getByRole('region', { name: 'The screens' });
      await expect(screens.locator('figcaption:visible')).toHaveCount(3);
      await expect(screens.locator('figcaption:visible').first()).toHaveText(
        phone ? 'Homepage on a phone, top to bottom' : 'Homepage, top to bottom',
      );
      const alts = await page
        .locator('main picture img:visible')
        .evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? '').filter((alt) => alt !== ''));
      // A file drawn twice (a step's neighbour at the top of its phone's screen) is described once.
      expect(alts.length).toBeGreaterThanOrEqual(new Set(own).size - 1);
      for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(40);
      expect(new Set(alts).size).toBe(alts.length);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/get-started');
      await main.getByRole('link', { name: new RegExp(`Next project ${next.title.replace(/[&]/g, '\\$&')}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/portfolio/${next.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    });

    test(`the carousel slide of ${project.title} opens its case study @desktop-only`, async ({ page }) => {
      await page.goto('/');
      const track = page.locator('#featured-work-track');
      // Near the window: the list is tripled; the six real slides are the exposed ones.
      await track.scrollIntoViewIfNeeded();
      await expect(track.locator('article')).toHaveCount(18);
      const slide = track.getByRole('article', { name: new RegExp(`${i + 1} of 6: `) });
      await expect(slide.getByRole('link', { name: project.title })).toHaveAttribute('href', path);
      // Bring the slide into view the visitor's way, then click its picture: the title's link covers the card.
      for (let step = 0; step < i; step++) await page.getByRole('button', { name: 'Next project' }).click();
      await expect(page.getByTestId('carousel-status')).toHaveText(`Project ${i + 1} of 6: ${project.title}`);
      await expect(track).toHaveAttribute('data-state', 'idle');
      await slide.click({ position: { x: 100, y: 80 } });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    });
  });

  test('/portfolio shows all six: the three case-study cards with their Key Results, then the other three, each opening its case study', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(6);
    // spec §2 Portfolio, §3: first the case-study cards of the fitness studio, coffee roastery and law firm.
    const cards = [projects[1], projects[0], projects[2]];
    const more = [projects[3], projects[4], projects[5]];
    for (const [i, p] of [...cards, ...more].entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole('heading', { level: i < 3 ? 2 : 3 })).toHaveText(p.title);
      await expect(article.getByRole('link', { name: p.title })).toHaveAttribute('href', `/portfolio/${p.slug}`);
    }
    for (const [i, p] of cards.entries()) {
      const card = articles.nth(i);
      await expect(card.getByRole('heading', { name: 'Services Provided' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Key Results' })).toBeVisible();
      const results = card.getByRole('heading', { name: 'Key Results' }).locator('xpath=following-sibling::ul[1]');
      for (const figure of p.figures) await expect(results).toContainText(figure);
    }
    // One screen a card, legible where it is drawn (the homepage in a laptop; on a phone the phone flow alone), then
    // a browser window per other project.
    const sources = await loadedPictures(page);
    expect(sources).toHaveLength(3 + 3);
    const shot = test.info().project.name.includes('mobile') ? 'phone' : 'desktop';
    for (const src of sources.slice(0, 3)) expect(src).toMatch(new RegExp(`/${shot}-\\d+\\.avif$`));
    // A click anywhere on a card or tile, here its picture, opens the case study.
    await articles.nth(2).click({ position: { x: 120, y: 120 } });
    await expect(page).toHaveURL(/\/portfolio\/whitfield-associates-law$/);
    // Back once the case study is drawn (the router changes the address before it renders the page), then on from
    // the portfolio drawn again: one navigation at a time (a fresh-clone run under load found no sixth tile in 30 s).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[2].title);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(articles).toHaveCount(6);
    await articles.nth(5).click({ position: { x: 120, y: 120 } });
    await expect(page).toHaveURL(/\/portfolio\/summit-ridge-roofing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[5].title);
  });

  test('all six case studies are in sitemap.xml @desktop-only', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const p of projects) expect(paths).toContain(`/portfolio/${p.slug}`);
  });

  test('an unknown project is a 404 @desktop-only', async ({ request }) => {
    expect((await request.get('/portfolio/no-such-project')).status()).toBe(404);
  });
});

test('a finger swiping across a slide scrolls the strip and opens nothing; a tap opens the case @mobile-only', async ({
  page,
}) => {
  await page.goto('/');
  const track = page.locator('#featured-work-track');
  await track.scrollIntoViewIfNeeded();
  await expect(track.locator('article')).toHaveCount(18);
  const box = (await track.getByRole('article').first().locator('img:visible').boundingBox())!;
  const before = await track.evaluate((el) => el.scrollLeft);
  // A real touch drag from the right of the first slide's picture to the left.
  await swipeLeft(page, box, box.y + box.height / 2);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before + 100);
  await expect(page.getByTestId('carousel-status')).not.toHaveText(/Project 1 of 6/);
  expect(new URL(page.url()).pathname).toBe('/');
  // At rest, a tap on the slide in view opens its case study.
  await expect(track).toHaveAttribute('data-state', 'idle');
  const status = await page.getByTestId('carousel-status').textContent();
  const title = /: (.+)$/.exec(status ?? '')![1]!;
  const slug = projects.find((p) => p.title === title)!.slug;
  await track
    .getByRole('article', { name: new RegExp(`: ${title.replace(/[&]/g, '\\$&')}$`) })
    .tap({ position: { x: 100, y: 80 } });
  await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}$`));
});

test('every case study draws its phone flow in phones of one size, 390 × 844, a step a phone, at 1440 and 390 px @desktop-only', async ({
  page,
}) => {
  // The buyer's review (round 17): Summit Ridge's three phones 527, 571 and 250 px tall, each cut to its step.
  const paths = projects.map((project) => `/portfolio/${project.slug}`);
  await atBuyerViewports(page, paths, async (viewport, path) => {
    const screens = await page
      .getByRole('region', { name: 'The screens' })
      .locator('ol > li')
      .evaluateAll((steps) =>
        steps.map((li) => {
          // The screen: the picture's clipping box inside the frame.
          const img = li.querySelector('img')!;
          let screen = img.parentElement!;
          while (getComputedStyle(screen).overflow !== 'hidden') screen = screen.parentElement!;
          const r = screen.getBoundingClientRect();
          // The step's own picture (the one described): where it starts and ends against the screen's edges.
          const own = [...li.querySelectorAll('img')].find((el) => el.alt)!.getBoundingClientRect();
          const edges = [own.top - r.top, own.bottom - r.bottom];
          return { width: r.width, height: r.height, frame: li.getBoundingClientRect().height, edges };
        }),
      );
    const where = `${path} at ${viewport.width} px`;
    expect(screens.length, where).toBeGreaterThanOrEqual(2);
    expect(new Set(screens.map((s) => Math.round(s.frame))).size, where).toBe(1);
    for (const s of screens) expect(Math.abs(s.height / s.width - 844 / 390), where).toBeLessThan(0.01);
    // Issue #32 (Summit Ridge's phones 2 and 3 almost the same screen): each phone shows its own step, the whole
    // screen of it and nothing of its neighbours.
    for (const [n, s] of screens.entries())
      for (const edge of s.edges) expect(Math.abs(edge), `${where}, phone ${n + 1}`).toBeLessThan(1.5);
  });
});

// The buyer's reviews (issue #32, round 18): at 390 px "The screens" drew the client's 1440 px pages 358 px wide and a
// tap did nothing; drawn 1152 px wide in windows that scrolled sideways instead, the homepage's window caught three
// vertical swipes before the page moved and cut its headline to "Roasted slo". On a phone each desktop page is shown
// whole at the column's width in a window that scrolls neither way, and a tap opens the piece at full size.
test('on a phone the homepage is the one a phone draws, the inner page is whole and opens full size when tapped; neither catches a swipe @mobile-only', async ({
  page,
}) => {
  await page.goto('/portfolio/ember-oak-coffee-roasters');
  const screens = page.getByRole('region', { name: 'The screens' });
  const windows = screens.getByRole('region');
  await expect(windows).toHaveCount(2);
  // The homepage (the buyer's review r20a: the 1440 px page drawn 358 px wide, its body text about 3–4 px): a page laid
  // out 390 px wide, drawn at nine tenths of its size or more, so there is nothing to tap.
  const phonePage = windows.first();
  await expect(phonePage).toHaveAccessibleName('Homepage on a phone, top to bottom');
  await expect(
    phonePage.locator('xpath=ancestor::figure[1]').getByText('Tap a page to open it full size'),
  ).toBeHidden();
  // Its first two sections show, the rest one tap away (the buyer's review r21b: case studies 10,200–10,700 px tall).
  await expect(phonePage.locator('img:visible')).toHaveCount(2);
  await phonePage.getByText('See the rest of the homepage').click();
  const pictures = await phonePage
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src')!, width: img.getBoundingClientRect().width })),
    );
  expect(pictures.length).toBeGreaterThanOrEqual(3);
  for (const { src, width } of pictures) {
    expect(src).toMatch(/\/images\/work\/ember-oak-coffee-roasters\/phoneScroll(-\d)?-\d+\.webp$/);
    expect(width, src).toBeGreaterThanOrEqual(0.9 * 390);
  }
  for (const [i, shown] of (await windows.all()).entries()) {
    if (i > 0)
      await expect(
        shown.locator('xpath=ancestor::figure[1]').getByText('Tap a page to open it full size'),
      ).toBeVisible();
    const box = await shown.evaluate((el) => ({
      scroll: [el.scrollWidth, el.scrollHeight],
      client: [el.clientWidth, el.clientHeight],
      picture: el.querySelector('img')!.getBoundingClientRect().width,
    }));
    expect(box.scroll).toEqual(box.client);
    expect(Math.abs(box.picture - box.client[0]!)).toBeLessThanOrEqual(1);
  }
  // A finger swiping up over the homepage moves the page, not a window inside it.
  const home = windows.first();
  await home.scrollIntoViewIfNeeded();
  const frame = (await home.boundingBox())!;
  const before = await page.evaluate(() => window.scrollY);
  const x = frame.x + frame.width / 2;
  // The swipe flings the page on after the finger lifts; the tap below waits for it to come to rest (`scrollend`):
  // a tap while the page still moves can miss the link (the likely cause of CI's failure at cbb91eb, under load: no
  // tab opened in 30 s).
  await page.evaluate(() => {
    const w = window as Window & { scrollEnded?: boolean };
    w.scrollEnded = false;
    window.addEventListener('scrollend', () => (w.scrollEnded = true));
  });
  await fingerDrag(page, { x, y: frame.y + Math.min(frame.height, 600) - 20 }, { x, y: frame.y + 40 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  await page.waitForFunction(() => (window as Window & { scrollEnded?: boolean }).scrollEnded === true);
  // A tap on the inner page opens its 1440 px picture in a tab of its own, which the phone's browser lets the visitor
  // zoom; the case study stays where it was (the buyer's review r19a: the picture replaced the page, no way back).
  const [picture] = await Promise.all([
    page.context().waitForEvent('page'),
    windows.nth(1).getByRole('link').first().tap(),
  ]);
  await expect(picture).toHaveURL(/\/images\/work\/ember-oak-coffee-roasters\/inner-1440\.webp$/);
  await expect.poll(() => picture.evaluate(() => document.images[0]?.naturalWidth)).toBe(1440);
  await expect(page).toHaveURL(/\/portfolio\/ember-oak-coffee-roasters$/);
});

test('at 1440 px each desktop screen fills its window, no sideways scroll and no tap hint @desktop-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/portfolio/ember-oak-coffee-roasters');
  const screens = page.getByRole('region', { name: 'The screens' });
  await expect(screens.getByText('Tap a page to open it full size').filter({ visible: true })).toHaveCount(0);
  for (const shown of await screens.getByRole('region').all()) {
    const { scroll, client, picture } = await shown.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      picture: el.querySelector('img')!.getBoundingClientRect().width,
    }));
    expect(scroll).toBe(client);
    expect(Math.abs(picture - client)).toBeLessThanOrEqual(1);
  }
});

// The buyer's review (round 20): Summit Ridge's four phones in a three-column grid, the fourth alone on a second row.
// At every width the flow's phones fill their rows (or form one row to swipe on a phone): no phone is left on a row
// with fewer phones than the row above it.
test('every case study lays its phone flow out with no phone alone on a row, from 390 to 1440 px @desktop-only', async ({
  page,
}) => {
  for (const width of [1440, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const project of projects) {
      await page.goto(`/portfolio/${project.slug}`);
      const tops = await page
        .getByRole('region', { name: 'The screens' })
        .locator('ol > li')
        .evaluateAll((steps) => steps.map((li) => Math.round(li.getBoundingClientRect().top)));
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      const where = `${project.slug} at ${width} px: ${tops.length} phones in rows of ${rows.join(', ')}`;
      expect(tops.length, where).toBeGreaterThanOrEqual(2);
      expect(new Set(rows).size, where).toBe(1);
    }
  }
});

// The buyer's review (round 20): on Summit Ridge "result headings break unevenly": at 1440 px 'Storm pages live the
// same day' on one line between two headings of two lines, so its text started 32 px higher than its neighbours'.
// What a visitor sees: side by side, every text starts on one line, however its heading breaks; and no heading, at
// 1440 or 390 px, is drawn on lines of which one is under half another.
test('the results said in words have headings that break alike, at 1440 and 390 px @desktop-only', async ({ page }) => {
  const paths = projects.filter((p) => !p.figures.length).map((p) => `/portfolio/${p.slug}`);
  expect(paths.length).toBeGreaterThanOrEqual(1);
  await atBuyerViewports(page, paths, async (viewport, path) => {
    await page.evaluate(() => document.fonts.ready);
    const results = await page
      .getByRole('region', { name: 'The results' })
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => {
          const heading = li.querySelector('h3')!;
          const range = document.createRange();
          range.selectNodeContents(heading);
          // The width of each line the heading is drawn on.
          const lines = new Map<number, number>();
          for (const r of range.getClientRects()) {
            const top = Math.round(r.top);
            lines.set(top, (lines.get(top) ?? 0) + r.width);
          }
          return {
            heading: heading.textContent!,
            row: Math.round(li.getBoundingClientRect().top),
            lines: [...lines.values()],
            text: Math.round(li.querySelector('p')!.getBoundingClientRect().top),
          };
        }),
      );
    const where = `${path} at ${viewport.width} px: ${JSON.stringify(results)}`;
    expect(results.length, where).toBeGreaterThanOrEqual(2);
    for (const r of results)
      if (r.lines.length > 1) expect(Math.min(...r.lines) / Math.max(...r.lines), where).toBeGreaterThan(0.5);
    const rows = new Set(results.map((r) => r.row));
    for (const row of rows) {
      const side = results.filter((r) => r.row === row);
      if (side.length < 2) continue;
      expect(new Set(side.map((r) => r.text)).size, where).toBe(1);
    }
  });
});

// The swipe row on a phone shares its rows with its items (subgrid), whatever their headings' line counts: a heading
// one line longer than any other (three lines at 390, where the row once held two for every heading) still leaves
// each text starting on one line beside the others' (the buyer's review r23; 8734e9d held two lines, not three).
test('on a phone a results row keeps its texts on one line whatever a heading’s length @desktop-only', async ({
  page,
}) => {
  const path = `/portfolio/${projects.find((p) => !p.figures.length)!.slug}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const row = page.getByRole('region', { name: 'The results' }).locator('ul');
  // Hydrated first: the heading is changed in the page React has taken over, not in HTML it is about to replace.
  await untilHydrated(row.locator('li').first());
  const measure = () =>
    row.evaluate((ul) =>
      [...ul.querySelectorAll('li')].map((li) => {
        const heading = li.querySelector('h3')!;
        const range = document.createRange();
        range.selectNodeContents(heading);
        return {
          // The lines the heading's words are drawn on (its box is as tall as the row's tallest heading).
          lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
          text: Math.round(li.querySelector('p')!.getBoundingClientRect().top - ul.getBoundingClientRect().top),
        };
      }),
    );
  // The first heading made three lines long (as a longer result would be); the others keep theirs.
  await row
    .locator('li h3')
    .first()
    .evaluate((h) => (h.textContent = `${h.textContent} and far more of them, every week of the year`));
  const items = await measure();
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items[0]!.lines, JSON.stringify(items)).toBeGreaterThanOrEqual(3);
  expect(Math.max(...items.slice(1).map((i) => i.lines)), JSON.stringify(items)).toBeLessThan(items[0]!.lines);
  expect(new Set(items.map((i) => i.text)).size, JSON.stringify(items)).toBe(1);
});
