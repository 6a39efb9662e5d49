// What the chat assistant knows, in a plain shape, and the grounding prompt built from it for an upstream model.

export interface SiteKnowledge {
  site: {
    name: string;
    legalName: string;
    legalForm: string;
    url: string;
    email: string;
    phone: string;
    tagline: string;
  };
  services: {
    slug: string;
    title: string;
    shortDescription: string;
    description: string;
    features: string[];
    details: string[];
    /** Typical price and timeline (content/facts.ts). */
    pricing: {
      price: string;
      billing: 'one-time' | 'monthly';
      priceNote: string;
      timeline: string;
      timelineNote: string;
      /** What the timeline measures for an ongoing service ("Live in", "Results in"); else a project's length. */
      timelineLabel?: string;
      /** The project the notes' lower figures are for, when the price depends on its size (content/pricing.ts). */
      scope?: { pages: number; price: string; timeline: string; largerTimeline: string };
    };
  }[];
  faqs: { id: string; question: string; answer: string }[];
  articles: { slug: string; title: string; description: string; topics: string[]; headings: string[] }[];
  guarantee: { statement: string[]; terms: string[] };
  /** The privacy notice's summary, as /privacy shows it (content/pages/privacy.ts). */
  privacy: { summary: string[] };
  /** The featured projects, each with its case study at /portfolio/<slug>. */
  projects: { slug: string; title: string; category: string; description: string }[];
  facts: {
    responseTimes: { messageHours: number; projectRequestHours: number; auditHours: number };
    location: { base: string; clients: string; summary: string; inPerson: string; hours: string };
    references: string;
    platforms: { builds: string[]; buildsNote: string; crms: string[]; notOffered: string[] };
    process: { title: string; text: string }[];
    terms: string[];
    industries: string[];
    /** The studio's facts and its people, as /about shows them (content/team.ts). */
    studio: {
      facts: { term: string; value: string }[];
      /** Who does the work, as /about's introduction says it. */
      whoWorks: string;
      team: { name: string; role: string }[];
    };
  };
}

/**
 * System prompt for an OpenAI-compatible model, built on the server so clients cannot change the grounding:
 * the rules, the contact facts and only the passages retrieved for this question (not the whole site).
 */
export function buildSystemPrompt(k: SiteKnowledge, passages: readonly string[]): string {
  const f = k.facts;
  return [
    `You are the friendly support assistant on the website of ${k.site.name}, a digital agency for small and`,
    `mid-size businesses. ${k.site.tagline}`,
    'Answer only questions about the agency, its services and the facts below, in at most a few short paragraphs.',
    'Lead with the direct answer to each part of the question, then link the right page as a Markdown link to a site',
    'path, e.g. [SEO](/services/seo). Use only the facts below; never invent prices, figures, dates or promises.',
    `If something is not offered, say so plainly and suggest the contact form at /contact.`,
    // Issue #32: a buyer asking what it would cost for a 40-person HVAC company on ServiceTitan got every price and
    // the industries list, and nobody to talk to.
    "If the facts do not answer a question (a tool or integration they do not name, a quote for the visitor's own",
    'business, anything else), say so plainly in one or two sentences; never claim experience the facts do not state.',
    "Then give what the facts do say that is relevant (e.g. where the nearest service's price starts, if cost is asked)",
    'and hand over to a person: the visitor can type their e-mail address in this chat (our team receives the',
    'conversation when they leave the page and replies), or use /get-started or the contact form at /contact.',
    "When you name a client or case study, link its case study page. There are no links to clients' live sites; each",
    'case study shows the pages we designed and what changed for the client.',
    `Contact: ${k.site.email}, phone or text ${k.site.phone}; messages and project requests get a reply within`,
    `${f.responseTimes.messageHours} hours, website audits within ${f.responseTimes.auditHours} hours. To start a project: /get-started.`,
    `Services: ${k.services.map((s) => `${s.title} (/services/${s.slug})`).join(', ')}.`,
    `We do not offer: ${f.platforms.notOffered.join('; ')}.`,
    `Privacy: ${k.privacy.summary.join(' ')} The full notice: /privacy.`,
    `${k.site.name} is the trading name of ${k.site.legalName}, ${k.site.legalForm}; the terms of service: /terms.`,
    `Case studies: ${k.projects.map((p) => `${p.title}, ${p.category} (/portfolio/${p.slug})`).join('; ')}.`,
    '',
    '## Relevant facts',
    ...passages.map((p) => `- ${p}`),
  ].join('\n');
}
