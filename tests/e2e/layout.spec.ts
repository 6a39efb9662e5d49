// Layout defects of issue #14, measured in the browser at the widths a visitor uses (390 px phone, 1440 px desktop):
// each test fails on the defect as it was reported (figures overflowing their card, cut lines, misaligned buttons…).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { chartCopy } from '../../content/demos';
import { routes } from '../../content/routes';
import { serviceSlugs } from '../../content/slugs';
import { buyerViewports, expect, inTabs, test, twoFrames, untilHydrated } from './fixtures';
import { specProjects } from '../specCopy';

const [desktop, phone] = buyerViewports;

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('element not rendered');
  return b;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Number of rendered lines of an element's text. */
const lineCount = (l: Locator) =>
  l.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
/** Text cut by overflow (ellipsis or clipping): content wider than its box. */
const isClipped = (l: Locator) => l.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

const servicePages = ['/services', ...serviceSlugs.map((slug) => `/services/${slug}`)];

/** Text in the page's sections that a visitor cannot read whole: outside the screen (and not in a row they can
 * scroll to it), cut by its box (an ellipsis or clipping) or on top of other text. Hidden text (sr-only,
 * aria-hidden, invisible) does not count. */
function unreadableText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (e.classList.contains('sr-only') || e.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const says = (el: Element) => `"${el.textContent!.trim().slice(0, 30)}"`;
    /** Inside a row that scrolls sideways (a swipe row of cards): off screen is reachable. */
    const inScrollRow = (el: Element) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const { overflowX } = getComputedStyle(e);
        if ((overflowX === 'auto' || overflowX === 'scroll') && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    for (const section of document.querySelectorAll('main section')) {
      const where = section.id || section.getAttribute('aria-label') || 'section';
      const texts: { el: Element; rects: DOMRect[] }[] = [];
      for (const el of section.querySelectorAll('*')) {
        const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!own.length || !shown(el)) continue;
        const rects = own.flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        });
        texts.push({ el, rects });
        if (rects.some((r) => r.left < -0.5 || r.right > width + 0.5) && !inScrollRow(el))
          problems.push(`${where}: off screen ${says(el)}`);
        if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
          problems.push(`${where}: cut ${says(el)}`);
      }
      for (const [i, a] of texts.entries())
        for (const b of texts.slice(i + 1)) {
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const hit = a.rects.some((p) =>
            b.rects.some(
              (q) => p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1,
            ),
          );
          if (hit) problems.push(`${where}: ${says(a.el)} on top of ${says(b.el)}`);
        }
    }
    if (document.documentElement.scrollWidth > width)
      problems.push(`page ${document.documentElement.scrollWidth} px wide`);
    return problems;
  });
}

/** Every section of every service page, its demo at its last frame (reduced motion), readable at this width. */
async function expectServicePagesReadable(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of servicePages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await unreadableText(page), path).toEqual([]);
  }
}

async function showDemo(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(50);
}

