// The built-in site assistant used when no AI provider is configured: retrieval over the site's services, FAQ,
// guarantee and articles (minisearch), answered in friendly sentences with links to the right pages.
import MiniSearch from 'minisearch';
import type { SiteKnowledge } from './knowledge.ts';
import type { ChatMessage } from './schemas.ts';

type DocKind = 'service' | 'faq' | 'article' | 'guarantee';

interface Doc {
  id: string;
  kind: DocKind;
  ref: string;
  title: string;
  keywords: string;
  text: string;
}

/** Words visitors use for each service that the copy may not (retrieval vocabulary, not site copy). */
const SERVICE_SYNONYMS: Record<string, string> = {
  'website-design': 'website websites web site sites design redesign landing page pages responsive mobile ux ui build',
  branding: 'brand branding logo logos identity visual guidelines colors colours rebrand typography look',
  seo: 'seo search engine optimization google ranking rank rankings keywords organic traffic found backlinks local',
  crm: 'crm automation automate automated workflow workflows leads pipeline follow-up followups integrations integrate',
  marketing: 'marketing social media email campaigns newsletter ads advertising content instagram facebook promote',
  'customer-service': 'customer service support chatbot chatbots bot chat assistant helpdesk 24/7 inquiries answer',
  analytics: 'analytics data dashboard dashboards reports reporting metrics tracking insights kpi predictive numbers',
  'schedule-management': 'scheduling schedule appointments appointment booking book calendar reminders no-shows shifts',
};

const FAQ_SYNONYMS: Record<string, string> = {
  budget: 'budget cost costs price prices pricing expensive afford fee fees quote minimum charge spend money',
  'time-to-results': 'long results timeline soon quickly fast weeks days months see',
  'team-time': 'team time involvement involved effort hours commitment staff employees',
  'need-ai-knowledge': 'know knowledge ai technical tech-savvy understand experience artificial intelligence',
  'replacing-tools': 'replace replacing tools software existing switch current keep systems',
  'what-if-it-fails': "fail fails failure doesn't work guarantee refund money back disappointed",
  'post-launch-support': 'support after launch maintenance ongoing care updates help later afterwards',
};

/** Dropped before matching: they carry no topic and would pull in every document. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from get give go had has have how i if in into is it ' +
    'its me my need of offer offers on or our please provide should so tell than that the their them then there ' +
    "this to us want was we what whats when where which who why will with would you your you're i'm i'd about " +
    'any anything some something more much also just like lumivox help services service'
  ).split(' '),
);

// 'service'/'services'/'help' are stop words for search but a question may be only "what services do you offer?"
const SERVICES_OVERVIEW_RE = /\b(what|which)\b.*\bservices\b|\bservices\b.*\b(offer|provide|have)\b|^services\??$/i;
const GREETING_RE = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b[\s!.,]*(there)?[\s!.]*$/i;
const THANKS_RE = /^(thanks|thank you|thx|cheers|great|perfect|awesome|ok|okay)\b[\s\S]{0,30}$/i;
const CONTACT_RE =
  /\b(contact|e-?mail address|phone|call you|call|reach (you|someone|a person)|talk to|speak (to|with)|human|real person|your (e-?mail|number)|get in touch)\b/i;
const START_RE = /\b(get started|start (a|my|the) project|hire you|work with you|sign up|next step)\b/i;

export interface Assistant {
  /** The reply to the conversation's last visitor message. */
  reply(messages: readonly ChatMessage[]): string;
}

