// A client site we designed, on a laptop with its phone version leaning in front, captioned with the client and a
// link to its case study that covers the whole picture: the art of the home and website-design heroes. On a phone the
// laptop takes the content's full width and the phone, at the same scale to it, stands over its lower right corner;
// from 640 px the phone steps out beside the laptop.
import type { ShownProject } from '../../content/projectScreens';
import { ArrowRight } from '../Icon';
import { LaptopFrame, PhoneFrame } from '../portfolio/DeviceFrames';
import { WorkPicture } from '../portfolio/WorkPicture';

export function FramedSite({
  project,
  label,
  linkLabel,
  laptopSizes,
  phoneSizes,
  eager = false,
  testId,
}: {
  project: ShownProject;
  /** A word or two above the client's name ('Recent work'). */
  label: string;
  /** The case study link's words ('View case study'). */
  linkLabel: string;
  laptopSizes: string;
  phoneSizes: string;
  /** The hero's picture: the laptop's screenshot loads at once, with high priority (the phone's never does). */
  eager?: boolean;
  testId?: string;
}) {
  return (
    <figure className="group relative w-full" data-testid={testId}>
      <div className="transition duration-300 group-hover:-translate-y-1">
        <div className="relative pb-[14%] sm:pr-[12%] sm:pb-[6%]">
          <LaptopFrame domain={project.domain}>
            <WorkPicture
              slug={project.slug}
              shot="desktop"
              alt={project.alts.desktop}
              sizes={laptopSizes}
              eager={eager}
            />
          </LaptopFrame>
          <PhoneFrame className="absolute right-[3%] bottom-0 w-[26%] sm:right-0 sm:w-[24%]">
            {/* Never eager: one image per page loads with priority, the laptop's (the LCP). */}
            <WorkPicture slug={project.slug} shot="phone" alt={project.alts.phone} sizes={phoneSizes} />
          </PhoneFrame>
        </div>
      </div>
      <figcaption className="mt-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 text-sm sm:pr-[12%]">
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</span>
          <span className="font-display block text-base font-bold text-ink">{project.title}</span>
        </span>
        <a
          href={`/portfolio/${project.slug}`}
          // The link covers the picture too: the site opens its case study.
          className="-my-3 inline-flex items-center gap-1.5 rounded-md py-3 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-900 focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-brand-600"
        >
          {linkLabel}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </a>
      </figcaption>
    </figure>
  );
}
