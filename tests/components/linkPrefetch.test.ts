// Prefetch before the click (components/layout/linkPrefetch.ts), at the network boundary: which pages' code (vike's
// prefetch()) and data (`<page>/index.pageContext.json`, a low-priority fetch) a visitor's browser asks for when a
// link becomes likely, and which it never asks for. docs/performance.md: a pointer over a link or focus on it; on a
// touch screen the links in view from the visitor's first scroll, touch or key, at most 8 pages a page view; nothing
// on Save-Data or 2G; a page not fetched twice within the five minutes its data stays fresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.hoisted(() => vi.fn((_url: string) => Promise.resolve()));
vi.mock('vike/client/router', () => ({ prefetch }));

type Added = { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject; capture: boolean };
let added: Added[] = [];
let bodyRead: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;
let hover = true;
let connection: { saveData?: boolean; effectiveType?: string } | undefined;

/** The IntersectionObserver of a touch screen's watch: what it observes and a way to report entries. */
let observer: { callback: IntersectionObserverCallback; observed: Element[] } | undefined;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observer = { callback, observed: [] };
  }
  observe(element: Element) {
    observer?.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'Date'] });
  prefetch.mockReset();
  prefetch.mockImplementation(() => Promise.resolve());
  bodyRead = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
  fetchMock = vi.fn(() => Promise.resolve({ arrayBuffer: bodyRead }));
  vi.stubGlobal('fetch', fetchMock);
  hover = true;
  connection = { effectiveType: '4g' };
  observer = undefined;
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: media === '(hover: hover) and (pointer: fine)' && hover,
  }));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // Every listener the module adds, taken off again after the test (each test loads a fresh module).
  added = [];
  for (const target of [document, window] as EventTarget[]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener)
        added.push({
          target,
          type,
          listener,
          capture: typeof options === 'boolean' ? options : !!options?.capture,
        });
      original(type, listener, options);
    });
  }
  window.history.replaceState(null, '', '/services');
  document.body.innerHTML = `
    <a id="about" href="/about"><span id="about-words">About us</span></a>
    <a id="slash" href="/portfolio/">Work</a>
    <a id="query" href="/faq?topic=price">FAQ</a>
    <a id="here" href="/services">Services</a>
    <a id="hash-here" href="/services#pricing">Pricing</a>
    <a id="elsewhere" href="https://example.com/about">Elsewhere</a>
    <a id="download" href="/brochure" download>Brochure</a>
    <a id="blank" href="/contact" target="_blank">Contact in a new tab</a>
    <a id="self" href="/contact" target="_self">Contact</a>
    <a id="feed" href="/rss.xml">Feed</a>
    <a id="image" href="/work/hero.PNG">Picture</a>
    <a id="dotted" href="/resources/node.js-basics">An article with a dot in its name</a>
    <a id="no-href">Nowhere</a>
    <button id="button">Not a link</button>`;
});

afterEach(() => {
  for (const { target, type, listener, capture } of added) target.removeEventListener(type, listener, capture);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (navigator as { connection?: unknown }).connection;
  document.body.replaceChildren();
});

async function start() {
  const { startLinkPrefetch } = await import('../../components/layout/linkPrefetch');
  startLinkPrefetch();
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const hoverOver = (id: string) => byId(id).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));

/** What the browser asked for: each page's code (vike's prefetch) and data (the URL of each fetch). */
const asked = () => ({
  code: prefetch.mock.calls.map(([url]) => url),
  data: fetchMock.mock.calls.map(([url]) => url),
});

describe('a link the visitor points at or focuses (a mouse, a keyboard)', () => {
  it("fetches the page's code and its data, at low priority, and reads the data into the cache", async () => {
    await start();
    hoverOver('about-words');
    expect(asked()).toEqual({ code: ['/about'], data: ['/about/index.pageContext.json'] });
    expect(fetchMock).toHaveBeenCalledWith('/about/index.pageContext.json', { priority: 'low' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bodyRead).toHaveBeenCalledTimes(1);
  });

  it('finds the data beside a path that ends in a slash, and keeps the query', async () => {
    await start();
    hoverOver('slash');
    hoverOver('query');
    expect(asked()).toEqual({
      code: ['/portfolio/', '/faq?topic=price'],
      data: ['/portfolio/index.pageContext.json', '/faq/index.pageContext.json?topic=price'],
    });
  });

  it('on focus and on a finger on the link too', async () => {
    await start();
    byId('about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('self').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(asked().code).toEqual(['/about', '/contact']);
  });

  it("even when the link's own handler stops the event (the listener is on the document's capture phase)", async () => {
    await start();
    byId('about-words').addEventListener('mouseover', (event) => event.stopPropagation());
    hoverOver('about-words');
    expect(asked().code).toEqual(['/about']);
  });

  it('never for this page, another site, a download, a new tab, a file, a link without href or no link', async () => {
    await start();
    for (const id of ['here', 'hash-here', 'elsewhere', 'download', 'blank', 'feed', 'image', 'no-href', 'button'])
      hoverOver(id);
    document.body.append('some words');
    document.body.lastChild?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(asked()).toEqual({ code: [], data: [] });
  });

  it('a page with a dot inside its path is a page, not a file', async () => {
    await start();
    hoverOver('dotted');
    expect(asked().code).toEqual(['/resources/node.js-basics']);
  });

  it('a page once per five minutes, the time its data stays fresh', async () => {
    await start();
    vi.advanceTimersByTime(1_000); // the tab has been open a second
    hoverOver('about');
    hoverOver('about-words');
    vi.advanceTimersByTime(299_999);
    hoverOver('about');
    expect(asked().code).toEqual(['/about']);
    vi.advanceTimersByTime(1);
    hoverOver('about');
    expect(asked().code).toEqual(['/about', '/about']);
    // Another query is another page
    hoverOver('query');
    expect(asked().code).toEqual(['/about', '/about', '/faq?topic=price']);
  });

  it('a page whose code fails to load: nothing breaks, the next link is fetched', async () => {
    prefetch.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await start();
    hoverOver('about');
    await vi.advanceTimersByTimeAsync(0);
    hoverOver('slash');
    expect(asked().code).toEqual(['/about', '/portfolio/']);
  });
});

describe("the visitor's connection", () => {
  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2G', { effectiveType: '2g' }],
    ['slow 2G', { effectiveType: 'slow-2g' }],
  ])('%s: nothing fetched, nothing watched', async (_name, value) => {
    connection = value;
    await start();
    hoverOver('about');
    expect(asked()).toEqual({ code: [], data: [] });
    expect(added).toEqual([]);
  });

  it.each([
    ['3G', { effectiveType: '3g' }],
    ['no connection information', undefined],
  ])('%s: fetched', async (_name, value) => {
    connection = value;
    await start();
    hoverOver('about');
    expect(asked().code).toEqual(['/about']);
  });

  it('turning Save-Data on later stops the fetching', async () => {
    await start();
    connection = { saveData: true };
    hoverOver('about');
    expect(asked().code).toEqual([]);
    connection = { effectiveType: '4g' };
    hoverOver('about');
    expect(asked().code).toEqual(['/about']);
  });
});