test.describe('phone, 390 px @desktop-only', () => {
  test.use({ viewport: phone });

  test('the audit snapshot figures fit their cells side by side, on one line each', async ({ page }) => {
    await page.goto('/services/website-design');
    const snapshot = page.getByTestId('audit-snapshot');
    await snapshot.scrollIntoViewIfNeeded();
    const frame = await box(snapshot);
    const cells = snapshot.locator('dl > div');
    await expect(cells).toHaveCount(3);
    const boxes: Box[] = [];
    for (const value of ['63/100', '2.8%', '74/100']) {
      const dd = snapshot.locator('dd', { hasText: value });
      expect(await isClipped(dd), `${value} overflows`).toBe(false);
      expect(await lineCount(dd), `${value} wraps`).toBe(1);
      const b = await box(dd);
      expect(b.x).toBeGreaterThanOrEqual(frame.x);
      expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width);
      boxes.push(b);
    }
    for (let i = 1; i < boxes.length; i++) expect(overlaps(boxes[i - 1]!, boxes[i]!)).toBe(false);
    // The checklist values stay whole: "5 of 12" on one line.
    const value = snapshot.getByRole('listitem').filter({ hasText: '5 of 12' }).locator('span').nth(1);
    expect(await value.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(
      1.5 * (await value.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))),
    );
    expect(await snapshot.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('support-log lines show their whole text', async ({ page }) => {
    // The log holds still with reduced motion: no line is caught mid-entry (width 0) while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/customer-service');
    const lines = page.getByTestId('support-line');
    await showDemo(page, page.getByRole('list', { name: 'Support events' }));
    await expect(lines.nth(3)).toBeVisible();
    // Measured in one pass: the log keeps adding lines and dropping the oldest while the test reads it.
    const measured = await lines.evaluateAll((items) =>
      items.map((item) => {
        const text = item.querySelectorAll('span')[1] as HTMLElement;
        return {
          text: text.textContent,
          clipped: text.scrollWidth > text.clientWidth + 1,
          width: text.getBoundingClientRect().width,
        };
      }),
    );
    expect(measured.length).toBeGreaterThanOrEqual(4);
    for (const line of measured) {
      expect(line.clipped, `cut: ${line.text}`).toBe(false);
      expect(line.width, `narrow: ${line.text}`).toBeGreaterThan(phone.width / 2);
    }
  });

  test('the footer © line keeps a margin from both screen edges', async ({ page }) => {
    await page.goto('/');
    const line = page.locator('footer').getByText(/^©/);
    await line.scrollIntoViewIfNeeded();
    const range = await line.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      const rects = [...r.getClientRects()];
      return { left: Math.min(...rects.map((x) => x.left)), right: Math.max(...rects.map((x) => x.right)) };
    });
    expect(range.left).toBeGreaterThanOrEqual(16);
    expect(range.right).toBeLessThanOrEqual(phone.width - 16);
  });

  test('the header offers Get Started beside the menu button, all inside the screen', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header');
    const cta = header.getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    const [logo, button, menu] = await Promise.all([
      box(header.getByRole('link', { name: 'Lumivox home' })),
      box(cta),
      box(header.getByRole('button', { name: 'Open navigation menu' })),
    ]);
    expect(overlaps(logo, button)).toBe(false);
    expect(overlaps(button, menu)).toBe(false);
    expect(button.x + button.width).toBeLessThanOrEqual(phone.width);
    expect(await lineCount(cta)).toBe(1);
    await cta.click();
    await expect(page).toHaveURL(/\/get-started$/);
  });

  test('the service pages: every section, stats and demos included, readable whole and apart', async ({ page }) => {
    await expectServicePagesReadable(page);
  });

  test('the calendar rows keep their height while the bookings arrive', async ({ page }) => {
    await page.goto('/services/schedule-management');
    await page.waitForLoadState('networkidle');
    const calendar = page.getByRole('table', { name: chartCopy.calendar.label });
    const rows = () =>
      calendar.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    const booked = () => calendar.locator('td.bg-brand-gradient').count();
    await calendar.scrollIntoViewIfNeeded();
    const before = await rows();
    expect(await booked()).toBeLessThan(10);
    await expect.poll(booked).toBe(10);
    expect(await rows()).toEqual(before);
  });

  test('no page is wider than the phone', async ({ page }) => {
    for (const path of ['/', '/services/website-design', '/services/customer-service', '/portfolio', '/about']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(phone.width);
    }
  });
});

