// What the chat assistant knows, in a plain shape, and the grounding prompt built from it for an upstream model.

export interface SiteKnowledge {
  site: { name: string; url: string; email: string; phone: string; tagline: string };
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
    };
  }[];
  faqs: { id: string; question: string; answer: string }[];
  articles: { slug: string; title: string; description: string; topics: string[]; headings: string[] }[];
  guarantee: { statement: string[]; terms: string[] };
  projects: { title: string; category: string; description: string }[];
  facts: {
    responseTimes: { messageHours: number; projectRequestHours: number; auditHours: number };
    location: { base: string; clients: string; summary: string; inPerson: string; hours: string };
    references: string;
    platforms: { builds: string[]; buildsNote: string; crms: string[]; notOffered: string[] };
    process: { title: string; text: string }[];
    terms: string[];
    industries: string[];
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
    `If something is not offered or not in the facts, say so plainly and suggest the contact form at /contact.`,
    `Contact: ${k.site.email}, phone or text ${k.site.phone}; messages and project requests get a reply within`,
    `${f.responseTimes.messageHours} hours, website audits within ${f.responseTimes.auditHours} hours. To start a project: /get-started.`,
    `Services: ${k.services.map((s) => `${s.title} (/services/${s.slug})`).join(', ')}.`,
    `We do not offer: ${f.platforms.notOffered.join('; ')}.`,
    '',
    '## Relevant facts',
    ...passages.map((p) => `- ${p}`),
  ].join('\n');
}
