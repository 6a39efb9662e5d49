// A screenshot of a client site we designed (content/work.ts): one piece of a shot, in AVIF and WebP in the widths
// `npm run render:work` wrote, with the intrinsic size it measured so the box is reserved before the file arrives
// (CLS 0).
import type { ProjectSlug } from '../../content/slugs';
import { type WorkShot, largestWidth, workFormats, workImagePath, workShotSizes } from '../../content/work';
import { workPieceHeights } from '../../content/workScreens';

/** What a picture hidden at this width takes instead of its file: a transparent 1 × 1 GIF in the URL, no request.
 * (An empty `data:,` was shorter, but Chromium reports it as a failed load, net::ERR_INVALID_URL: the buyer's review
 * r26b saw it in the console.) */
const blankPicture = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function WorkPicture({
  slug,
  shot,
  piece = 0,
  alt,
  sizes,
  eager = false,
  hiddenWhen,
  className = '',
}: {
  slug: ProjectSlug;
  shot: WorkShot;
  /** Which piece of a shot cut into several (the homepage from top to bottom, the steps of the phone flow). */
  piece?: number;
  /** What the piece shows (content/workScreens.ts); '' where the picture repeats one described nearby. */
  alt: string;
  /** How wide the picture is shown, for the browser's choice of file. */
  sizes: string;
  /** Above the fold: load at once, with priority. */
  eager?: boolean;
  /** A media query where the picture is not shown (its frame hidden by CSS): there it loads a blank, not a file. */
  hiddenWhen?: string;
  className?: string;
}) {
  const {
    widths,
    viewport: { width },
  } = workShotSizes[shot];
  const height = workPieceHeights[slug][shot][piece]!;
  const largest = largestWidth(shot);
  const srcSet = (format: (typeof workFormats)[number]) =>
    widths.map((w) => `${workImagePath(slug, shot, w, format, piece)} ${w}w`).join(', ');
  return (
    <picture>
      {hiddenWhen && <source media={hiddenWhen} srcSet={blankPicture} />}
      {workFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={workImagePath(slug, shot, widths[1] ?? largest, 'webp', piece)}
        alt={alt}
        width={largest}
        height={Math.round((largest * height) / width)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={`block h-auto w-full ${className}`}
      />
    </picture>
  );
}
