// Each portfolio client's logo: one file under public/images/clients, shown in the header of every page of the
// client's site we designed (content/client-sites/<slug>/) and on the home page's logo wall (content/proof.ts).
// The wall shows each logo's one-ink mark, derived from that file (same shapes, one colour, no plate, cropped to the
// ink) under public/images/clients/wall. scripts/client-logos.ts draws both (`npm run logos:clients`); width and
// height are each file's viewBox size, so the wall reserves the right box before a mark loads.
import type { ProjectSlug } from './slugs.ts';

interface ClientLogo {
  /** The file's name under public/images/clients, without `.svg`. */
  file: string;
  width: number;
  height: number;
  /** The size of its wall mark (public/images/clients/wall/<file>.svg). */
  wall: { width: number; height: number };
}

export const clientLogos = {
  'ember-oak-coffee-roasters': { file: 'ember-oak', width: 226, height: 69, wall: { width: 213, height: 39 } },
  'peak-form-fitness-studio': { file: 'peak-form', width: 181, height: 55, wall: { width: 152, height: 27 } },
  'whitfield-associates-law': { file: 'whitfield', width: 207, height: 76, wall: { width: 180, height: 52 } },
  'azure-cove-pool-resort': { file: 'azure-cove', width: 254, height: 77, wall: { width: 237, height: 39 } },
  'greenblade-lawn-care': { file: 'greenblade', width: 198, height: 60, wall: { width: 188, height: 34 } },
  'summit-ridge-roofing': { file: 'summit-ridge', width: 207, height: 63, wall: { width: 199, height: 40 } },
} as const satisfies Record<ProjectSlug, ClientLogo>;

/** The address of the logo's one-ink mark on the home page's wall. */
export const clientWallMarkSrc = (slug: ProjectSlug) => `/images/clients/wall/${clientLogos[slug].file}.svg`;