test.describe('desktop, 1440 px @desktop-only', () => {
  test.use({ viewport: desktop });

  test('the analytics chart draws one bar per day on labelled axes, each day label under its bar', async ({ page }) => {
    await page.goto('/services/analytics');
    const chart = page.getByTestId('analytics-chart');
    await showDemo(page, chart);
    const days = chart.locator('[data-day]');
    await expect(days).toHaveCount(7);
    await expect(chart.locator('polyline')).toHaveCount(0);
    // Let the reveal finish: every bar has its height.
    await expect(async () => {
      for (let i = 0; i < 7; i++) expect((await box(days.nth(i).locator('rect'))).height).toBeGreaterThan(20);
    }).toPass();
    for (let i = 0; i < 7; i++) {
      const bar = await box(days.nth(i).locator('rect'));
      const label = await box(days.nth(i).locator('text'));
      expect(Math.abs(bar.x + bar.width / 2 - (label.x + label.width / 2)), `day ${i}`).toBeLessThan(1.5);
      expect(label.y).toBeGreaterThan(bar.y + bar.height - 1);
    }
    // A value axis with at least three numbered gridlines, the largest above the tallest bar.
    const ticks = chart.locator('[data-axis="y"] text');
    expect(await ticks.count()).toBeGreaterThanOrEqual(3);
    const values = (await ticks.allTextContents()).map((t) => Number(t.replace(/,/g, '')));
    expect(values[0]).toBe(0);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(1130);
  });

  test('the service pages: every section, stats and demos included, readable whole and apart', async ({ page }) => {
    await expectServicePagesReadable(page);
  });

  // The buyer's review (round 18b): on /services/website-design the middle tile's picture 205 px tall beside 209, so
  // its title sat 4 px higher. Each row of project tiles: one picture height, the titles on one line.
  test('project tiles draw their sites one height, their titles on one line', async ({ page }) => {
    for (const path of ['/services/website-design', '/portfolio']) {
      await page.goto(path);
      const tiles = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) });
      const rows = await tiles.evaluateAll((articles) =>
        articles
          .filter((a) => [...a.querySelectorAll('img')].some((img) => img.getClientRects().length))
          .map((a) => {
            // The picture shown at this width (below 640 px a tile shows the homepage as a phone draws it).
            const shown = [...a.querySelectorAll('img')].find((img) => img.getClientRects().length)!;
            let window = shown.parentElement!;
            while (getComputedStyle(window).overflow !== 'hidden') window = window.parentElement!;
            const box = a.getBoundingClientRect();
            return {
              top: Math.round(box.top),
              picture: Math.round(window.getBoundingClientRect().height),
              title: Math.round(a.querySelector('h3')!.getBoundingClientRect().top),
            };
          }),
      );
      expect(rows.length, path).toBeGreaterThanOrEqual(3);
      for (const top of new Set(rows.map((r) => r.top))) {
        const row = rows.filter((r) => r.top === top);
        expect(new Set(row.map((r) => r.picture)).size, `${path}: picture heights`).toBe(1);
        expect(new Set(row.map((r) => r.title)).size, `${path}: title lines`).toBe(1);
      }
    }
  });

  test('paired service cards end their Learn More buttons on one line', async ({ page }) => {
    await page.goto('/services');
    const links = page.getByRole('link', { name: /^Learn More/ });
    await expect(links).toHaveCount(8);
    for (let i = 0; i < 8; i += 2) {
      const [left, right] = [await box(links.nth(i)), await box(links.nth(i + 1))];
      expect(right.x).toBeGreaterThan(left.x); // a pair in one row
      expect(Math.abs(left.y - right.y), `pair ${i / 2 + 1}`).toBeLessThan(1);
    }
  });

  test('the carousel row never ends in a sliver of a card: whole cards, or the next a third in view', async ({
    page,
  }) => {
    // Buyer's review r22: at 1440 px a 64 px sliver of a fourth card under a fade, read as a cut-off bug three times.
    // The spec's card widths stay (280, 320, 360 px); a card partly in view shows at least a third of itself (a
    // quarter on a phone, where the strip runs to the screen's edge and the edge cuts it, not the page's margin).
    for (const width of [1440, 1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const track = page.getByTestId('carousel-track');
      await track.scrollIntoViewIfNeeded();
      await expect(track.locator('article')).toHaveCount(18);
      await expect(track).toHaveAttribute('data-state', 'idle');
      const row = await track.evaluate((el) => {
        const t = el.getBoundingClientRect();
        return {
          right: Math.round(t.right),
          shown: [...el.querySelectorAll('article')]
            .map((card) => card.getBoundingClientRect())
            .filter((r) => r.right > t.left + 1 && r.left < t.right - 1)
            .map((r) => ({ width: r.width, shown: Math.min(r.right, t.right) - Math.max(r.left, t.left) })),
        };
      });
      const phone = width < 640;
      if (phone) expect(row.right, `${width} px: the strip runs to the screen's edge`).toBe(width);
      const partial = row.shown.filter((c) => c.shown < c.width - 1);
      expect(partial.length, `${width} px: at most the next card in part`).toBeLessThanOrEqual(1);
      for (const c of partial)
        expect(
          c.shown / c.width,
          `${width} px: ${Math.round(c.shown)} of ${c.width} px in view`,
        ).toBeGreaterThanOrEqual(phone ? 0.25 : 1 / 3 - 0.01);
      // The count tells there is more than the row shows.
      await expect(page.locator('#featured-work').getByText(/^01 \/ 06$/)).toBeVisible();
    }
  });

  test('the Customer Service card links to its page with #top and lands at the top', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('#services').getByRole('link', { name: /Customer Service/ });
    await expect(link).toHaveAttribute('href', '/services/customer-service#top');
    await link.click();
    await expect(page).toHaveURL(/\/services\/customer-service#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** A layout shift the page reported: its score, whether it followed an input, and the text of what moved. */
type Shift = { value: number; afterInput: boolean; moved: string };

/** From each page load on, records every layout shift the page reports; `shifts()` reads those of the page now. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const log: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = log;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[])
        log.push({
          value: e.value,
          afterInput: e.hadRecentInput,
          moved: e.sources.map((s) => s.node?.textContent?.trim().slice(0, 40)).join(' | '),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}
const total = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

test('the display face loads and moves nothing when it swaps in', async ({ page }) => {
  const shifts = await recordShifts(page);
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const family = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Bricolage Grotesque Variable/);
  const loaded = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.includes('Bricolage Grotesque Variable') && f.status === 'loaded'),
  );
  expect(loaded).toBe(true);
  await page.waitForTimeout(500);
  expect(total((await shifts()).filter((s) => !s.afterInput))).toBeLessThan(0.01);
});

// The display face swaps in after the first paint (it is not preloaded: pages/global.css). Every element laid out in
// its metric-matched fallback must keep its box when the face arrives: the same line breaks, so the same height.
// Checked on every route at the phone widths (390, and 412 as Lighthouse's mobile run) on the phone, a tablet and the
// desktop on the desktop. (The body face never swaps in late: see the next test.)
// And before the full stylesheet and the face arrive, the page paints from its inlined critical CSS: it must already
// define the face and its fallback, or headings paint in the system face and jump when the sheet lands. A second tab
// that never gets the faces, the full stylesheet or the code keeps each route as a first visit paints it; its H1 must
// have the box the H1 has with the face and the full sheet.
for (const { face, fallback } of [{ face: 'Bricolage Grotesque Variable', fallback: 'Bricolage Fallback' }]) {
  test(`every text in ${face} keeps its box from the first paint to the face, on every route`, async ({
    page,
    context,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const sizes = isMobile ? [{ width: 412, height: 823 }, phone] : [desktop, { width: 768, height: 1024 }];
    // Two tabs side by side, each with its own first-visit tab (no faces, no full sheet, no code).
    const firsts = new Map<Page, Page>();
    const moved: string[] = [];
    await inTabs(
      page,
      routes,
      async (page, route) => {
        const first = firsts.get(page)!;
        await first.goto(route.path);
        const firstPaint = await first.evaluate(() => ({
          faces: [...new Set([...document.fonts].map((f) => f.family.replace(/"/g, '')))].sort(),
          h1: document.querySelector('h1')!.getBoundingClientRect().height,
        }));
        expect(firstPaint.faces, route.path).toEqual([
          'Bricolage Fallback',
          'Bricolage Grotesque Variable',
          'Figtree Fallback',
          'Figtree Variable',
        ]);

        await page.setViewportSize(sizes[0]!);
        await page.goto(route.path);
        await page.evaluate(() => document.fonts.ready);
        const h1 = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().height);
        expect(h1, `${route.path}: the H1 with the face and the full sheet, against the first paint`).toBe(
          firstPaint.h1,
        );
        const fallbackFaces = await page.evaluate(async (fallback) => {
          const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === fallback);
          await Promise.all(faces.map((f) => f.load().catch(() => f)));
          return faces.map((f) => `${f.weight} ${f.status}`);
        }, fallback);
        // A fallback that does not resolve to a local font would fall through to the system face: nothing measured here.
        expect(fallbackFaces.length, route.path).toBeGreaterThan(0);
        for (const status of fallbackFaces) expect(status, route.path).toMatch(/ loaded$/);
        for (const size of sizes) {
          await page.setViewportSize(size);
          moved.push(
            ...(
              await page.evaluate(
                ([face, fallback]) => {
                  const texts = [...document.querySelectorAll<HTMLElement>('body *')].filter(
                    (el) =>
                      el.getClientRects().length > 0 &&
                      getComputedStyle(el).fontFamily.startsWith(`"${face}"`) &&
                      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
                  );
                  const heights = () => texts.map((el) => el.getBoundingClientRect().height);
                  const inFace = heights();
                  const style = document.head.appendChild(document.createElement('style'));
                  style.textContent = `body * { font-family: "${fallback}" !important }`;
                  const inFallback = heights();
                  style.remove();
                  return texts
                    .map((el, i) => ({ el, face: inFace[i]!, fallback: inFallback[i]! }))
                    .filter(({ face, fallback }) => Math.abs(face - fallback) > 0.5)
                    .map(
                      ({ el, face, fallback }) => `"${el.textContent!.trim().slice(0, 50)}" ${fallback} → ${face} px`,
                    );
                },
                [face, fallback],
              )
            ).map((line) => `${route.path} @${size.width}px: ${line}`),
          );
        }
      },
      {
        tabs: 2,
        setup: async (tab) => {
          const first = await context.newPage();
          await first.setViewportSize(sizes[0]!);
          await first.route(/\.(woff2|js)$/, (r) => r.abort());
          await first.route(/\/assets\/static\/.*\.css$/, (r) => r.abort());
          firsts.set(tab, first);
        },
      },
    );
    expect(moved, 'measure new values with `npm run fonts:fallback`').toEqual([]);
  });
}

// The body face is `font-display: optional`: used when it is there for the first paint (cached, or fast), otherwise
// the page keeps its metric-matched fallback, so paragraphs never re-wrap under a reader. A face that arrives late must
// move nothing.
test('a body face that arrives late moves nothing', async ({ page }) => {
  // Reduced motion: the service page's demo shows its finished frame instead of growing as it plays, so nothing but
  // the face could change the page's height between the two measures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/figtree.*\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  const shifts = await recordShifts(page);
  for (const path of ['/resources/ads-troubleshooting-guide', '/services/seo']) {
    held = new Promise<void>((resolve) => (release = resolve));
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The full stylesheet is added after the first paint (the critical CSS is inlined), and the display face swaps in
    // when it arrives: measure once both have, so only the body face is late.
    await page.waitForFunction(() => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/static/"]')];
      return sheets.length > 0 && sheets.every((link) => link.sheet !== null);
    });
    await page.evaluate(async () => {
      const others = [...document.fonts].filter((f) => f.family.replace(/"/g, '') !== 'Figtree Variable');
      await Promise.all(others.filter((f) => f.status !== 'unloaded').map((f) => f.loaded.catch(() => f)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    release();
    await page.evaluate(async () => {
      const body = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Figtree Variable');
      await Promise.all(body.map((f) => f.load().catch(() => f)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight), path).toBe(before);
    expect(total(await shifts()), path).toBe(0);
  }
});

/** A proxy to the site that sends each page's HTML in pieces, cut `at` each offset it returns (a marker's offset plus
 * some bytes): `pause` ms after the first piece, `then` ms after each later one: a document arriving over a slow
 * link. Everything else passes through whole. */
async function slowLinkProxy(site: string, at: (html: Buffer) => number | number[], pause: number, then = pause) {
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url!, site)).catch(() => null);
    if (!upstream) return void res.writeHead(502).end();
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
        headers[name] = value;
    });
    res.writeHead(upstream.status, headers);
    const cuts = headers['content-type']?.includes('text/html') ? [at(body)].flat() : [];
    let sent = 0;
    for (const [i, cut] of cuts.filter((c) => c > 0 && c < body.length).entries()) {
      res.write(body.subarray(sent, cut));
      sent = cut;
      await new Promise((resolve) => setTimeout(resolve, i === 0 ? pause : then));
    }
    res.end(body.subarray(sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

// A page whose HTML arrives in pieces must not be painted half-built: the hero's words are centred against the
// picture beside them, and a picture cut off by the network grew when the rest arrived, pushing the headline down
// (a layout shift of 0.07 on /services/seo, 0.18 on home, at 1280 px).
test('a page whose HTML arrives in two pieces, cut inside the hero, shifts nothing @desktop-only', async ({
  page,
  baseURL,
}) => {
  // Cut inside the hero's picture: the client site on the home, the stack of demos on a service page.
  const proxy = await slowLinkProxy(
    baseURL!,
    (html) => Math.max(...['hero-work', 'work-stack'].map((id) => html.indexOf(`data-testid="${id}"`))) + 400,
    700,
  );
  // No web faces: the display face swapping in moves a word by a pixel or two (the tests above bound that); here only
  // the document's arrival may move anything.
  await page.route(/\.woff2$/, (route) => route.abort());
  const shifts = await recordShifts(page);
  try {
    for (const [path, art] of [
      ['/', 'hero-work'],
      ['/services/seo', 'work-stack'],
    ] as const) {
      await page.goto(proxy.origin + path);
      await expect(page.getByTestId(art)).toBeVisible();
      await twoFrames(page);
      expect(
        (await shifts()).map((s) => `${s.value.toFixed(4)}: ${s.moved}`),
        path,
      ).toEqual([]);
    }
  } finally {
    proxy.close();
  }
});

// Every page holds its first frame for its hero only: the element its head waits for (rel=expect) closes the hero,
// after the page's heading and far before the footer, so the rest of a page arriving late adds below the first frame
// and moves nothing in it. What follows the marker arrives a kilobyte at a time, each piece painted: a column placed
// above what precedes it (/contact's chat, the legal pages' "In short"), a picture centred against the words after it
// (/portfolio's first card) or a row of cards stretched by the next one moved what a visitor saw, on a busy machine
// only where the parser happened to yield there (a CI run: /portfolio, 0.0038), here every time.
test('every page whose HTML arrives cut halfway through its hero shifts nothing; its first frame waits for the hero, not the footer @desktop-only', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const expected = (html: string) => /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(html)?.[1];
  const proxy = await slowLinkProxy(
    baseURL!,
    (html) => {
      const target = expected(html.toString());
      if (!target) return -1;
      const end = html.indexOf(`id="${target}"`);
      // The first piece ends inside the hero; then what follows it arrives a kilobyte at a time, each piece painted
      // before the next: the first screen must grow downwards, with nothing in it pushed by what arrives later.
      return [
        Math.round((html.indexOf('<h1') + end) / 2),
        ...Array.from({ length: 12 }, (_, k) => end + 1000 * (k + 1)),
      ];
    },
    700,
    120,
  );
  const shiftsOf = new Map<Page, () => Promise<Shift[]>>();
  try {
    await inTabs(
      page,
      [...routes.map((r) => r.path), '/no-such-page'],
      async (tab, path) => {
        await tab.goto(proxy.origin + path, { waitUntil: 'commit' });
        await expect(tab.getByRole('contentinfo')).toBeVisible();
        await twoFrames(tab);
        expect(
          (await shiftsOf.get(tab)!()).map((s) => `${s.value.toFixed(4)}: ${s.moved}`),
          path,
        ).toEqual([]);
        const where = await tab.evaluate(() => {
          const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
          const id = link?.getAttribute('href')?.slice(1) ?? '';
          const targets = document.querySelectorAll(`[id="${id}"]`);
          const [h1, target, footer] = [document.querySelector('h1'), targets[0], document.querySelector('footer')];
          const follows = (a?: Node | null, b?: Node | null) =>
            !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return { targets: targets.length, afterHeading: follows(h1, target), beforeFooter: follows(target, footer) };
        });
        expect(where, path).toEqual({ targets: 1, afterHeading: true, beforeFooter: true });
      },
      {
        // No web faces: only the document's arrival may move anything (as in the test above).
        setup: async (tab) => {
          // A desktop's first screen at the design brief's width, a little taller than the project's 1280 × 720.
          await tab.setViewportSize({ width: 1440, height: 1000 });
          await tab.route(/\.woff2$/, (route) => route.abort());
          shiftsOf.set(tab, await recordShifts(tab));
        },
      },
    );
  } finally {
    proxy.close();
  }
});

// The page's code, its full stylesheet and the web app manifest are asked for once the first frame is painted, not
// while the HTML is parsed (scripts/critical-css.mjs, entryAfterFirstPaint: on a slow phone their requests shared the
// bandwidth of the first paint, and Lighthouse put FCP and LCP 400–550 ms later); the page still hydrates, the sheet
// is among the document's style sheets (once: the <noscript> copy stays inert), and with no paint timing the code
// loads at once.
test("the page's code, full stylesheet and manifest are requested after the first frame, and apply @desktop-only", async ({
  page,
}) => {
  for (const path of ['/', '/faq', '/contact']) {
    await page.goto(path);
    await untilHydrated(page.locator('footer'));
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime;
      const code = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/assets/') && /\.(js|css)$/.test(r.name))
        .map((r) => ({ css: r.name.endsWith('.css'), start: r.startTime }));
      const manifest = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname === '/site.webmanifest')
        .map((r) => r.startTime);
      return {
        painted: paint !== undefined,
        beforePaint: code.filter((r) => r.start < paint!).length,
        // The manifest's link is in the head once the code is, and nothing fetched it before the first paint.
        manifestLinks: document.head.querySelectorAll('link[rel="manifest"][href="/site.webmanifest"]').length,
        manifestBeforePaint: manifest.filter((start) => start < paint!).length,
        js: code.filter((r) => !r.css).length,
        css: code.filter((r) => r.css).length,
        sheets: [...document.styleSheets].filter((sheet) => sheet.href?.endsWith('.css')).length,
      };
    });
    expect(order.painted, path).toBe(true);
    expect(order.js, path).toBeGreaterThan(0);
    expect(order, path).toMatchObject({ beforePaint: 0, css: 1, sheets: 1, manifestLinks: 1, manifestBeforePaint: 0 });
  }
});

