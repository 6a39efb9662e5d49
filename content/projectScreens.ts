// A featured project with the alt texts of its best screens (content/bestScreenAlt.ts), for the
// pictures that show it outside its case study: the home hero, the website-design page, the /portfolio tiles. Pages
// pass it through their +data where they can, so the words travel with the page, not in its JavaScript.
import { bestScreenAlt } from './bestScreenAlt.ts';
import { getProject } from './projects.ts';
import type { ProjectSlug } from './slugs.ts';
import type { FeaturedProject } from './types.ts';

export type ShownProject = FeaturedProject & { alts: (typeof bestScreenAlt)[ProjectSlug] };

export const shownProject = (slug: ProjectSlug): ShownProject => ({ ...getProject(slug), alts: bestScreenAlt[slug] });
