// Each portfolio client's logo: one file under public/images/clients, shown in the header of every page of the
// client's site we designed (content/client-sites/<slug>/) and on the home page's logo wall (content/proof.ts).
// scripts/client-logos.ts draws them (`npm run logos:clients`); width and height are each file's viewBox, so the
// wall reserves the right box before a logo loads.
import type { ProjectSlug } from './slugs.ts';

interface ClientLogo {
  /** The file's name under public/images/clients, without `.svg`. */
  file: string;
  width: number;
  height: number;
}

export const clientLogos = {
  'ember-oak-coffee-roasters': { file: 'ember-oak', width: 226, height: 69 },
  'peak-form-fitness-studio': { file: 'peak-form', width: 181, height: 55 },
  'whitfield-associates-law': { file: 'whitfield', width: 207, height: 76 },
  'azure-cove-pool-resort': { file: 'azure-cove', width: 254, height: 77 },
  'greenblade-lawn-care': { file: 'greenblade', width: 198, height: 60 },
  'summit-ridge-roofing': { file: 'summit-ridge', width: 207, height: 63 },
} as const satisfies Record<ProjectSlug, ClientLogo>;

/** The logo's address on the site. */
export const clientLogoSrc = (slug: ProjectSlug) => `/images/clients/${clientLogos[slug].file}.svg`;
