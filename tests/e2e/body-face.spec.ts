// A first visit draws the body face from the first paint. Figtree is `font-display: optional` (pages/global.css): the
// browser draws it only if it is there for the first paint, and otherwise keeps its fallback (Arial reshaped) for the
// life of the page. So the font a paragraph is drawn in once the page has loaded is the font the first paint drew it
// in. The build preloads it from the top of every page's head, and Chromium holds the first paint up to 100 ms for a
// preloaded font: a renderer starved of CPU for longer (a machine running a mutation run beside the suite: one of 14
// loads in fallback) misses it, as a busy phone would. Each load here is a new browser context: an empty HTTP cache,
// a first visit. Chromium names the font it really used for a node's text (CSS.getPlatformFontsForNode): the web face,
// or a local face standing in for it. (Without the body face's preload, one run drew the body text of 11 of these 14
// first visits in Liberation Sans, the fallback.)
import type { Browser, CDPSession } from '@playwright/test';
import { splashStorageKey } from '../../components/layout/splashSession';
import { prerenderedPages } from '../../scripts/site-metrics.mjs';
import { buyerViewports, expect, test } from './fixtures';

// One route of each page template (a service page, a case study, an article, the 404 page stand for their kind); the
// preload check below reads every prerendered page.
const paths = [
  '/',
  '/about',
  '/services',
  '/services/seo',
  '/services/website-design',
  '/portfolio',
  '/portfolio/ember-oak-coffee-roasters',
  '/contact',
  '/get-started',
  '/faq',
  '/resources',
  '/resources/ai-reshaping-business',
  '/guaranteed-growth',
  '/no-such-page',
];

/** On a first visit to `path`: the faces of the system Chromium drew text in the body face's stack with, each with its
 * glyph count. */
async function fontsOfBodyText(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);
    const page = await context.newPage();
    const bodyFaces: string[] = [];
    page.on('request', (request) => {
      if (/\/figtree[^/]*\.woff2$/.test(request.url())) bodyFaces.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // Every element that holds text of its own, set in the body face's stack (not the display face's), all of it in
    // the face's latin subset (Basic Latin, Latin-1, general punctuation, € and ™): a star (★) is drawn from a system
    // face whatever the body face does.
    const marked = await page.evaluate(() => {
      let count = 0;
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!ownText || el.getClientRects().length === 0) continue;
        if (!/^[\s\u0020-\u00ff\u2000-\u206f\u20ac\u2122]*$/.test(el.textContent!)) continue;
        if (!/^"?Figtree Variable/.test(getComputedStyle(el).fontFamily)) continue;
        el.dataset.bodyText = '';
        count++;
      }
      return count;
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-body-text]' });
    const glyphs = new Map<string, number>();
    let measured = 0;
    for (const nodeId of nodeIds) {
      // A node the hydrating page has just replaced is gone; its text is measured in the node that replaced it.
      const fonts = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
        (answer) => answer.fonts,
        () => null,
      );
      if (!fonts) continue;
      measured++;
      // A web font (the body face, or the display face of a word set in it) or a face of the system: the fallback.
      for (const font of fonts.filter((f) => !f.isCustomFont))
        glyphs.set(font.familyName, (glyphs.get(font.familyName) ?? 0) + font.glyphCount);
    }
    return { marked, measured, glyphs, bodyFaces };
  } finally {
    await context.close();
  }
}

test.describe('the body face on a first visit @desktop-only', () => {
  // One load at a time: two first visits side by side would compete for the CPU their first paints need.
  test.describe.configure({ mode: 'serial' });

  test('every route preloads it from the top of its head', async ({ request }) => {
    for (const { route } of prerenderedPages()) {
      const path = route === '/404' ? '/no-such-page' : route;
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/.exec(head);
      // The face cut to the copy's characters (scripts/display-face.mjs), not @fontsource's whole latin file.
      expect(preload?.[1], path).toMatch(/\/figtree-body\.[\w-]+\.woff2$/);
      // Before any stylesheet or script, so nothing queues ahead of it.
      expect(head.indexOf(preload![0]), path).toBeLessThan(head.search(/<link rel="stylesheet"|<script/));
    }
  });

  for (const viewport of buyerViewports) {
    test(`is drawn from the first paint at ${viewport.width} px, no text in its fallback`, async ({ browser }) => {
      test.setTimeout(180_000);
      const inFallback: string[] = [];
      for (const path of paths) {
        const { marked, measured, glyphs, bodyFaces } = await fontsOfBodyText(browser, path, viewport);
        // One file: the face cut to the copy's characters. @fontsource's whole file, declared behind it, is fetched
        // only for a character the cut lacks, which no page's copy holds (pages/global.css).
        expect(bodyFaces, path).toEqual([expect.stringMatching(/\/figtree-body\.[\w-]+\.woff2$/)]);
        expect(measured, `${path}: elements measured of ${marked} with text in the body face's stack`).toBeGreaterThan(
          10,
        );
        for (const [family, count] of glyphs) inFallback.push(`${path}: ${count} glyphs in ${family}`);
      }
      expect(inFallback).toEqual([]);
    });
  }

  // A visitor's name with a letter the copy never writes is drawn from the whole latin file, fetched for it then.
  test('a letter outside the cut, typed into a form, fetches the whole latin file', async ({ page }) => {
    await page.goto('/contact');
    await page.evaluate(() => document.fonts.ready);
    const whole = page.waitForRequest(/\/figtree-latin-wght-normal\.[\w-]+\.woff2$/);
    await page.getByLabel(/^Name/).fill('Ana Muñoz');
    await whole;
  });
});