// /about's row of faces on a phone (its hero's "Meet the team"): seven portraits fetched with priority, one request each,
// beside the first paint's fonts; now each face, and each portrait of the team grid, is a view of one file
// (content/team.ts' teamSheet).
test('/about on a phone: the row of faces and the team’s portraits are drawn from one file, a different one each @mobile-only', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/team/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const faces = page.getByRole('link', { name: /Meet the team/ }).locator('img');
  await expect(faces).toHaveCount(7);
  await expect
    .poll(() => faces.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
    .toBe(7);
  const portraits = page.locator('#team li img');
  await expect(portraits).toHaveCount(7);
  await portraits.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => portraits.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
    .toBe(7);
  const sources = await page
    .locator('main img[src*="/images/team/"]')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
  expect(sources).toHaveLength(14);
  expect(new Set(sources)).toEqual(new Set(['/images/team/team.svg']));
  expect(fetched).toEqual(['/images/team/team.svg']);
  // Seven different faces and seven different portraits: no two views draw the same picture (a view cropped off its
  // drawing shows only the tint).
  for (const row of [faces, portraits]) {
    const pictures = await Promise.all((await row.all()).map((img) => img.screenshot()));
    expect(new Set(pictures.map((p) => p.toString('base64'))).size).toBe(7);
  }
});

