// The URL slugs of the service, article and case-study pages: small enough for the client-side router, which must not pull in
// the full copy of services.ts and articles.ts just to know whether /services/<slug> exists.
import { serviceNames } from './serviceNames.ts';

export const serviceSlugs = /* @__PURE__ */ serviceNames.map((s) => s.slug);

const articleSlugs = [
  'ai-reshaping-business',
  'ads-troubleshooting-guide',
  'smart-website-revolution',
  'data-driven-growth',
] as const;

/** The six featured projects (spec §3), each with a case study at /portfolio/<slug>. */
export const projectSlugs = [
  'ember-oak-coffee-roasters',
  'peak-form-fitness-studio',
  'whitfield-associates-law',
  'azure-cove-pool-resort',
  'greenblade-lawn-care',
  'summit-ridge-roofing',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type ArticleSlug = (typeof articleSlugs)[number];
export type ProjectSlug = (typeof projectSlugs)[number];

export const isServiceSlug = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);
export const isArticleSlug = (slug: string): slug is ArticleSlug => (articleSlugs as readonly string[]).includes(slug);
export const isProjectSlug = (slug: string): slug is ProjectSlug => (projectSlugs as readonly string[]).includes(slug);
