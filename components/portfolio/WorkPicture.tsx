// A screenshot of a client homepage we designed (content/work.ts): AVIF and WebP in the widths `npm run render:work`
// wrote, with the intrinsic size set so the box is reserved before the file arrives (CLS 0).
import type { ProjectSlug } from '../../content/slugs';
import { type WorkShot, workFormats, workImagePath, workShots } from '../../content/work';

export function WorkPicture({
  slug,
  shot,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  slug: ProjectSlug;
  shot: WorkShot;
  alt: string;
  /** How wide the picture is shown, for the browser's choice of file. */
  sizes: string;
  /** Above the fold: load at once, with priority. */
  eager?: boolean;
  className?: string;
}) {
  const { viewport, widths } = workShots[shot];
  const largest = widths[widths.length - 1]!;
  const srcSet = (format: (typeof workFormats)[number]) =>
    widths.map((w) => `${workImagePath(slug, shot, w, format)} ${w}w`).join(', ');
  return (
    <picture>
      {workFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={workImagePath(slug, shot, widths[1] ?? largest, 'webp')}
        alt={alt}
        width={largest}
        height={Math.round((largest * viewport.height) / viewport.width)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={`block h-auto w-full ${className}`}
      />
    </picture>
  );
}