// A case study's showcase (its card on /portfolio, the top of its page) holds a laptop shown from 640 px and a phone
// shown below it. Each loads its file only where it is shown, and the one shown in the first screen with priority: on
// a phone the laptop's file, hidden there, used to be fetched with priority and the phone's, the largest paint, late.
test('a case study’s first picture is the one this screen shows, asked for first; the hidden one loads no file', async ({
  page,
}) => {
  for (const path of ['/portfolio', '/portfolio/ember-oak-coffee-roasters']) {
    await page.goto(path, { waitUntil: 'load' });
    const pictures = await page
      .getByRole('main')
      .locator('img[fetchpriority="high"]')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({
          shown: img.getBoundingClientRect().width > 0,
          file: (img as HTMLImageElement).currentSrc.replace(/^data:.*/, 'blank').replace(/.*\/images\/work\//, ''),
        })),
      );
    const wide = page.viewportSize()!.width >= 640;
    // One laptop and one phone, the first project's; the shown one has a file, the hidden one the blank.
    expect(pictures, path).toHaveLength(2);
    const shown = pictures.filter((p) => p.shown);
    expect(shown, path).toHaveLength(1);
    expect(shown[0]!.file, path).toMatch(wide ? /\/desktop-\d+\.(avif|webp)$/ : /\/phone-\d+\.(avif|webp)$/);
    expect(pictures.find((p) => !p.shown)!.file, path).toBe('blank');
  }
  // That the blank loads without a console error (an empty `data:,` was reported as net::ERR_INVALID_URL) is
  // security.spec's check of every route's console.
});

