// The built-in site assistant used when no AI provider is configured. It recognises what is asked (price,
// timeline, location, platform, process, terms, contact, audit, portfolio, guarantee, industries, a service, an
// article topic), answers every part of a multi-part question from the generated site knowledge, leads with the
// direct answer and then links the right page, and says plainly when something is not offered. Anything it cannot
// match falls back to retrieval (minisearch) over the FAQ, services and articles, then to the contact form.
import MiniSearch from 'minisearch';
import type { SiteKnowledge } from './knowledge.ts';
import type { ChatMessage } from './contract/schemas.ts';

export type Intent =
  | 'price'
  | 'timeline'
  | 'results'
  | 'response'
  | 'location'
  | 'platform'
  | 'process'
  | 'terms'
  | 'contact'
  | 'start'
  | 'audit'
  | 'portfolio'
  | 'guarantee'
  | 'industries'
  | 'support'
  | 'ai-knowledge'
  | 'team-time'
  | 'replacing-tools'
  | 'about'
  | 'overview';

/** Intents answered by one FAQ entry (spec's seven questions), by its id. */
const FAQ_INTENTS: Partial<Record<Intent, string>> = {
  'ai-knowledge': 'need-ai-knowledge',
  'team-time': 'team-time',
  'replacing-tools': 'replacing-tools',
};

