// The built-in assistant's wording (../assistant.ts): the answer to each intent, composed from the generated site
// knowledge (direct answer first, then the page that says more), and its fixed replies. What was asked is
// recognised in intents.ts.
import type { SiteKnowledge } from '../knowledge.ts';
import { asksForOnlineStore, notOfferedIn, otherPlatformIn, platformsNamed, type Intent } from './intents.ts';

type Service = SiteKnowledge['services'][number];
type Article = SiteKnowledge['articles'][number];

/** Intents answered by one FAQ entry (spec's seven questions), by its id. */
const FAQ_INTENTS: Partial<Record<Intent, string>> = {
  'ai-knowledge': 'need-ai-knowledge',
  'team-time': 'team-time',
  'replacing-tools': 'replacing-tools',
};

export function createAnswers(k: SiteKnowledge) {
  const f = k.facts;
  const link = (label: string, path: string) => `[${label}](${path})`;
  const contactLine = `Send us a message with the ${link('contact form', '/contact')} or e-mail ${k.site.email}; we reply within ${f.responseTimes.messageHours} hours.`;

  const faq = (id: string) => k.faqs.find((q) => q.id === id)?.answer ?? '';
  const servicePage = (s: Service) => link(`${s.title} page`, `/services/${s.slug}`);

  function answer(intent: Intent, svc: Service[], clause: string): string {
    switch (intent) {
      case 'price':
        if (svc.length > 0)
          return svc
            .map(
              (s) =>
                `${s.title} typically costs ${s.pricing.price}${s.pricing.billing === 'one-time' ? ' as a one-time project' : ''}. ${s.pricing.priceNote} Details on the ${servicePage(s)}.`,
            )
            .join('\n\n');
        return (
          `Typical ranges: ${list(k.services.map((s) => `${s.title} ${s.pricing.price}`))}. ` +
          `${faq('budget')} ${link('Tell us about your project', '/get-started')} for your quote, or see ${link('our FAQ', '/faq')}.`
        );
      case 'timeline':
        if (svc.length > 0)
          return svc
            .map(
              (s) =>
                `${s.title} usually takes ${s.pricing.timeline}. ${s.pricing.timelineNote} More on the ${servicePage(s)}.`,
            )
            .join('\n\n');
        return `Typical timelines: ${list(k.services.map((s) => `${s.title} ${s.pricing.timeline}`))}. Your proposal states the exact schedule. ${link('Start a project', '/get-started')}.`;
      case 'results': {
        const lines = svc.map((s) => `${s.title}: ${s.pricing.timelineNote}`);
        return [...lines, `${faq('time-to-results')} ${link('More answers in our FAQ', '/faq')}.`].join('\n\n');
      }
      case 'response':
        return (
          `We reply to messages and project requests within ${f.responseTimes.messageHours} hours, and send website audits within ${f.responseTimes.auditHours} hours. ` +
          `${f.location.hours} Reach us through the ${link('contact form', '/contact')}, at ${k.site.email} or ${k.site.phone}.`
        );
      case 'location':
        return `${f.location.summary} ${f.location.inPerson} ${f.location.hours} More ${link('about us', '/about')}.`;
      case 'platform': {
        const named = platformsNamed(f.platforms.builds, clause);
        const crms = platformsNamed(f.platforms.crms, clause);
        const refused = notOfferedIn(clause);
        const other = otherPlatformIn(clause);
        const parts: string[] = [];
        if (named.length || crms.length)
          parts.push(`Yes, we work with ${list([...named, ...crms])}. ${f.platforms.buildsNote}`);
        if (asksForOnlineStore(clause) && !named.includes('Shopify'))
          parts.push('Yes, we build online stores, on Shopify.');
        for (const r of refused)
          parts.push(
            `No, we don't offer ${r}. If that's what you need, we're happy to point you in the right direction: ${contactLine}`,
          );
        if (other)
          parts.push(
            `No, ${capitalise(other)} isn't a platform we build on. ${f.platforms.buildsNote} If you're set on ${capitalise(other)}, ${contactLine}`,
          );
        if (parts.length === 0) parts.push(`${f.platforms.buildsNote} We don't do ${list(f.platforms.notOffered)}.`);
        return `${parts.join(' ')} See ${link('Website Design', '/services/website-design')}.`;
      }
      case 'process':
        return `Here is how a project runs:\n\n${f.process.map((p, i) => `${i + 1}. **${p.title}**: ${p.text}`).join('\n')}\n\n${link('Start with a project request', '/get-started')}; we contact you within ${f.responseTimes.projectRequestHours} hours.`;
      case 'terms':
        return `${f.terms.join(' ')} Details are on the ${link('Get Started page', '/get-started')}.`;
      case 'contact':
        return `You can reach the ${k.site.name} team at ${k.site.email} or call or text ${k.site.phone}, or use the ${link('contact form', '/contact')}. We reply within ${f.responseTimes.messageHours} hours.`;
      case 'start':
        return `Tell us about your business and goals with the ${link('project request form', '/get-started')} and our team will contact you within ${f.responseTimes.projectRequestHours} hours.`;
      case 'audit':
        return `Yes, the website audit is free: request it on the ${link('Website Design page', '/services/website-design')} and we send it within ${f.responseTimes.auditHours} hours.`;
      case 'portfolio':
        return `Yes! Recent work includes ${list(k.projects.slice(0, 4).map((p) => `${p.title} (${p.category})`))}. See the case studies in our ${link('portfolio', '/portfolio')}.`;
      case 'references':
        return `${f.references} Until then, the ${link('case studies', '/portfolio')} show what we built for each of them and what changed.`;
      case 'guarantee':
        return `${faq('what-if-it-fails')} Full terms on ${link('Guaranteed Growth', '/guaranteed-growth')}; more answers in ${link('our FAQ', '/faq')}.`.trim();
      case 'industries':
        return `We work with small and mid-size businesses, most often in ${list(f.industries.map((i) => i.replace(/ \(.*\)$/, '').toLowerCase()))}. See examples in our ${link('portfolio', '/portfolio')} and more ${link('about us', '/about')}.`;
      case 'support':
        return `${faq('post-launch-support')} ${f.terms.find((t) => /30 days/.test(t)) ?? ''} ${link('More in our FAQ', '/faq')}.`;
      case 'ai-knowledge':
      case 'team-time':
      case 'replacing-tools':
        return `${faq(FAQ_INTENTS[intent] ?? '')} ${link('More answers in our FAQ', '/faq')}.`;
      case 'about':
        return `${k.site.name} is a digital agency for small and mid-size businesses. ${f.location.summary} We offer ${list(k.services.map((s) => s.title))}. More ${link('about us', '/about')}.`;
      case 'overview':
        return svc
          .map((s) => `${s.description} It covers ${list(s.features)}. Details on the ${servicePage(s)}.`)
          .join('\n\n');
    }
  }

  return {
    /** The answer to one intent, about these services, for this clause of the question. */
    answer,
    /** An FAQ entry's answer, by its id. */
    faqAnswer: (id: string) => `${faq(id)} ${link('More answers in our FAQ', '/faq')}.`,
    article: (a: Article) =>
      `We wrote a guide on that: **${a.title}**. ${a.description} ${link('Read it', `/resources/${a.slug}`)}.`,
    empty: `What would you like to know about ${k.site.name}? I can tell you about our services.`,
    greeting: `Hello! I can tell you about our ${k.services.length} services, prices, timelines, our guarantee or how to get started. What are you working on?`,
    thanks: `You're welcome! If anything else comes up, just ask. ${contactLine}`,
    outOfScope: `I can only answer questions about ${k.site.name}, our services, prices and process, so I can't help with that one. ${contactLine}`,
    services: `We offer ${k.services.length} services: ${list(k.services.map((s) => link(s.title, `/services/${s.slug}`)))}. Which one would you like to know more about?`,
    unknown: `I don't have that information, and I'd rather not guess. Our team can answer it: ${contactLine}`,
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
