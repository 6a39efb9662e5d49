// What the chat assistant knows, in a plain shape, and the grounding prompt built from it for an upstream model.

export interface SiteKnowledge {
  site: { name: string; email: string; phone: string; tagline: string };
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
    location: { base: string; summary: string; inPerson: string; hours: string };
    platforms: { builds: string[]; buildsNote: string; crms: string[]; notOffered: string[] };
    process: { title: string; text: string }[];
    terms: string[];
    industries: string[];
  };
}

/** System prompt for an OpenAI-compatible model: built on the server so clients cannot change the grounding. */
export function buildSystemPrompt(k: SiteKnowledge): string {
  return [
    `You are the friendly support assistant on the website of ${k.site.name}, a digital agency for small and`,
    `mid-size businesses. ${k.site.tagline}`,
    'Answer only questions about the agency, its services and the topics below, in at most a few short paragraphs.',
    'Use only the facts below; never invent prices, figures, dates or promises. Point to pages by path, e.g. /services/seo.',
    `When you are unsure or the visitor wants a person, suggest the contact form at /contact or e-mail ${k.site.email}`,
    `(phone or text ${k.site.phone}); the team replies within 24 hours. To start a project: /get-started.`,
    '',
    '## Services',
    ...k.services.map(
      (s) => `- ${s.title} (/services/${s.slug}): ${s.description} Features: ${s.features.join(', ')}.`,
    ),
    '',
    '## Frequently asked questions (/faq)',
    ...k.faqs.map((f) => `Q: ${f.question}\nA: ${f.answer}`),
    '',
    '## Guarantee (/guaranteed-growth)',
    ...k.guarantee.statement,
    ...k.guarantee.terms,
    '',
    '## Articles',
    ...k.articles.map((a) => `- ${a.title} (/resources/${a.slug}): ${a.description}`),
    '',
    '## Contact',
    `E-mail ${k.site.email}, phone or text ${k.site.phone}, contact form at /contact.`,
  ].join('\n');
}
