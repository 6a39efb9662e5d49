// What the pages' copy shares: links, the closing call to action, SEO fields and the static routes.

export interface LinkCopy {
  label: string;
  href: string;
}

export interface ClosingCta {
  title: string;
  text: string;
  button: LinkCopy;
}

export interface SeoMeta {
  /** At most 60 characters, including the brand. */
  title: string;
  /** 120 to 160 characters. */
  description: string;
}

export type StaticPath =
  | '/'
  | '/about'
  | '/services'
  | '/portfolio'
  | '/faq'
  | '/resources'
  | '/contact'
  | '/get-started'
  | '/guaranteed-growth'
  | '/privacy';

export const getStartedLink = { label: 'Start Your Project', href: '/get-started' } as const;