/** How visitors name each intent, typos included (retrieval vocabulary, not site copy). */
const INTENT_PATTERNS: [Intent, RegExp][] = [
  [
    'price',
    /\b(how much|costs?|costing|pric(e|es|ing|ed|ey|y)|prise|cheapest|lowest|least expensive|rates?|budget|afford|expensive|cheap|quote|fees?|charges?|spend|ballpark|invest(ment)?|run (me|us)|\d+k)\b|\$\d/i,
  ],
  [
    'results',
    /\b(results?|pay off|roi|(start|until it|before it|does it|till it|til it) works?|kicks? in|see (a )?(difference|improvement))\b/i,
  ],
  [
    'timeline',
    /\bhow long\b|\btime ?line|\bturn ?around|\bhow (fast|quick(ly)?|soon)\b|\bhow many (weeks|days|months)\b|\b(take|takes|taking)\b|\bdeadline|\bready by\b|\bwhen (can|will|could|would)\b.*\b(ready|done|live|launch|finished)\b/i,
  ],
  [
    'response',
    /\b(reply|replies|respond|response|get back|hear back|answer (my|an?) (e-?mail|message))\b|\bhow (fast|quick(ly)?|soon|long)\b.*\b(reply|respond|hear|get back|contact)\b/i,
  ],
  [
    'location',
    /\b(located|location|based|atlanta|georgia|remote(ly)?|in[- ]person|office|near me|outside|other (states?|cities|countries)|anywhere|nationwide|time ?zone|come to|meet (up|in person|you)|where are you|where r u|which city|what city|out of state|across the (us|country)|still work|work together|i'?m (in|from)|we'?re (in|from)|different state|(office|business|opening) hours|open on|saturdays?|sundays?|weekends?)\b/i,
  ],
  [
    'platform',
    /\b(wordpress|word press|webflow|shopify|squarespace|wix|woo ?commerce|magento|hubspot|zoho|pipedrive|salesforce|platforms?|cms|apps?|ios|android|iphone|e-?commerce|online (store|shop)|custom software|saas|print(ing)?|video(s| production)?|photo(s|graphy| shoots?)?)\b/i,
  ],
  [
    'process',
    /\b(process|steps?|how does (it|this|that) work|how do you work|what happens|onboarding|kick-?off|what to expect|what'?s next|after i (submit|send|fill)|when (can|could|would) (you|u|we) (start|begin))\b/i,
  ],
  [
    'terms',
    /\b(contract|terms|deposit|payment plans?|payments?|financing|pay (up ?front|upfront|in advance|half)|up ?front|cancel(lation)?|lock(ed)? in|commit(ment)?|owns?|ownership|invoice|installments?|retainer|month[- ]to[- ]month)\b/i,
  ],
  [
    'contact',
    /\b(contact|e-?mail (address|you)|phone|call (you|u)|reach (you|someone|a person)|talk to|speak (to|with)|human|real person|your (e-?mail|number)|get in touch)\b/i,
  ],
  ['start', /\b(get started|start (a|my|the) project|hire (you|u)|work with (you|u)|sign up|next step|book a call)\b/i],
  ['audit', /\baudit\b|\bfree (review|check(up)?|analysis)\b/i],
  [
    'portfolio',
    /\b(portfolio|examples?|past work|your work|previous work|case stud(y|ies)|samples?|show me|references|clients? you|work you('ve)? done|projects you)\b/i,
  ],
  [
    'guarantee',
    /\b(guarantee[ds]?|gaurantee|refund|money back|no results|don'?t (see|get) results|if it (fails|doesn'?t|does not|didn'?t))\b/i,
  ],
  [
    'industries',
    /\b(industr(y|ies)|niche|sectors?|restaurants?|caf[eé]s?|dentists?|dental|lawyers?|law firms?|roof(ers?|ing)|plumb(ers?|ing)|hvac|contractors?|salons?|gyms?|fitness|real estate|realtors?|medical|clinics?|doctors?|retail|small business(es)? like|(types?|kinds?|sorts?) of (business(es)?|companies|clients)|my business type|non-?profits?|charit(y|ies)|startups?|churches)\b/i,
  ],
  [
    'ai-knowledge',
    /\b(tech(y|ie|-savvy| savvy)|technical|know (anything|much) about ai|understand ai|ai experience)\b/i,
  ],
  ['team-time', /\b((staff|team|my|our) time|how much (of )?(my |our )?(staff|team)|time commitment|how involved)\b/i],
  [
    'replacing-tools',
    /\b(replace|ditch|switch|get rid of|keep using|throw out)\b.*\b(tools?|software|systems?|apps?|programs?)\b/i,
  ],
  [
    'about',
    /\b(who (are|r) (you|u)( guys)?|what is lumivox|about (you guys|lumivox|your (company|agency|team))|tell me about (yourselves|your (company|agency))|how long have (you|u) been|been in business|founded)\b/i,
  ],
  [
    'support',
    /\b(after (the |my |our )?(site |website |project )?(launch(es|ed)?|goes live|is live)|maintenance|maintain|ongoing|care plan|updates? after|support after|look after)\b/i,
  ],
];

/** How visitors name each service, typos included. */
const SERVICE_PATTERNS: Record<string, RegExp> = {
  'website-design':
    /\b(online (store|shop)s?|e-?commerce|web ?sites?|wesbites?|websit|webiste|web design|site|sites|landing pages?|redesign|web ?pages?|home ?page|\d+[- ]pages?|(five|ten|three)[- ]pages?)\b/i,
  branding: /\b(brand(ing)?|logos?|identity|rebrand|style guide)\b/i,
  seo: /\b(seo|google(?! ads)|rank(ing|ings)?|search engines?|organic|found online)\b/i,
  crm: /\b(crm|automations?|automate|follow[- ]?ups?|lead pipeline|workflows?)\b/i,
  marketing:
    /\b(marketing|social media|blog( posts?)?|content (strategy|writing)|copywriting|ads|advertising|campaigns?|newsletters?|instagram|facebook|promot(e|ion))\b/i,
  'customer-service':
    /\b(chat ?bots?|ai (assistant|chat|support)|customer (service|support)|chat assistant|support bot)\b/i,
  analytics: /\b(analytics|dashboards?|reporting|metrics|kpis?|tracking|data)\b/i,
  'schedule-management':
    /\b(booking|book(ings)? online|schedul(e|ing)|appointments?|calendars?|reminders?|no-shows?)\b/i,
};

/** Names of things we do not do, mapped to the wording of the notOffered list or a platform we do not build on. */
const NOT_OFFERED_PATTERNS: [RegExp, string][] = [
  [/\b(mobile apps?|apps?|ios|android|iphone)\b/i, 'native mobile apps for iOS or Android'],
  [/\b(custom software|saas)\b/i, 'custom software or SaaS products'],
  [/\b(magento|woo ?commerce)\b/i, 'Magento or WooCommerce stores'],
  [/\b(videos?|video production|photo(s|graphy| shoots?)?)\b/i, 'video production and photo shoots'],
  [/\bprint(ing)?\b/i, 'printing'],
];
const OTHER_PLATFORMS = /\b(wix|salesforce|drupal|joomla|godaddy|bigcommerce)\b/i;

/** Plainly not about the agency: answered with the contact form, never with a made-up fact. */
const OUT_OF_SCOPE_RE =
  /\b(weather|forecast|fix my (car|computer|laptop|phone)|car repair|recipes?|jokes?|sports? scores?|stock prices?|homework|lottery|directions to)\b/i;
const GREETING_RE = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b[\s!.,]*(there)?[\s!.]*$/i;
const THANKS_RE = /^(thanks|thank you|thx|ty|cheers|great|perfect|awesome|ok|okay)\b[\s\S]{0,30}$/i;
const SERVICES_OVERVIEW_RE =
  /\b(what|which)\b.*\bservices\b|\bservices\b.*\b(offer|provide|have|do)\b|^services\??$|\bwhat (do|can) (you|u) (do|offer)\b/i;
/** Where a question turns into its next part: "…? And…", "…; also…", "… and how long…". */
const CLAUSE_SPLIT_RE =
  /[?;!]+|\.\s+|\b(?:and|also|plus|but)\s+(?=(?:how|what|when|where|do|does|did|can|could|is|are|will|would|who|which|why|any|u|you)\b)/i;

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from get give go had has have how i if in into is it ' +
    'its me my need of offer offers on or our please provide should so tell than that the their them then there ' +
    "this to us want was we what whats when where which who why will with would you your you're i'm i'd about " +
    'any anything some something more much also just like lumivox help services service'
  ).split(' '),
);

interface Doc {
  id: string;
  kind: 'faq' | 'article' | 'service';
  ref: string;
  title: string;
  keywords: string;
  text: string;
}

export interface Assistant {
  /** The reply to the conversation's last visitor message. */
  reply(messages: readonly ChatMessage[]): string;
  /** The knowledge passages most relevant to a question, for a retrieval-augmented upstream prompt. */
  passages(question: string, limit?: number): string[];
}

type Service = SiteKnowledge['services'][number];

function lastQuestion(messages: readonly ChatMessage[]): string {
  return (
    [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? ''
  );
}

/** What to retrieve passages for: the last visitor message and the one before it (a follow-up's context). */
export function retrievalQuery(messages: readonly ChatMessage[]): string {
  return messages
    .filter((m) => m.role === 'user')
    .slice(-2)
    .map((m) => m.content.trim())
    .join('\n');
}

export function detectIntents(text: string): Intent[] {
  const found = INTENT_PATTERNS.filter(([, re]) => re.test(text)).map(([intent]) => intent);
  const has = (i: Intent) => found.includes(i);
  // "how quickly will you reply" is about our response time, not a project timeline.
  let out = found;
  if (has('response')) out = out.filter((i) => i !== 'timeline' && i !== 'contact');
  // "how long until SEO works" asks when results come, not how long the project takes.
  if (has('results')) out = out.filter((i) => i !== 'timeline');
  if (has('guarantee')) out = out.filter((i) => i !== 'results' && i !== 'process');
  if (has('team-time')) out = out.filter((i) => i !== 'price');
  if (has('replacing-tools')) out = out.filter((i) => i !== 'platform');
  if (has('about')) out = out.filter((i) => i !== 'timeline');
  return out;
}

export function createAssistant(k: SiteKnowledge): Assistant {
  const f = k.facts;
  const bySlug = new Map(k.services.map((s) => [s.slug, s]));
  const link = (label: string, path: string) => `[${label}](${path})`;
  const contactLine = `Send us a message with the ${link('contact form', '/contact')} or e-mail ${k.site.email}; we reply within ${f.responseTimes.messageHours} hours.`;

  const outOfScope = `I can only answer questions about ${k.site.name}, our services, prices and process, so I can't help with that one. ${contactLine}`;

  const docs: Doc[] = [
    ...k.faqs.map((q) => ({
      id: `faq:${q.id}`,
      kind: 'faq' as const,
      ref: q.id,
      title: q.question,
      keywords: '',
      text: q.answer,
    })),
    ...k.articles.map((a) => ({
      id: `article:${a.slug}`,
      kind: 'article' as const,
      ref: a.slug,
      title: a.title,
      keywords: a.topics.join(' '),
      text: `${a.description} ${a.headings.join(' ')}`,
    })),
    ...k.services.map((s) => ({
      id: `service:${s.slug}`,
      kind: 'service' as const,
      ref: s.slug,
      title: s.title,
      keywords: s.features.join(' '),
      text: `${s.shortDescription} ${s.description} ${s.details.join(' ')}`,
    })),
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
  const search = (q: string) =>
    index.search(q, {
      boost: { title: 2, keywords: 2.5, text: 1 },
      fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
    });

  const servicesIn = (text: string): Service[] =>
    k.services.filter(
      (s) => SERVICE_PATTERNS[s.slug]?.test(text) || text.toLowerCase().includes(s.title.toLowerCase()),
    );

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
        const named = f.platforms.builds.filter((p) => new RegExp(`\\b${p}\\b`, 'i').test(clause));
        const crms = f.platforms.crms.filter((p) => new RegExp(`\\b${p}\\b`, 'i').test(clause));
        const refused = NOT_OFFERED_PATTERNS.filter(([re]) => re.test(clause)).map(([, name]) => name);
        const other = clause.match(OTHER_PLATFORMS)?.[0];
        const parts: string[] = [];
        if (named.length || crms.length)
          parts.push(`Yes, we work with ${list([...named, ...crms])}. ${f.platforms.buildsNote}`);
        if (/\b(e-?commerce|online (store|shop))\b/i.test(clause) && !named.includes('Shopify'))
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

  function retrieve(question: string): string | null {
    const top = search(question)[0];
    if (!top || top.score < 3) return null;
    const ref = top.ref as string;
    if (top.kind === 'faq') return `${faq(ref)} ${link('More answers in our FAQ', '/faq')}.`;
    if (top.kind === 'article') {
      const a = k.articles.find((x) => x.slug === ref);
      return a
        ? `We wrote a guide on that: **${a.title}**. ${a.description} ${link('Read it', `/resources/${a.slug}`)}.`
        : null;
    }
    const s = bySlug.get(ref);
    return s ? answer('overview', [s], question) : null;
  }

  function reply(messages: readonly ChatMessage[]): string {
    const question = lastQuestion(messages);
    if (question === '') return `What would you like to know about ${k.site.name}? I can tell you about our services.`;
    if (GREETING_RE.test(question))
      return `Hello! I can tell you about our ${k.services.length} services, prices, timelines, our guarantee or how to get started. What are you working on?`;
    if (THANKS_RE.test(question) && detectIntents(question).length === 0)
      return `You're welcome! If anything else comes up, just ask. ${contactLine}`;

    if (OUT_OF_SCOPE_RE.test(question)) return outOfScope;
    // A follow-up ("and how long does that take?") is about the service the visitor asked about before.
    const earlier = messages.filter((m) => m.role === 'user').slice(0, -1);
    const allServices = servicesIn(question).length
      ? servicesIn(question)
      : servicesIn(earlier[earlier.length - 1]?.content ?? '');
    const clauses = question
      .split(CLAUSE_SPLIT_RE)
      .map((c) => c?.trim() ?? '')
      .filter((c) => c.length > 1);
    const parts: string[] = [];
    const seen = new Set<string>();
    const add = (key: string, text: string) => {
      if (seen.has(key) || text === '') return;
      seen.add(key);
      parts.push(text);
    };
    for (const clause of clauses) {
      const intents = detectIntents(clause);
      let svc = servicesIn(clause);
      if (svc.length === 0 && intents.some((i) => i === 'price' || i === 'timeline' || i === 'results'))
        svc = allServices;
      for (const intent of intents) {
        const scoped = intent === 'price' || intent === 'timeline' || intent === 'results' ? svc : [];
        add(`${intent}:${scoped.map((s) => s.slug).join(',')}`, answer(intent, scoped, clause));
      }
      // "is SEO worth it for a plumber": the industries answer, then what the service does.
      const unscoped = intents.every((i) => i === 'industries' || i === 'about');
      if (unscoped && svc.length > 0)
        add(`overview:${svc.map((s) => s.slug).join(',')}`, answer('overview', svc, clause));
    }
    if (parts.length > 0) return parts.join('\n\n');
    if (SERVICES_OVERVIEW_RE.test(question))
      return `We offer ${k.services.length} services: ${list(k.services.map((s) => link(s.title, `/services/${s.slug}`)))}. Which one would you like to know more about?`;
    return (
      retrieve(question) ??
      `I don't have that information, and I'd rather not guess. Our team can answer it: ${contactLine}`
    );
  }

  function passages(question: string, limit = 6): string[] {
    const svc = servicesIn(question);
    const intents = detectIntents(question);
    const out: string[] = [];
    for (const s of svc)
      out.push(
        `${s.title} (/services/${s.slug}): ${s.description} Price: ${s.pricing.price}. ${s.pricing.priceNote} Timeline: ${s.pricing.timeline}. ${s.pricing.timelineNote}`,
      );
    for (const intent of intents) out.push(answer(intent, svc, question));
    for (const hit of search(question).slice(0, limit)) {
      const d = docs.find((x) => x.id === hit.id);
      if (d) out.push(`${d.title}: ${d.text}`.slice(0, 600));
    }
    return [...new Set(out)].slice(0, limit);
  }

  return { reply, passages };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
