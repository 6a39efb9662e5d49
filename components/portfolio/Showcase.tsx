// A project's best screens: from a tablet up, the homepage's first screen in a laptop; on a phone, the first screen
// of the flow we designed for phones, alone and at the width of the page, so its words can be read. The picture of a
// case study, on its card and at the top of its page. Each picture loads only at the widths that show it (its frame is
// hidden at the others), so the one the first screen shows is the one with priority: on a phone the phone's screen
// (the laptop's, hidden there, was loaded with priority and the phone's late: Lighthouse's LCP on /portfolio).
import type { ProjectCaseStudy } from '../../content/caseStudyCopy';
import { LaptopFrame, PhoneFrame } from './DeviceFrames';
import { WorkPicture } from './WorkPicture';

export function Showcase({
  project,
  eager = false,
  laptopSizes,
  phoneAlt,
}: {
  project: ProjectCaseStudy;
  eager?: boolean;
  laptopSizes: string;
  /** '' where the page shows the same phone screen again, described there. */
  phoneAlt?: string;
}) {
  return (
    <>
      <LaptopFrame domain={project.domain} className="hidden sm:block">
        <WorkPicture
          slug={project.slug}
          shot="desktop"
          alt={project.screens.desktop.pieces[0]!.alt}
          sizes={laptopSizes}
          eager={eager}
          hiddenWhen="(width < 40rem)"
        />
      </LaptopFrame>
      <PhoneFrame className="mx-auto w-full max-w-[340px] sm:hidden">
        <WorkPicture
          slug={project.slug}
          shot="phone"
          alt={phoneAlt ?? project.screens.phone.pieces[0]!.alt}
          sizes="(max-width: 639px) 310px"
          eager={eager}
          hiddenWhen="(width >= 40rem)"
        />
      </PhoneFrame>
    </>
  );
}
