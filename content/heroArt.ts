// The service pages' hero illustrations: which of our own demos each page shows as a stack of three cards (front card
// first), and the few words drawn inside them. The figures come from the demos themselves (content/demos.ts). The home
// and website-design heroes show client sites instead (components/ui/FramedSite.tsx).
import type { ServiceSlug } from './slugs.ts';

export type ArtCard =
  'chat' | 'ranking' | 'chart' | 'calendar' | 'pipeline' | 'palette' | 'logos' | 'refresh' | 'snippet';

/** A client's brand kit as we delivered it: its logo file and size (content/clientLogos.ts), a type sample in its
 * voice and its colours (its site's own stylesheet, content/client-sites/). */
interface BrandKit {
  title: string;
  name: string;
  logo: { src: string; width: number; height: number };
  sample: string;
  /** The sample's face: the client's type voice in ours (a serif italic, a heavy sans). */
  sampleClassName: string;
  swatches: readonly string[];
  /** The swatch the sample is drawn in. */
  ink: string;
}

interface HeroArtCopy {
  /** What a screen reader hears for a stack: the prefix, then the cards' names. */
  labelPrefix: string;
  names: Record<ArtCard, string>;
  chat: { title: string; lines: readonly { from: 'ai' | 'visitor'; text: string }[] };
  ranking: { title: string };
  /** The badge states the week's total of the bars drawn (content/demos.ts), never a figure of its own. */
  chart: { title: string; totalSuffix: string; /** What the scale counts. */ unit: string };
  calendar: { title: string };
  pipeline: { title: string };
  /** A client's brand kit, its logo file and its colours (the buyer's review r28: the kit showed our own logo). */
  palette: BrandKit;
  /** A second client's, from its brand refresh (the buyer's review r30: the branding hero's third card was a roofer's
   * search listing, no branding work). */
  refresh: BrandKit;
  /** The same client's logo in its versions: in colour on its cream, and its one-ink mark (the home page's logo wall)
   * reversed out of its espresso. */
  logos: { title: string; mark: { src: string; width: number; height: number } };
  /** A client's listing as a search engine shows it: its site's own title and opening line (content/client-sites). */
  snippet: { title: string; domain: string; page: string; text: string };
}

export const heroArtCopy = {
  labelPrefix: 'Examples of our work',
  names: {
    chat: 'an AI support chat booking an appointment',
    ranking: 'a client ranked first in local search',
    chart: 'a growing weekly sessions chart',
    calendar: 'a booking calendar filling up',
    pipeline: 'a sales pipeline',
    palette: 'Ember & Oak’s brand kit',
    logos: 'Ember & Oak’s logo in colour and in one ink',
    refresh: 'GreenBlade’s refreshed brand',
    snippet: 'a client’s listing in search results',
  },
  chat: {
    title: 'AI support · live',
    lines: [
      { from: 'ai', text: 'Hello! What can I assist you with?' },
      { from: 'visitor', text: 'Can I book an estimate for Thursday?' },
      { from: 'ai', text: 'Done: Thursday at 2:00. See you then!' },
    ],
  },
  ranking: { title: 'Local search' },
  chart: { title: 'Sessions this week', totalSuffix: 'in all', unit: 'Sessions a day, Monday to Sunday' },
  calendar: { title: 'Bookings' },
  pipeline: { title: 'Pipeline' },
  palette: {
    title: 'Brand kit',
    name: 'Ember & Oak',
    // Written here, not read from content/clientLogos.ts (a chunk of its own for the service pages and home: about
    // 400 bytes each); tests/components/uiSections.test.tsx compares.
    logo: { src: '/images/clients/ember-oak.svg', width: 226, height: 69 },
    sample: 'Aa',
    sampleClassName: 'font-serif font-semibold italic',
    // Cream, espresso, roast, oak and ember, as the client's own site defines them
    // (content/client-sites/ember-oak-coffee-roasters/shared.css; tests/components/uiSections.test.tsx compares).
    swatches: ['#f6eee1', '#2a1912', '#4a2c1f', '#8a5d3b', '#c4562a'],
    ink: '#2a1912',
  },
  refresh: {
    title: 'Brand refresh',
    name: 'GreenBlade',
    // content/clientLogos.ts' file and size, as the kit's above (tests/components/uiSections.test.tsx compares).
    logo: { src: '/images/clients/greenblade.svg', width: 198, height: 60 },
    sample: 'Aa',
    sampleClassName: 'font-sans font-extrabold',
    // Forest, leaf, lime, sun and cream, as the client's own site defines them
    // (content/client-sites/greenblade-lawn-care/site.css; tests/components/uiSections.test.tsx compares).
    swatches: ['#0e3f24', '#17683a', '#b6e34a', '#ffd34d', '#fbfaf3'],
    ink: '#0e3f24',
  },
  logos: {
    title: 'Logo versions',
    // The wall mark's file and size (content/clientLogos.ts; tests/components/uiSections.test.tsx compares).
    mark: { src: '/images/clients/wall/ember-oak.svg', width: 213, height: 39 },
  },
  snippet: {
    title: 'Search result',
    // Written here, not imported from content/projects.ts: the service pages' code stays in their byte budget.
    domain: 'summitridgeroofing.com',
    page: 'Summit Ridge Roofing · Metro Atlanta roofers since 2006',
    text: 'Storm damage? Free inspection within 48 hours. One of our own estimators checks your roof.',
  },
} as const satisfies HeroArtCopy;

type Stack = readonly [ArtCard, ArtCard, ArtCard];

/** Front, middle and back card of each hero. */
export const heroStacks = {
  // A client's identity, its logo in its versions, and a second client's refreshed brand (r28b: the branding hero
  // showed the SEO hero's ranking and chart; r30: its third card was a roofer's search listing).
  branding: ['palette', 'logos', 'refresh'],
  seo: ['ranking', 'chart', 'snippet'],
  crm: ['pipeline', 'calendar', 'chat'],
  marketing: ['chart', 'palette', 'ranking'],
  'customer-service': ['chat', 'calendar', 'pipeline'],
  analytics: ['chart', 'pipeline', 'ranking'],
  'schedule-management': ['calendar', 'chat', 'chart'],
} as const satisfies Record<Exclude<ServiceSlug, 'website-design'>, Stack>;
