// What the next page needs, fetched before the click: when a link becomes likely (the pointer over it or focus on it;
// on a touch screen, the link entering the viewport, or a finger on it) its page's code comes through vike's
// prefetch() and its pageContext.json with a low-priority fetch. Nothing on a Save-Data or 2G connection.
// Loaded once the first page has hydrated (pages/+onHydrationEnd.ts): none of it is first-load JavaScript.
import { prefetch } from 'vike/client/router';

/** Touch screens: at most this many pages fetched per page view (docs/performance.md says what they weigh). */
const VIEWPORT_PAGES_PER_VIEW = 8;

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether a visitor's connection may be spent on pages they have not asked for. */
const prefetchAllowed = (connection: Connection | undefined) =>
  !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** The page a link leads to, when it is another page of this site that vike can route to. */
function pageOf(link: Element): URL | null {
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href') || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  // A file (the feed, an image), not a page
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
}

/** Where vike fetches a prerendered page's data from (its getPageContextRequestUrl). */
const pageContextUrl = (url: URL) =>
  `${url.pathname}${url.pathname.endsWith('/') ? '' : '/'}index.pageContext.json${url.search}`;

/** How long a prefetched page's data is served from the cache (scripts/security-headers.mjs). */
const DATA_FRESH_MS = 300_000;
/** When each page was last prefetched. */
const fetchedAt = new Map<string, number>();

/** Fetches a page's code and data, unless it did in the last five minutes; whether it did. */
function fetchPage(url: URL): boolean {
  const key = url.pathname + url.search;
  const now = performance.now();
  if (now - (fetchedAt.get(key) ?? -Infinity) < DATA_FRESH_MS || !prefetchAllowed(connection())) return false;
  fetchedAt.set(key, now);
  // On failure vike falls back to full page loads itself; the click then fetches as it always did.
  prefetch(key).catch(() => undefined);
  // The JSON is fresh in the HTTP cache for five minutes (`max-age=300`): vike's fetch after the click is answered
  // from the cache at once.
  fetch(pageContextUrl(url), { priority: 'low' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return true;
}

const likely = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const url = link && pageOf(link);
  if (url) fetchPage(url);
};

/** Starts prefetching for the rest of the tab's life. */
export function startLinkPrefetch() {
  if (!prefetchAllowed(connection())) return;
  for (const type of ['mouseover', 'focusin', 'touchstart'])
    document.addEventListener(type, likely, { passive: true, capture: true });
  if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;

  // A touch screen has no hover: a link in view is the likely one, within a budget per page view; from the visitor's
  // first scroll, touch or key, not while the first page is still loading and nobody has moved (each page fetched
  // evaluates its code on the main thread: Lighthouse mobile counted 100–160 ms more blocking time on / and /contact
  // when the links of the first screen were fetched at once; docs/performance.md).
  // The page's own scroll only: an element's (the carousel's track, moved by its own script) does not reach window.
  const engaged = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const;
  const begin = () => {
    for (const type of engaged) window.removeEventListener(type, begin);
    watchLinksInView();
  };
  for (const type of engaged) window.addEventListener(type, begin, { passive: true });
}

/** Touch screens: fetches each link's page as it comes into view, the menu's and the next page's links included. */
function watchLinksInView() {
  let view = window.location.pathname;
  let spent = 0;
  const inView = new IntersectionObserver((entries) => {
    if (window.location.pathname !== view) [view, spent] = [window.location.pathname, 0];
    for (const entry of entries) {
      if (!entry.isIntersecting || spent >= VIEWPORT_PAGES_PER_VIEW) continue;
      const url = pageOf(entry.target);
      if (url && fetchPage(url)) spent++;
    }
  });
  const observeLinks = (root: ParentNode) => root.querySelectorAll('a[href]').forEach((a) => inView.observe(a));
  observeLinks(document);
  // New links: the next page's, the menu's when it opens
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLAnchorElement) inView.observe(node);
        else if (node instanceof Element) observeLinks(node);
      }
  });
  added.observe(document.body, { childList: true, subtree: true });
}
