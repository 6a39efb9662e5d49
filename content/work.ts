// The screenshots of the client homepages we designed (content/client-sites/<slug>.html): which shots, at what
// viewport, in which widths and formats. scripts/render-work.mjs renders them (`npm run render:work`) into
// public/images/work/<slug>/; the pictures on the site build their srcset from the same table.
import type { ProjectSlug } from './slugs.ts';

export type WorkShot = 'desktop' | 'section' | 'phone';
type WorkFormat = 'avif' | 'webp';

interface WorkShotSpec {
  /** The CSS viewport the page is rendered at. */
  viewport: { width: number; height: number };
  /** Device pixel ratio of the render: the largest width below is viewport.width × scale at most. */
  scale: number;
  /** Pixel widths of the encoded files, smallest first. */
  widths: readonly number[];
  /** Where the shot starts: the top of the page, or the page scrolled to its element with id="offer". */
  from: 'top' | 'offer';
}

export const workShots = {
  desktop: { viewport: { width: 1440, height: 900 }, scale: 1, widths: [480, 960, 1440], from: 'top' },
  section: { viewport: { width: 1440, height: 900 }, scale: 1, widths: [480, 960, 1440], from: 'offer' },
  phone: { viewport: { width: 390, height: 844 }, scale: 2, widths: [300, 600], from: 'top' },
} as const satisfies Record<WorkShot, WorkShotSpec>;

/** AVIF first: the browser takes the first <source> it supports. */
export const workFormats = ['avif', 'webp'] as const satisfies readonly WorkFormat[];

/** Each file stays under this many bytes (issue #22: images under about 80 KB). */
export const workImageMaxBytes = 80 * 1000;

export const workImagePath = (slug: ProjectSlug, shot: WorkShot, width: number, format: WorkFormat) =>
  `/images/work/${slug}/${shot}-${width}.${format}`;