test('without paint timing the page loads its code at once and hydrates @desktop-only', async ({ page }) => {
  // A browser without paint timing: an observer that never reports a paint.
  await page.addInitScript(() => {
    window.PerformanceObserver = class {
      static readonly supportedEntryTypes = ['resource'];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof PerformanceObserver;
  });
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
  await page.goto('/faq');
  // The clock stands still, so neither the 3 s fallback nor anything timed can load it: only the loader's first test.
  await untilHydrated(page.locator('footer'));
});

// The buyer's review (round 20): the testimonials had no faces. Each shows who is speaking as the client's own logo
// (drawn as on the logo wall, no invented portrait) and links to that client's case study.
test("every home testimonial shows its client's logo and leads to its case study", async ({ page, request }) => {
  await page.goto('/');
  const quotes = page.locator('figure', { has: page.locator('blockquote') });
  expect(await quotes.count()).toBeGreaterThanOrEqual(3);
  for (const quote of await quotes.all()) {
    const link = quote.locator('figcaption').getByRole('link');
    await expect(link).toHaveCount(1);
    const client = (await link.textContent())!.trim();
    const project = specProjects.find((p) => p.title === client);
    expect(project, client).toBeDefined();
    await expect(link).toHaveAttribute('href', `/portfolio/${project!.slug}`);
    const logo = quote.locator('img');
    await expect(logo).toHaveCount(1);
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Drawn at the wall's size or larger, above the quote.
    const box = (await logo.boundingBox())!;
    expect(box.height, client).toBeGreaterThanOrEqual(24);
    expect(box.y, client).toBeLessThan((await quote.locator('blockquote').boundingBox())!.y);
    // The picture is that client's logo: the file names it (its title spells '&' as 'and').
    const svg = await (await request.get((await logo.getAttribute('src'))!)).text();
    expect(/<title>([^<]*)<\/title>/.exec(svg)?.[1], client).toBe(client.replaceAll('&', 'and'));
  }
});

test('home closes with client wordmarks, attributed testimonials and a call to action', async ({ page }) => {
  await page.goto('/');
  const clients = [
    'Ember & Oak Coffee Roasters',
    'Peak Form Fitness Studio',
    'Whitfield & Associates Law',
    'Azure Cove Pool & Resort',
    'GreenBlade Lawn Care',
    'Summit Ridge Roofing',
  ];
  for (const client of clients) {
    const logo = page.getByRole('img', { name: client, exact: true });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    // The wordmark file really loads (lazily, once scrolled to) and keeps its text inside its box.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  const quotes = page.locator('figure', { has: page.locator('blockquote') });
  expect(await quotes.count()).toBeGreaterThanOrEqual(3);
  for (const caption of await quotes.locator('figcaption').allTextContents())
    expect(
      clients.some((c) => caption.includes(c)),
      caption,
    ).toBe(true);
  // Side by side, every name starts on one line (the buyer's second review, round 17: one was 20 px lower, its
  // card's attribution wrapping differently).
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    const tops = await quotes
      .locator('figcaption > :first-child')
      .evaluateAll((names) => names.map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(new Set(tops).size, tops.join(', ')).toBe(1);
  }
  const closing = page.getByRole('region', { name: /next one on this page/ });
  await expect(closing.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/get-started');
  // Nothing after the closing call to action but the footer.
  expect(await closing.evaluate((el) => el.nextElementSibling)).toBeNull();
});
