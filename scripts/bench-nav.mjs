// `npm run bench:nav -- --base=<git rev>`: how long a click on a link takes to draw the next page's heading, this
// working tree against another revision, side by side, on a mid-range phone's profile: Chromium at 4× CPU slowdown,
// 150 ms round trips and 1.6 Mbps down (CDP). Builds and serves both as `npm run bench:main-thread` does (its
// helpers), then for each journey opens the first page in a fresh profile (its tab has had the splash), waits for the
// network to be quiet, does what a visitor does before a click (points at the link, or on a touch screen scrolls it
// into view or opens the menu), waits for the network to be quiet again (at most 3 s: what was prefetched has
// arrived), clicks or taps, and times the click event to the frame after the new page's <h1> appeared. Alternates
// base and head; prints the medians.
//
// `--bytes` instead measures what prefetching downloads that a visitor did not ask for: every route on the touch
// profile (no throttling), loaded and scrolled to its end, head against base; and on the pointer profile, what
// pointing at a link to each route fetches.
//
// Options: --base=<rev> (required), --runs=5, --journeys=home-card,menu-faq,…, --port=4490 (base; head on port+1),
// --skip-head-build, --bytes.
/* global document, window, MutationObserver, requestAnimationFrame -- page.evaluate bodies run in the browser */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { markdownTable, median, medianRange, ratio, sideBySide } from './bench-main-thread.mjs';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
const { splashStorageKey } = await jiti.import('../components/layout/splashSession.ts');

const CPU_THROTTLE = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const QUIET_MS = 500;
const HOVER_WAIT_MS = 3000;

const POINTER = { viewport: { width: 1280, height: 800 } };
const TOUCH = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** What a visitor does: open `from`, reach for `link` (after `before`, e.g. opening the menu), follow it. */
const JOURNEYS = {
  'home-card': { from: '/', profile: POINTER, link: 'main a[href^="/services/"]' },
  'home-card-touch': { from: '/', profile: TOUCH, link: 'main a[href^="/services/"]' },
  'menu-faq': {
    from: '/about',
    profile: TOUCH,
    before: (page) => page.getByRole('button', { name: 'Open navigation menu' }).tap(),
    link: '[role="dialog"] a[href="/faq"]',
  },
  'about-faq': { from: '/about', profile: POINTER, link: 'header nav a[href="/faq"]' },
  'portfolio-case': { from: '/portfolio', profile: POINTER, link: 'main a[href^="/portfolio/"]' },
};

/** Resolves once no request has been in flight for QUIET_MS, or after `limit` ms. */
function networkQuiet(page, limit) {
  return new Promise((done) => {
    const inFlight = new Set();
    let timer;
    const settle = () => {
      clearTimeout(timer);
      if (!inFlight.size) timer = setTimeout(finish, QUIET_MS);
    };
    const start = (request) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const end = (request) => {
      inFlight.delete(request);
      settle();
    };
    const cap = setTimeout(finish, limit);
    function finish() {
      clearTimeout(timer);
      clearTimeout(cap);
      page.off('request', start).off('requestfinished', end).off('requestfailed', end);
      done();
    }
    page.on('request', start).on('requestfinished', end).on('requestfailed', end);
    settle();
  });
}

/** In the page: the milliseconds from the next click event to a new main <h1> in the DOM, and to the frame after. */
function armHeadingTimer() {
  const old = document.querySelector('main h1')?.textContent;
  let clickedAt = NaN;
  window.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  window.__headingDrawn = new Promise((resolveDrawn) => {
    const observer = new MutationObserver(() => {
      const h1 = document.querySelector('main h1');
      if (!h1 || h1.textContent === old) return;
      observer.disconnect();
      const inDom = performance.now() - clickedAt;
      // rAF callbacks run before the frame is painted; a message posted from one is handled after it.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolveDrawn({ inDom, drawn: performance.now() - clickedAt });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Until the page has hydrated (React has claimed its footer, the last part to hydrate) and what loads after that
 * (a prefetcher, the machines a page starts) has arrived: quiet network, then an idle main thread, then quiet again. */
async function settled(page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer && Object.keys(footer).some((key) => key.startsWith('__react'));
  });
  await networkQuiet(page, 15_000);
  await page.evaluate(() => new Promise((idle) => window.requestIdleCallback(idle)));
  await networkQuiet(page, 15_000);
}

async function openThrottled(browser, profile, url) {
  const context = await browser.newContext(profile);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.goto(url, { waitUntil: 'load' });
  await settled(page);
  return { context, page };
}

async function journeyTime(browser, site, journey) {
  const { context, page } = await openThrottled(browser, journey.profile, site + journey.from);
  try {
    await journey.before?.(page);
    const link = page.locator(journey.link).first();
    await link.scrollIntoViewIfNeeded();
    if (journey.profile === POINTER) await link.hover();
    await networkQuiet(page, HOVER_WAIT_MS);
    await page.evaluate(armHeadingTimer);
    await (journey.profile === TOUCH ? link.tap() : link.click());
    return await page.evaluate(() => window.__headingDrawn);
  } finally {
    await context.close();
  }
}

/** The encoded bytes a page's requests took while `act` ran. */
async function bytesDuring(page, act) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await act();
  await cdp.detach();
  return bytes;
}

/** Every route the site has a page kind for: one of each slugged kind. */
const BYTE_ROUTES = [
  '/',
  '/services',
  '/services/website-design',
  '/services/customer-service',
  '/services/seo',
  '/portfolio',
  '/portfolio/ember-oak-coffee-roasters',
  '/about',
  '/faq',
  '/resources',
  '/resources/ai-reshaping-business',
  '/contact',
  '/get-started',
  '/guaranteed-growth',
];

/** Touch: what a page view fetches after the page has loaded, scrolled to the end a screen at a time. */
async function touchViewBytes(browser, url) {
  const context = await browser.newContext(TOUCH);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    return await bytesDuring(page, async () => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += TOUCH.viewport.height) {
        await page.mouse.wheel(0, TOUCH.viewport.height);
        await networkQuiet(page, 3000);
      }
    });
  } finally {
    await context.close();
  }
}

