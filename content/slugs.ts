// The URL slugs of the service and article pages: small enough for the client-side router, which must not pull in
// the full copy of services.ts and articles.ts just to know whether /services/<slug> exists.
export const serviceSlugs = [
  'website-design',
  'branding',
  'seo',
  'crm',
  'marketing',
  'customer-service',
  'analytics',
  'schedule-management',
] as const;

export const articleSlugs = [
  'ai-reshaping-business',
  'ads-troubleshooting-guide',
  'smart-website-revolution',
  'data-driven-growth',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type ArticleSlug = (typeof articleSlugs)[number];

export const isServiceSlug = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);
export const isArticleSlug = (slug: string): slug is ArticleSlug => (articleSlugs as readonly string[]).includes(slug);
