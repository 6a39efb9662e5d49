// Proof of work on the home page: what our clients say, their wordmarks, the headline figures and the closing call
// to action. The clients are the portfolio's (content/projects.ts); the figures are the spec's (§3), each with its
// client, its period, what it was measured against (the case study's own words: tests/content/figures.test.tsx) and a
// link to that case study.
import { clientLogos, clientWallMarkSrc } from './clientLogos.ts';
import type { LinkCopy } from './pages/shared.ts';
import { getProject } from './projects.ts';
import type { ProjectSlug } from './slugs.ts';
import type { SpecFigure } from './types.ts';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** A client from content/projects.ts. */
  client: string;
  /** That client's case study; the card shows the client's logo (content/clientLogos.ts) and links to the study. */
  slug: ProjectSlug;
}

interface ClientMark {
  client: string;
  /** The client's logo's one-ink wall mark under /public (content/clientLogos.ts). */
  logo: string;
  width: number;
  height: number;
}

/** A figure of the results band: the spec's number, what it counts and over what period, and whose it is. */
interface ClientFigure {
  value: SpecFigure;
  label: string;
  client: string;
  /** What it was measured against: the case study's `against`, word for word (not imported: the case studies'
   * module would put every study's copy in the home page's JavaScript). */
  against: string;
  /** The client's case study, which gives the period, baseline and source. */
  slug: ProjectSlug;
}

interface ProofCopy {
  clientsTitle: string;
  clients: readonly ClientMark[];
  stats: { title: string; items: readonly ClientFigure[] };
  testimonialsTitle: string;
  testimonials: readonly Testimonial[];
  closing: { title: string; text: string; button: LinkCopy; secondary: LinkCopy };
}

/** A client's logo on the wall: the one-ink mark of the file its own site shows (content/clientLogos.ts), named by
 * the client. */
const mark = (slug: ProjectSlug): ClientMark => {
  const { width, height } = clientLogos[slug].wall;
  return { client: getProject(slug).title, logo: clientWallMarkSrc(slug), width, height };
};

export const proof = {
  clientsTitle: 'Businesses that shine brighter with Lumivox',
  clients: [
    mark('peak-form-fitness-studio'),
    mark('ember-oak-coffee-roasters'),
    mark('whitfield-associates-law'),
    mark('azure-cove-pool-resort'),
    mark('greenblade-lawn-care'),
    mark('summit-ridge-roofing'),
  ],
  // One figure for each client whose case study reports the spec's figures, in the order of the carousel: a fourth,
  // Whitfield's #1 ranking, linked the same client twice, which read to the buyer's review r28b as a thin portfolio.
  stats: {
    title: 'Results from our case studies',
    items: [
      {
        value: '150%',
        label: 'membership growth in the first year',
        against: 'active memberships in the month before launch',
        client: 'Peak Form Fitness Studio',
        slug: 'peak-form-fitness-studio',
      },
      {
        value: '200%',
        label: 'more online sales in the shop’s first year',
        against: 'the phone and e-mail orders from outside the café in the year before',
        client: 'Ember & Oak Coffee Roasters',
        slug: 'ember-oak-coffee-roasters',
      },
      {
        value: '300%',
        label: 'more consultations requested online in the first year',
        against: 'the requests from the old contact form in the year before',
        client: 'Whitfield & Associates Law',
        slug: 'whitfield-associates-law',
      },
    ],
  },
  testimonialsTitle: 'What our clients say',
  testimonials: [
    {
      quote:
        'Booking used to live on a clipboard at the front desk. Now members book, reschedule and get answers on their phones, and my team spends its time coaching instead of answering the same five questions.',
      name: 'Danielle Brooks',
      role: 'Owner',
      client: 'Peak Form Fitness Studio',
      slug: 'peak-form-fitness-studio',
    },
    {
      quote:
        'They understood what makes our café feel like ours and carried it onto the bags, the shop and every post. Subscriptions now carry our slow months.',
      name: 'Marcus Ellery',
      role: 'Co-founder and head roaster',
      client: 'Ember & Oak Coffee Roasters',
      slug: 'ember-oak-coffee-roasters',
    },
    {
      quote:
        'Our site finally looks like the firm we are. Clients tell us they found us on Google and booked a consultation the same evening.',
      name: 'Angela Whitfield',
      role: 'Managing partner',
      client: 'Whitfield & Associates Law',
      slug: 'whitfield-associates-law',
    },
  ],
  closing: {
    title: 'Your business could be the next one on this page.',
    text: "Tell us where you want to grow. We'll reply within 24 hours with a plan, the results we'll aim for and what it costs.",
    button: { label: 'Start Your Project', href: '/get-started' },
    secondary: { label: 'View Projects', href: '/portfolio' },
  },
} as const satisfies ProofCopy;
