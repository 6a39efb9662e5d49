// The end of a page's hero. Every page's head holds the first frame until the parser has inserted this element
// (`<link rel="expect" href="#hero-end" blocking="render">`, components/seo/RouteHead.tsx): a document that arrives in
// pieces (a slow link, a busy phone) is then never painted with half a hero, whose words, centred against the picture
// beside them, would jump when the rest arrived; and the first frame waits for the hero only, not for the whole page
// (what comes after the hero is added below what is painted and moves nothing above it). Chromium lifts the block
// when the target is inserted, not when it is closed, so the marker is an empty element after the hero's last one.
// Chromium only; other browsers ignore the hint.

export const heroEndId = 'hero-end';

/** The last element of a page's hero: one per page, after everything a first frame's layout depends on. One element
 * for every page, not a component: nothing to render on each use. */
export const heroEnd = <div id={heroEndId} hidden />;