export function createAssistant(k: SiteKnowledge): Assistant {
  const docs: Doc[] = [
    ...k.services.map((s) => ({
      id: `service:${s.slug}`,
      kind: 'service' as const,
      ref: s.slug,
      title: s.title,
      keywords: `${s.features.join(' ')} ${SERVICE_SYNONYMS[s.slug] ?? ''}`,
      text: [s.shortDescription, s.description].join(' '),
    })),
    ...k.faqs.map((f) => ({
      id: `faq:${f.id}`,
      kind: 'faq' as const,
      ref: f.id,
      title: f.question,
      keywords: FAQ_SYNONYMS[f.id] ?? '',
      text: f.answer,
    })),
    ...k.articles.map((a) => ({
      id: `article:${a.slug}`,
      kind: 'article' as const,
      ref: a.slug,
      title: a.title,
      keywords: a.topics.join(' '),
      text: `${a.description} ${a.headings.join(' ')}`,
    })),
    {
      id: 'guarantee',
      kind: 'guarantee' as const,
      ref: 'guarantee',
      title: 'Guaranteed growth: no results, no pay',
      keywords: 'guarantee guaranteed promise pay risk refund eligibility',
      text: k.guarantee.statement.join(' '),
    },
  ];
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['kind', 'ref'],
    processTerm: (term) => {
      const t = term
        .toLowerCase()
        .replace(/[’']s$/, '')
        .replace(/^[’']+|[’']+$/g, '');
      return t.length < 2 || STOP_WORDS.has(t) ? null : t;
    },
    tokenize: (text) => text.split(/[^\p{L}\p{N}'/-]+/u).filter(Boolean),
  });
  index.addAll(docs);

  const service = (slug: string) => k.services.find((s) => s.slug === slug);
  const contactLine = `You can send us a message through the form at /contact or e-mail ${k.site.email}; we reply within 24 hours.`;

  function answerFor(hit: { kind: DocKind; ref: string }): string {
    switch (hit.kind) {
      case 'service': {
        const s = service(hit.ref);
        if (!s) break;
        return (
          `That's what our ${s.title} team does. ${s.description} It covers ${list(s.features)}. ` +
          `You'll find the details at /services/${s.slug}, and when you're ready you can start a project at /get-started.`
        );
      }
      case 'faq': {
        const f = k.faqs.find((x) => x.id === hit.ref);
        if (!f) break;
        const more = f.id === 'what-if-it-fails' ? ' The full terms are on /guaranteed-growth.' : '';
        return `${f.answer}${more} More answers are on our FAQ page at /faq.`;
      }
      case 'article': {
        const a = k.articles.find((x) => x.slug === hit.ref);
        if (!a) break;
        return `We wrote a guide on that: "${a.title}". ${a.description} Read it at /resources/${a.slug}.`;
      }
      case 'guarantee':
        return `${k.guarantee.statement[0] ?? ''} ${k.guarantee.terms[0] ?? ''} Read more at /guaranteed-growth.`.trim();
    }
    return fallback();
  }

  function fallback(): string {
    return `I'm not sure I can answer that one well. ${contactLine}`;
  }

  return {
    reply(messages) {
      const question =
        [...messages]
          .reverse()
          .find((m) => m.role === 'user')
          ?.content.trim() ?? '';
      if (question === '')
        return `What would you like to know about ${k.site.name}? I can tell you about our services.`;
      if (GREETING_RE.test(question)) {
        return `Hello! I can tell you about our ${k.services.length} services, our guarantee, pricing or how to get started. What are you working on?`;
      }
      if (THANKS_RE.test(question)) return `You're welcome! If anything else comes up, just ask. ${contactLine}`;
      if (CONTACT_RE.test(question) && !/\bsupport after\b/i.test(question)) {
        return `You can reach the ${k.site.name} team at ${k.site.email} or call or text ${k.site.phone}. You can also send us a message with the form at /contact; we reply within 24 hours.`;
      }
      if (START_RE.test(question) && !/\b(budget|cost|price|pricing|how much)\b/i.test(question)) {
        return `Great! Tell us about your business and goals at /get-started and our team will contact you within 24 hours.`;
      }
      const hits = index.search(question, {
        boost: { title: 2, keywords: 2.5, text: 1 },
        fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
        prefix: (term) => term.length > 3,
        combineWith: 'OR',
      });
      const top = hits[0];
      if (top && top.score >= 1) return answerFor({ kind: top.kind as DocKind, ref: top.ref as string });
      if (SERVICES_OVERVIEW_RE.test(question)) {
        return (
          `We offer ${k.services.length} services: ${list(k.services.map((s) => s.title))}. ` +
          'Each has its own page under /services. Which one would you like to know more about?'
        );
      }
      return fallback();
    },
  };
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
