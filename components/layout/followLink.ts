// Client-side navigation for the links whose click vike cannot see or must not handle: the mobile menu's (Headless
// UI's DialogPanel stops click propagation, so vike's document listener never hears them and the browser reloaded
// the page) and Contact's (spec §2: the page scrolls smoothly to the top 100 ms later, so navigating must not jump).
// Such links carry data-vike="false", so vike leaves them to this handler.
import type { MouseEvent } from 'react';
import { navigate } from 'vike/client/router';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- vike types pageContext through this namespace
  namespace Vike {
    interface PageContext {
      /** Set by a navigation that keeps the scroll position: ScrollManager leaves the page where it is. */
      keepScroll?: boolean;
    }
  }
}

/** A plain left click; a modified one (new tab, new window, download) stays the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Follows the clicked link without a page load (call it for a plain click only). */
export function followLink(event: MouseEvent<HTMLAnchorElement>, { keepScroll = false } = {}) {
  event.preventDefault();
  const href = event.currentTarget.getAttribute('href')!;
  if (keepScroll && href === window.location.pathname) return; // already there: only the scroll happens
  void navigate(href, keepScroll ? { keepScrollPosition: true, pageContext: { keepScroll: true } } : undefined);
}
