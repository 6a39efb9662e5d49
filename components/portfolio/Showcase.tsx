// A project's homepage on a laptop with the phone version leaning in front of it: the picture of a case study, on
// its card and at the top of its page.
import type { FeaturedProject } from '../../content/types';
import { LaptopFrame, PhoneFrame } from './DeviceFrames';
import { WorkPicture } from './WorkPicture';

export function Showcase({
  project,
  eager = false,
  laptopSizes,
  phoneSizes,
}: {
  project: FeaturedProject;
  eager?: boolean;
  laptopSizes: string;
  phoneSizes: string;
}) {
  return (
    <div className="relative pr-[12%] pb-[6%]">
      <LaptopFrame domain={project.domain}>
        <WorkPicture
          slug={project.slug}
          shot="desktop"
          alt={project.screens.desktop}
          sizes={laptopSizes}
          eager={eager}
        />
      </LaptopFrame>
      <PhoneFrame className="absolute right-0 bottom-0 w-[24%]">
        {/* Never eager: one image per page loads with priority, the laptop's (the LCP). */}
        <WorkPicture slug={project.slug} shot="phone" alt={project.screens.phone} sizes={phoneSizes} />
      </PhoneFrame>
    </div>
  );
}
