// The end of a page's hero. Every page's head holds the first frame until the parser has inserted this element
// (`<link rel="expect" href="#hero-end" blocking="render">`, components/seo/RouteHead.tsx): a document that arrives in
// pieces (a slow link, a busy phone) is then never painted with half a hero, whose words, centred against the picture
// beside them, would jump when the rest arrived; and the first frame waits for the hero only, not for the whole page
// (what comes after the hero is added below what is painted and moves nothing above it). Where the first screen's
// layout depends on more than the hero (a picture centred against the words after it, a column placed above what
// precedes it, a row of cards the next card stretches), the marker follows that section instead (PageHeader's
// `endsFirstFrame`). Chromium lifts the block when the target is inserted, not when it is closed, so the marker is
// an empty element after the hero's last one. Chromium only; other browsers ignore the hint.
import { type ReactNode, useDeferredValue } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

export const heroEndId = 'hero-end';

/** The last element of a page's hero: one per page, after everything a first frame's layout depends on. One element
 * for every page, not a component: nothing to render on each use. */
export const heroEnd = <div id={heroEndId} hidden />;

/** What follows the hero. On a client-side navigation (a click on a link) React renders the new page whole before it
 * commits any of it, so the new heading waited for every section below the fold (issue 34: the heading drawn
 * 200–400 ms after a click at 4× CPU). Here the first render of such a navigation commits the hero and, in place of
 * the rest, an empty block a screen high (what is below it, the footer, stays off screen: nothing visible moves when
 * the sections take its place); the sections follow at once, in React's interruptible deferred render, so the
 * browser draws the hero first. Rendered whole at once everywhere else: in the prerender and on hydration (the HTML
 * is the whole page and stays so), on a back or forward navigation (vike puts the page back where it was for only
 * about 100 ms after rendering it), on one that keeps the scroll position (Contact glides to the top from where the
 * visitor was) and on one to a hash (its target, usually below the hero, must be there to scroll to). */
export function AfterHero({ children }: { children: ReactNode }) {
  // No page context outside vike (a component rendered alone, in a unit test): no navigation either.
  const context = usePageContext() as ReturnType<typeof usePageContext> | undefined;
  const heroFirst =
    !!context?.isClientSide &&
    context.isClientSideNavigation &&
    !context.isHistoryNavigation &&
    !context.keepScroll &&
    !context.urlParsed.hashOriginal;
  // With an initial value the first render returns it and a deferred render follows with `true`; without, `true` now.
  const sectionsNow = useDeferredValue(true, heroFirst ? false : undefined);
  return sectionsNow ? children : <div aria-hidden className="min-h-screen" />;
}
