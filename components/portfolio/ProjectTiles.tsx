// A project as a tile: its homepage in a browser window (below 640 px, as a phone draws it), category, title and
// description; the title's link covers the tile and opens the case study. The grid of projects on the website-design
// page and under the /portfolio cards.
import type { ShownProject } from '../../content/projectScreens';
import type { ClientQuote } from '../../content/types';
import { ArrowRight } from '../Icon';
import { BrowserBar, homepageWindowClassName, phoneHomeWindowClassName } from './DeviceFrames';
import { WorkPicture } from './WorkPicture';
import { threeUpGapClassName } from '../ui';

export function ProjectTiles({
  projects,
  linkLabel,
  swipeLabel,
}: {
  /** With a quote, the tile says in the client's words what changed (/portfolio, where these have no figure). */
  projects: readonly (ShownProject & { quote?: ClientQuote })[];
  /** The words of each tile's case study link ('View case study'). */
  linkLabel: string;
  /** Given, the tiles are a row to swipe through on a phone (a page a thumb can finish), named so for the region. */
  swipeLabel?: string;
}) {
  const tiles = (
    <ul
      className={
        swipeLabel
          ? `flex w-max gap-4 px-4 sm:px-6 md:grid md:w-auto md:grid-cols-3 md:gap-6 md:px-0 lg:gap-8 ${threeUpGapClassName}`
          : `grid gap-6 md:grid-cols-3 lg:gap-8 ${threeUpGapClassName}`
      }
    >
      {projects.map((project) => (
        <li
          key={project.slug}
          className={`flex ${swipeLabel ? 'w-[82vw] max-w-sm snap-start md:w-auto md:max-w-none' : ''}`}
        >
          <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
            <div className="bg-gradient-to-br from-slate-100 to-brand-50 px-4 pt-4 sm:px-6 sm:pt-6">
              <div className="overflow-hidden rounded-t-lg bg-white shadow-lg ring-1 shadow-slate-900/10 ring-slate-900/10 transition duration-300 group-hover:-translate-y-1">
                <BrowserBar domain={project.domain} />
                <div className={`${homepageWindowClassName} hidden sm:block`}>
                  <WorkPicture
                    slug={project.slug}
                    shot="desktop"
                    alt={project.alts.desktop}
                    sizes="(min-width: 1280px) 360px, (min-width: 768px) 28vw, 88vw"
                  />
                </div>
                <div className={`${phoneHomeWindowClassName} sm:hidden`}>
                  <WorkPicture slug={project.slug} shot="phoneHome" alt={project.alts.phoneHome} sizes="88vw" />
                </div>
              </div>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {project.category}
              </p>
              <h3 className="mt-3 text-xl font-bold text-ink">
                <a
                  href={`/portfolio/${project.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-brand-600"
                >
                  {project.title}
                </a>
              </h3>
              <p className="mt-2 mb-6 leading-7 text-slate-600">{project.description}</p>
              {project.quote && (
                <figure className="mb-6 border-l-2 border-brand-400 pl-4">
                  <blockquote className="leading-7 text-ink">
                    <p>“{project.quote.text}”</p>
                  </blockquote>
                  <figcaption className="mt-2 text-sm text-slate-600">
                    <span className="font-semibold text-ink">{project.quote.name}</span>, {project.quote.role}
                  </figcaption>
                </figure>
              )}
              <p aria-hidden="true" className="mt-auto flex items-center gap-2 text-sm font-semibold text-brand-700">
                {linkLabel}
                <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
  return swipeLabel ? (
    // A scroll region takes keyboard focus (arrow keys scroll it) and has a name.
    <section
      aria-label={swipeLabel}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto pb-4 sm:-mx-6 sm:scroll-px-6 md:mx-0 md:overflow-visible md:pb-0"
    >
      {tiles}
    </section>
  ) : (
    tiles
  );
}
