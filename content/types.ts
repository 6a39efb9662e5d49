// Shapes of all site copy. Pages render from data of these types; nothing here knows about JSX or CSS.
import type { ServiceOptionLabel } from './serviceNames';
import type { ArticleSlug, ProjectSlug, ServiceSlug } from './slugs';

/** Names of the icons in components/Icon.tsx (inline SVG, no external assets). */
export type IconName =
  | 'layout'
  | 'palette'
  | 'search'
  | 'workflow'
  | 'megaphone'
  | 'headset'
  | 'chart'
  | 'calendar'
  | 'sparkles'
  | 'target'
  | 'shield'
  | 'book'
  | 'bolt'
  | 'users'
  | 'mail'
  | 'phone'
  | 'check'
  | 'trend';

export type { ServiceSlug } from './slugs';

export interface TitledText {
  title: string;
  description: string;
}

interface Stat {
  value: string;
  label: string;
}

/** The interactive or illustrated block a service page shows (spec §2, "Service pages"). */
export type ServiceDemo =
  | 'process' // website-design: Discovery, Design, Development, Launch
  | 'seo-search' // seo: typewriter query + ranked contractors
  | 'crm-flow' // crm: animated line graphic
  | 'marketing-chart' // marketing: animated chart
  | 'support-log' // customer-service: simulated support events
  | 'analytics-chart' // analytics: animated chart
  | 'calendar'; // schedule-management: animated calendar grid

export type ServiceSection =
  | { kind: 'list'; id: string; title: string; intro?: string; items: readonly string[] }
  | { kind: 'cards'; id: string; title: string; intro?: string; items: readonly TitledText[] }
  | { kind: 'stats'; id: string; title: string; intro?: string; items: readonly Stat[] }
  | { kind: 'demo'; id: string; title: string; intro?: string; demo: ServiceDemo };

export interface ServicePage {
  headline: string;
  intro: string;
  /** Rendered top to bottom. */
  sections: readonly ServiceSection[];
  /** Closing call to action that links to /get-started. */
  cta: { title: string; text: string; label: string };
}

export interface Service {
  slug: ServiceSlug;
  icon: IconName;
  title: string;
  /** One-line card text on the home page (spec §2 Home). */
  shortDescription: string;
  /** Two-sentence text on the services overview card. */
  description: string;
  /** Exactly four, from spec §3 "Service features". */
  features: readonly [string, string, string, string];
  /** <title> and meta description of the service page. */
  seoTitle: string;
  seoDescription: string;
  page: ServicePage;
}

/** A service without its page body: what cards and links need. */
export type ServiceCard = Omit<Service, 'page'>;

export interface FeaturedProject {
  slug: ProjectSlug;
  title: string;
  category: string;
  description: string;
  /** The client's address, as the browser frame around the screenshots shows it. */
  domain: string;
}

/** The figures spec §3 gives for the case studies: the only numbers the site reports as a client's result. */
export type SpecFigure = '150%' | '40%' | '200%' | '5x' | '300%' | '#1' | '85%';

/** A measured result: the spec's figure, what it counts, what it was measured against, over what period and where
 * the number comes from. Each phrase completes a sentence, e.g. '150% membership growth over the first year after
 * launch, against active members in the month before launch'. */
export interface MeasuredResult {
  figure: SpecFigure;
  label: string;
  period: string;
  against: string;
  source: string;
}

/** A result in words, for work the spec gives no figure for: what we delivered and what changed for the client. */
export interface OutcomeResult {
  delivered: string;
  changed: string;
}

/** A client's words about what changed, with the name and role of who said them. */
export interface ClientQuote {
  text: string;
  name: string;
  /** At the client, whose name is beside it. */
  role: string;
}

/** A case study's results are either the spec's measured figures or outcomes in words: there is no third kind, so no
 * number without its baseline and period, and no figure that needs a disclaimer. Outcomes come with the client's own
 * words, in place of a figure (the buyer's review r22: a roofer's case study had neither). */
export type CaseStudyResults =
  | { kind: 'measured'; items: readonly MeasuredResult[] }
  | { kind: 'outcomes'; items: readonly OutcomeResult[]; quote: ClientQuote };

/** A featured project's case study (/portfolio/<slug>): challenge → approach → results → screens. */
export interface CaseStudy {
  slug: ProjectSlug;
  /** One sentence under the page's heading: the project's outcome. */
  headline: string;
  /** The card text on /portfolio and the lead paragraph of the case study. */
  overview: string;
  /** Meta description of the case-study page. */
  seoDescription: string;
  /** Who the client is. */
  client: string;
  location: string;
  year: string;
  challenge: string;
  approach: readonly TitledText[];
  services: readonly ServiceOptionLabel[];
  results: CaseStudyResults;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Article bodies are blocks, not HTML, so they render safely and count words easily. */
export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  | { type: 'quote'; text: string };

/** A person at Lumivox: on /about and in the bylines of the articles. */
export interface TeamMember {
  /** Also the portrait's file name: /images/team/<id>.svg (scripts/team-portraits.ts draws it). */
  id: string;
  name: string;
  role: string;
  /** One line on what they do for clients. */
  line: string;
  /** The portrait's path under /public. */
  portrait: string;
  /** Its head and shoulders, as the small round faces show it: a view of the portrait's own file. */
  face: string;
  /** The portrait, and its head and shoulders, as views of the file that holds every member's (content/team.ts'
   * teamSheet). */
  inSheet: { whole: string; face: string };
}

export interface Article {
  slug: ArticleSlug;
  title: string;
  description: string;
  topics: readonly string[];
  icon: IconName;
  /** Header illustration under /public (1200 × 420 SVG); decorative, the title says what it is about. */
  cover: string;
  /** ISO date, e.g. '2026-09-14'. */
  published: string;
  readingMinutes: number;
  /** The member of the team who wrote it (content/team.ts). */
  author: TeamMember;
  body: readonly ArticleBlock[];
}
