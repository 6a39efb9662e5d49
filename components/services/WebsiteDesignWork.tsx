// The website-design page shows websites (content/service-pages/website-design.ts, through the page's +data): a
// client site on a laptop and a phone as the header's picture, and three client homepages under it, each opening its
// case study.
import type { ShownProject } from '../../content/projectScreens';
import { ArrowRight } from '../Icon';
import { ProjectTiles } from '../portfolio/ProjectTiles';
import { Section, SectionHeading } from '../ui';
import { FramedSite } from '../ui/FramedSite';

export function WebsiteDesignArt({
  project,
  label,
  linkLabel,
}: {
  project: ShownProject;
  label: string;
  linkLabel: string;
}) {
  return (
    <FramedSite
      project={project}
      label={label}
      linkLabel={linkLabel}
      eager
      laptopSizes="(min-width: 1280px) 440px, (min-width: 1024px) 36vw, (min-width: 640px) 86vw, 92vw"
      phoneSizes="(min-width: 1280px) 110px, (min-width: 1024px) 9vw, (min-width: 640px) 22vw, 26vw"
      testId="hero-work"
    />
  );
}

export function RecentSites({
  id,
  title,
  intro,
  link,
  projects,
  linkLabel,
}: {
  id: string;
  title: string;
  intro: string;
  link: { label: string; href: string };
  projects: readonly ShownProject[];
  linkLabel: string;
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`} className="!pt-4 sm:!pt-8">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <SectionHeading id={`${id}-title`} title={title} intro={intro} />
        <a
          href={link.href}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900"
        >
          {link.label}
          <ArrowRight />
        </a>
      </div>
      <div className="mt-10">
        <ProjectTiles projects={projects} linkLabel={linkLabel} swipeLabel={`${title}: swipe for more`} />
      </div>
    </Section>
  );
}
