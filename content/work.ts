// The screenshots of the client sites we designed (content/client-sites/<slug>/home.html, inner.html, phone.html):
// which page each shot shows, at what viewport, how tall a piece may be, in which widths and formats.
// scripts/render-work.mjs renders them (`npm run render:work`) into public/images/work/<slug>/ and writes what it
// measured and read from the pages (each piece's height, each screen's label and alt text) to
// content/workScreens.ts; the pictures on the site build their srcset and their size from the two.
import type { ProjectSlug } from './slugs.ts';

export type WorkShot = 'desktop' | 'scroll' | 'inner' | 'phone' | 'phoneHome' | 'phoneScroll';
type WorkPage = 'home' | 'inner' | 'phone';
type WorkFormat = 'avif' | 'webp';

interface WorkShotSpec {
  /** The page of content/client-sites/<slug>/ the shot shows. */
  page: WorkPage;
  /** The CSS viewport the page is rendered at. */
  viewport: { width: number; height: number };
  /** Device pixel ratio of the render: the largest width below is viewport.width × scale at most. */
  scale: number;
  /** Pixel widths of the encoded files, smallest first. */
  widths: readonly number[];
  /** A piece ends at the bottom of a section (a child of body or main), never inside one: the lowest such edge at
   * most this many CSS px below the piece's top. */
  maxHeight: number;
  /** 'first': the top of the page only; 'all': the whole page, in as many pieces as it takes; 'window': the top
   * maxHeight px exactly, for a window that fades out its bottom edge, with what starts below the lowest clean cut
   * within them left out (their backgrounds stay), so no button or line of text is cut there. */
  pieces: 'first' | 'all' | 'window';
}

/** What a picture on the site needs of each shot (the rest, how it is rendered, is below: the pages' code never
 * loads it). */
export const workShotSizes = {
  /** The best desktop screen: the homepage's first screen (the carousel, the cards, the case study's top). */
  desktop: { viewport: { width: 1440, height: 900 }, widths: [480, 720, 960, 1440] },
  /** The homepage from top to bottom, in pieces shown one under the other. */
  scroll: { viewport: { width: 1440, height: 900 }, widths: [720, 1440] },
  /** The inner page that fits the business, its first screen and a little more. */
  inner: { viewport: { width: 1440, height: 900 }, widths: [480, 960, 1440] },
  /** The flow on a phone, one piece per step; the first is the best phone screen. */
  phone: { viewport: { width: 390, height: 844 }, widths: [390, 780] },
  /** The top of the homepage on a phone, 390 × 488 (4:5): what the carousel and the project tiles show below 640 px,
   * where the desktop screen would be drawn at a fifth of its size (phoneHomeWindow fades its bottom edge). What
   * starts below the lowest clean cut within the 488 px is left out, so nothing is cut at the edge. */
  phoneHome: { viewport: { width: 390, height: 844 }, widths: [390, 780] },
  /** The homepage from top to bottom as a phone draws it: what a case study shows on a phone in place of the 1440 px
   * page, which a phone would draw at a quarter of its size. */
  phoneScroll: { viewport: { width: 390, height: 844 }, widths: [390, 780] },
} as const satisfies Record<WorkShot, Pick<WorkShotSpec, 'viewport' | 'widths'>>;

/** Each shot as scripts/render-work.mjs renders it. */
export const workShots = {
  desktop: { ...workShotSizes.desktop, page: 'home', scale: 1, maxHeight: 900, pieces: 'first' },
  scroll: { ...workShotSizes.scroll, page: 'home', scale: 1, maxHeight: 1000, pieces: 'all' },
  inner: { ...workShotSizes.inner, page: 'inner', scale: 1, maxHeight: 1100, pieces: 'first' },
  phone: { ...workShotSizes.phone, page: 'phone', scale: 2, maxHeight: 844, pieces: 'all' },
  phoneHome: { ...workShotSizes.phoneHome, page: 'home', scale: 2, maxHeight: 488, pieces: 'window' },
  phoneScroll: { ...workShotSizes.phoneScroll, page: 'home', scale: 2, maxHeight: 900, pieces: 'all' },
} as const satisfies Record<WorkShot, WorkShotSpec>;

/** The widest file of a shot: what its pictures declare as their size and what a tap opens full size. */
export const largestWidth = (shot: WorkShot) => workShotSizes[shot].widths[workShotSizes[shot].widths.length - 1]!;

/** AVIF first: the browser takes the first <source> it supports. */
export const workFormats = ['avif', 'webp'] as const satisfies readonly WorkFormat[];

/** Each file stays under this many bytes (issue #22: images under about 80 KB). */
export const workImageMaxBytes = 80 * 1000;

/** The file of a piece of a shot: `desktop-960.avif` for the first piece, `scroll-2-720.webp` for the second. */
export const workImagePath = (slug: ProjectSlug, shot: WorkShot, width: number, format: WorkFormat, piece = 0) =>
  `/images/work/${slug}/${shot}${piece ? `-${piece + 1}` : ''}-${width}.${format}`;