/** Pointer: what pointing at a link to `route` fetches, from a page that has none of its code (the 404 page). */
async function hoverBytes(browser, site, route) {
  const context = await browser.newContext(POINTER);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), splashStorageKey);
  const page = await context.newPage();
  try {
    await page.goto(`${site}/this-page-does-not-exist`, { waitUntil: 'load' });
    await settled(page);
    // A link to the route, added where the prefetcher (or vike's own hover prefetch) sees it
    await page.evaluate((href) => {
      const a = Object.assign(document.createElement('a'), { href, textContent: href });
      a.id = 'bench-link';
      document.querySelector('main')?.prepend(a);
    }, route);
    await networkQuiet(page, 1000);
    return await bytesDuring(page, async () => {
      await page.hover('#bench-link');
      await networkQuiet(page, 3000);
    });
  } finally {
    await context.close();
  }
}

function options() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      runs: { type: 'string', default: '5' },
      journeys: { type: 'string', default: Object.keys(JOURNEYS).join(',') },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '4490' },
      'skip-head-build': { type: 'boolean', default: false },
      bytes: { type: 'boolean', default: false },
    },
  });
  if (!values.base) {
    console.error('usage: npm run bench:nav -- --base=<git rev> [--runs=5] [--journeys=home-card,menu-faq] [--bytes]');
    process.exit(2);
  }
  const journeys = values.journeys.split(',');
  for (const name of journeys) if (!JOURNEYS[name]) throw new Error(`no journey ${name}: ${Object.keys(JOURNEYS)}`);
  return { ...values, runs: Math.max(1, Number(values.runs)), journeys, port: Number(values.port) };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  const opts = options();
  await sideBySide({ ...opts, skipHeadBuild: opts['skip-head-build'] }, async ({ sites, browser }) => {
    if (opts.bytes) {
      const rows = [['route', 'touch view base', 'touch view head', 'extra', 'pointing at a link to it base', 'head']];
      for (const route of BYTE_ROUTES) {
        const view = { base: await touchViewBytes(browser, sites.base + route) };
        view.head = await touchViewBytes(browser, sites.head + route);
        const hover = { base: await hoverBytes(browser, sites.base, route) };
        hover.head = await hoverBytes(browser, sites.head, route);
        rows.push([
          route,
          kib(view.base),
          kib(view.head),
          kib(view.head - view.base),
          kib(hover.base),
          kib(hover.head),
        ]);
      }
      console.log(
        `\nKiB transferred (encoded), touch ${TOUCH.viewport.width}×${TOUCH.viewport.height}; base ${opts.base}`,
      );
      console.log(markdownTable(rows));
      return;
    }
    const results = Object.fromEntries(opts.journeys.map((name) => [name, { base: [], head: [] }]));
    for (let i = 0; i < opts.runs; i++) {
      for (const name of opts.journeys) {
        // Alternating which goes first, so neither always meets a warmer machine.
        for (const side of i % 2 === 0 ? ['base', 'head'] : ['head', 'base']) {
          results[name][side].push(await journeyTime(browser, sites[side], JOURNEYS[name]));
        }
      }
      console.log(`run ${i + 1}/${opts.runs} done`);
    }
    const rows = [['journey', 'from', 'drawn base', 'drawn head', 'ratio', 'in DOM base', 'in DOM head']];
    for (const name of opts.journeys) {
      const times = (side, key) => results[name][side].map((r) => r[key]);
      rows.push([
        name,
        JOURNEYS[name].from,
        medianRange(times('base', 'drawn')),
        medianRange(times('head', 'drawn')),
        ratio(median(times('head', 'drawn')), median(times('base', 'drawn'))),
        medianRange(times('base', 'inDom')),
        medianRange(times('head', 'inDom')),
      ]);
    }
    console.log(
      `\nClick to the new page's heading drawn, ms: median (min–max) of ${opts.runs} runs, ${CPU_THROTTLE}× CPU, ` +
        `${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps; base ${opts.base}, head = working tree`,
    );
    console.log(markdownTable(rows));
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