/** The touch screen's observer reports these links (by id) in view or not. */
function report(ids: string[], isIntersecting = true) {
  if (!observer) throw new Error('no observer: the links in view are not watched');
  observer.callback(
    ids.map((id) => ({ target: byId(id), isIntersecting }) as unknown as IntersectionObserverEntry),
    {} as IntersectionObserver,
  );
}

describe('a touch screen (no hover)', () => {
  beforeEach(() => {
    hover = false;
  });

  it('watches nothing until the visitor first moves: a scroll, a touch, a key or a pointer', async () => {
    for (const type of ['scroll', 'touchstart', 'keydown', 'pointerdown']) {
      observer = undefined;
      vi.resetModules();
      await start();
      expect(observer).toBeUndefined();
      window.dispatchEvent(new Event(type));
      expect(observer, type).toBeDefined();
      for (const { target, type: t, listener, capture } of added) target.removeEventListener(t, listener, capture);
      added = [];
    }
  });

  it('once moved, fetches the links that come into view (not those that leave it), and only once', async () => {
    await start();
    window.dispatchEvent(new Event('scroll'));
    expect(observer?.observed).toContain(byId('about'));
    report(['slash'], false);
    report(['about', 'here', 'elsewhere', 'feed']);
    expect(asked()).toEqual({ code: ['/about'], data: ['/about/index.pageContext.json'] });
    // A second scroll starts no second watch
    const first = observer;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(observer).toBe(first);
  });

  it('at most 8 pages a page view, counting only pages fetched; a new page view, 8 more', async () => {
    document.body.innerHTML = Array.from({ length: 20 }, (_, i) => `<a id="p${i}" href="/p${i}">${i}</a>`).join('');
    await start();
    window.dispatchEvent(new Event('touchstart'));
    report(['p0', 'p0', 'p1', 'p2']);
    report(['p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
    expect(asked().code).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7']);
    window.history.pushState(null, '', '/p0');
    report(['p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17']);
    expect(asked().code).toEqual([
      ...['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7'],
      ...['/p8', '/p9', '/p10', '/p11', '/p12', '/p13', '/p14', '/p15'],
    ]);
  });

  it('watches links added later: the next page, the menu when it opens', async () => {
    await start();
    window.dispatchEvent(new Event('scroll'));
    const link = Object.assign(document.createElement('a'), { id: 'later', href: '/get-started' });
    const menu = document.createElement('nav');
    menu.innerHTML = '<ul><li><a id="menu-link" href="/resources">Resources</a></li></ul>';
    document.body.append(link, menu, 'text');
    // Deeper down: the next page's section inside the page's main
    const deep = Object.assign(document.createElement('a'), { id: 'deep', href: '/guaranteed-growth' });
    byId('about').append(deep);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer?.observed).toEqual(expect.arrayContaining([link, byId('menu-link'), deep]));
    report(['later', 'menu-link', 'deep']);
    expect(asked().code).toEqual(['/get-started', '/resources', '/guaranteed-growth']);
  });

  it('a link without an address added later (a placeholder) is watched but never fetched', async () => {
    await start();
    window.dispatchEvent(new Event('scroll'));
    const bare = Object.assign(document.createElement('a'), { id: 'bare', textContent: 'Soon' });
    document.body.append(bare);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer?.observed).toContain(bare);
    report(['bare', 'about']);
    expect(asked().code).toEqual(['/about']);
  });

  it('a pointer with hover (a mouse) never watches the links in view', async () => {
    hover = true;
    await start();
    window.dispatchEvent(new Event('scroll'));
    expect(observer).toBeUndefined();
  });
});
