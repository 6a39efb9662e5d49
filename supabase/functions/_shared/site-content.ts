// The site's own copy (content/*.ts) as the chat assistant's knowledge: one source for pages and answers.
import { articles } from '../../../content/articles.ts';
import { faqs } from '../../../content/faq.ts';
import { guarantee } from '../../../content/pages.ts';
import { services } from '../../../content/services.ts';
import { site } from '../../../content/site.ts';
import type { SiteKnowledge } from './knowledge.ts';

export const siteKnowledge: SiteKnowledge = {
  site: { name: site.name, email: site.email, phone: site.phone.display, tagline: site.tagline },
  services: services.map((s) => ({
    slug: s.slug,
    title: s.title,
    shortDescription: s.shortDescription,
    description: s.description,
    features: [...s.features],
    details: [
      s.page.intro,
      ...s.page.sections.flatMap((section) =>
        section.kind === 'list'
          ? section.items
          : section.kind === 'cards'
            ? section.items.map((c) => `${c.title}: ${c.description}`)
            : [],
      ),
    ],
  })),
  faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
  articles: articles.map((a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    topics: [...a.topics],
    headings: a.body.flatMap((b) => (b.type === 'h2' || b.type === 'h3' ? [b.text] : [])),
  })),
  guarantee: { statement: [...guarantee.statement], terms: [...guarantee.disclaimer.paragraphs] },
};
