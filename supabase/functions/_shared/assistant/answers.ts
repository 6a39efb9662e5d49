// The built-in assistant's wording (../assistant.ts): the answer to each intent, composed from the generated site
// knowledge (direct answer first, then the page that says more), and its fixed replies. What was asked is
// recognised in intents.ts.
import type { SiteKnowledge } from '../knowledge.ts';
import { createGaps } from './gaps.ts';
import {
  asksAboutCalls,
  asksForLiveSite,
  asksForCardPayments,
  asksForOnlineStore,
  notOfferedIn,
  otherPlatformIn,
  platformsNamed,
  type Intent,
  type StatedSize,
} from './intents.ts';

type Service = SiteKnowledge['services'][number];
type Article = SiteKnowledge['articles'][number];
type Project = SiteKnowledge['projects'][number];

/** A promise of an outcome nobody controls: a ranking, a place on Google (more leads from a baseline are what the
 * guarantee covers). */
const PROMISED_OUTCOME_RE =
  /\b(rank(ing|ed)?|number one|no\.? ?1|first page|page one|top of google|top (spot|result|position))\b|#\s?1\b/i;
/** A question about AI training on what the visitor sends. */
const TRAINING_RE = /\btrain(s|ing|ed)?\b/i;

/** What a question names that the knowledge does not ground (gaps.ts), and what the answer can say instead. */
export interface GapAnswer {
  /** Tools or integrations the knowledge never names, as the visitor wrote them. */
  tools: string[];
  /** Rules or certifications the knowledge never names, as what we would do about each ("meet HIPAA"). */
  standards?: string[];
  /** A price was asked for the visitor's own business with no service named: only a person can quote it. */
  quote: boolean;
  /** The industry the visitor named and the case studies nearest to it. */
  industry?: { industry: string; studies: Project[] };
  /** The visitor's e-mail address, when the conversation has one: the transcript goes to the team with it. */
  email?: string;
}

/** A page an answer points to for more, as its link reads after "Details on". */
interface Pointer {
  label: string;
  path: string;
}

/** One intent's answer: what it says, the sentence that points to more when it is the whole reply (`tail`), and the
 * pages that sentence names. A reply of several parts says its parts' pointers once, at the end (the buyer's review:
 * a two-part question got four paragraphs, each ending "Details on the … page", like stitched search results). */
interface Said {
  text: string;
  tail: string;
  more: Pointer[];
  /** The tail on a line of its own (after a list). */
  apart: boolean;
}

/** What shapes an intent's answer beyond its services: the size the visitor states, whether the reply has several
 * parts, and whether this part is said in one sentence (a part about several services, in a reply of several parts). */
interface AnswerHow {
  size?: StatedSize;
  several?: boolean;
  brief?: boolean;
}

/** Intents answered by one FAQ entry (spec's seven questions), by its id. */
const FAQ_INTENTS: Partial<Record<Intent, string>> = {
  'ai-knowledge': 'need-ai-knowledge',
  'team-time': 'team-time',
  'replacing-tools': 'replacing-tools',
};

/** A question about when we work ("weekends", "office hours"), as against where. */
const ASKS_HOURS = /\b(hours|open on|when are (you|u) open|weekends?|saturdays?|sundays?|evenings?|holidays?)\b/i;
const ASKS_WHERE = /\b(where|based|located|location|atlanta|georgia|remote(ly)?|in[- ]person|meet|near|city|state)\b/i;

export function createAnswers(k: SiteKnowledge) {
  const f = k.facts;
  const link = (label: string, path: string) => `[${label}](${path})`;
  const contactLine = `Send us a message with the ${link('contact form', '/contact')} or e-mail ${k.site.email}; we reply within ${f.responseTimes.messageHours} hours.`;

  const faq = (id: string) => k.faqs.find((q) => q.id === id)?.answer ?? '';
  const servicePage = (s: Service) => link(`${s.title} page`, `/services/${s.slug}`);
  /** A client named links to its case study (issue #32: names without links read as made up). */
  const caseStudy = (p: Project) => link(p.title, `/portfolio/${p.slug}`);
  const caseStudies = k.projects.map((p) => `- ${caseStudy(p)}: ${p.category}`).join('\n');
  const { industryIn } = createGaps(k);
  const crm = k.services.find((s) => s.slug === 'crm');
  /** Where a project starts: the lowest one-time price (the FAQ's "Projects start at …"). */
  const projectsStart = k.services
    .filter((s) => s.pricing.billing === 'one-time')
    .map((s) => s.pricing.price.split('–')[0] ?? '')
    .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))[0];
  const website = k.services.find((s) => s.slug === 'website-design');
  const faqPointer = { label: 'our FAQ', path: '/faq' };
  const portfolioPointer = { label: 'our portfolio', path: '/portfolio' };
  const aboutPointer = { label: 'our About page', path: '/about' };
  const pagePointer = (s: Service) => ({ label: s.title, path: `/services/${s.slug}` });
  /** "Details on the [SEO page](/services/seo)." for the services an answer is about. */
  const pagesTail = (lead: string, svc: Service[]) => `${lead} ${list(svc.map((s) => `the ${servicePage(s)}`))}.`;
  const said = (text: string, tail = '', more: Pointer[] = [], apart = false): Said => ({ text, tail, more, apart });
  const forServices = (svc: Service[], lead: string, lines: string[], how: AnswerHow): Said =>
    said(
      how.brief ? sentence(lines.join('; ')) : lines.map(sentence).join('\n\n'),
      pagesTail(lead, svc),
      svc.map(pagePointer),
      !how.brief && svc.length > 1,
    );

  /** A size past what a service's lower figures are for (content/pricing.ts `scope`): a 20-page site, a store with
   * 200 products, "a large site". Its price is not the small site's, and a person quotes it. */
  const beyond = (s: Service, size: StatedSize | undefined) => {
    const scope = s.pricing.scope;
    if (!scope || !size) return undefined;
    if (size.pages !== undefined && size.pages > scope.pages) return { scope, what: `a ${size.pages}-page site` };
    if (size.products !== undefined) return { scope, what: `an online store with ${size.products} products` };
    if (size.large) return { scope, what: 'a larger site' };
    return undefined;
  };
  /** Whether a question states a size that the published figures are not for. */
  const pastPublishedSize = (svc: Service[], size: StatedSize | undefined) =>
    svc.some((s) => beyond(s, size) !== undefined);

  /** The price of a service, one sentence and its note, or one clause when `brief`. */
  function priceOf(s: Service, how: AnswerHow): string {
    const past = beyond(s, how.size);
    // A ballpark all the same (the buyer's review r27 asked "a ballpark number in dollars" and got none): the
    // service's whole published range, whose lower end is the small site's.
    if (past)
      return `${past.what} sits in the upper part of our ${s.pricing.price} range, whose low end is a ${past.scope.pages}-page site`;
    const costs = `${s.title} typically costs ${s.pricing.price}`;
    return how.brief
      ? costs
      : `${costs}${s.pricing.billing === 'one-time' ? ' as a one-time project' : ''}. ${s.pricing.priceNote}`;
  }

  /** A service's timeline as a sentence reads it: "live in 2 weeks" for an ongoing service, else "4–6 weeks". */
  const timelineWords = (s: Service) =>
    s.pricing.timelineLabel ? `${s.pricing.timelineLabel.toLowerCase()} ${s.pricing.timeline}` : s.pricing.timeline;

  /** How long a service takes, one sentence and its note, or one clause when `brief`. */
  function timelineOf(s: Service, how: AnswerHow): string {
    const past = beyond(s, how.size);
    if (past)
      return how.brief
        ? `larger sites take ${past.scope.largerTimeline}`
        : `larger sites and stores take ${past.scope.largerTimeline} from kickoff to launch; your proposal states the exact schedule`;
    // An ongoing service is not "taken" in 2 weeks: it is live, or shows results, in that time.
    const takes = s.pricing.timelineLabel
      ? `${s.title}: ${timelineWords(s)}`
      : `${s.title} usually takes ${s.pricing.timeline}`;
    return how.brief ? takes : `${takes}. ${s.pricing.timelineNote}`;
  }

  /** How a person takes over (spec §7: a chat with the visitor's e-mail goes to the agency when they leave it). */
  const handover = (email: string | undefined, via: 'project' | 'message') => {
    const person = email
      ? `Our team gets this conversation when you leave the page, and someone will reply to ${email}.`
      : 'For an answer from a person, type your e-mail address here: our team gets this conversation when you leave the page and replies to you.';
    const form =
      via === 'project'
        ? `Or ${link('tell us about your project', '/get-started')}; we reply within ${f.responseTimes.projectRequestHours} hours.`
        : `Or send us a message with the ${link('contact form', '/contact')} or e-mail ${k.site.email}; we reply within ${f.responseTimes.messageHours} hours.`;
    return `${person} ${form}`;
  };

  /** Says plainly what is not known, then what the knowledge does say that is relevant, then how a person follows up. */
  function gap({ tools, standards = [], quote, industry, email }: GapAnswer): string {
    const unknown = `${list(tools)}, which ${tools.length > 1 ? "aren't" : "isn't"} among the tools I have information on`;
    const unsure = [
      ...(quote
        ? [`I can't quote for your business from here: you get a fixed, itemized quote after a free consultation.`]
        : []),
      ...(standards.length
        ? [
            `Whether we ${list(standards, 'or')} isn't in what I have information on: that is a question for a person to answer, not for me to guess.`,
          ]
        : []),
      ...(tools.length
        ? [`I ${quote || standards.length ? 'also ' : ''}can't confirm that we work with ${unknown}.`]
        : []),
    ];
    const can: string[] = [];
    const crmLink = crm && link(crm.title, `/services/${crm.slug}`);
    if (quote && website)
      can.push(
        tools.length && crm
          ? `projects start at ${projectsStart}, a ${website.title.toLowerCase()} project is ${website.pricing.price}, and ${crmLink}, which includes integration setup, is ${crm.pricing.price}.`
          : `projects start at ${projectsStart}, and a ${website.title.toLowerCase()} project is ${website.pricing.price}.`,
      );
    else if (tools.length && crm)
      can.push(
        `we connect to the software you already use wherever we can, and the CRMs we connect include ${list(f.platforms.crms)}; integration setup is part of ${crmLink}.`,
      );
    // Only with a case study to show for it: "dental and medical practices are among the industries we work with most"
    // beside a portfolio with no dental client read as made up (the buyer's review r29b).
    if (industry?.studies.length) {
      const name = industry.industry.replace(/ \(.*\)$/, '');
      can.push(
        `${can.length ? name : name.toLowerCase()} are among the industries we work with most: see ${list(industry.studies.map(caseStudy))}.`,
      );
    }
    return [unsure.join(' '), can.length ? `What I can say: ${can.join(' ')}` : '', handover(email, 'project')]
      .filter(Boolean)
      .join('\n\n');
  }

  const overview = (s: Service) => `${s.description} It covers ${list(s.features)}.`;

  /** Customer Service to a visitor whose phones never stop (the review r29b: "drowning in phone calls" got the
   * service's blurb): what its page says of the questions such calls are, the channels it answers on (in writing:
   * it does not pick up the phone) and a client it answers for. Undefined when the page no longer says so. */
  function forCalls(s: Service): string | undefined {
    const benefit = (title: string) => {
      const line = s.details.find((d) => d.startsWith(`${title}: `));
      return line && `"${line.slice(title.length + 2).replace(/\.$/, '')}"`;
    };
    const quoted = [benefit('Answers in seconds'), benefit('A lighter load for your team')];
    const channels = s.details.find((d) => /\bone inbox\b/i.test(d));
    const booking = s.details.find((d) => /\binside the conversation\b/i.test(d));
    const client = k.projects.find((p) => /\bAI support\b/i.test(p.description));
    if (quoted.some((q) => q === undefined) || !channels || !booking) return undefined;
    return [
      `Most of those calls are questions an assistant can answer. From our ${s.title} page: ${list(quoted as string[])}.`,
      `It answers in writing (${lowerFirst(channels)}), with ${lowerFirst(booking)}.`,
      client ? `We did this for ${caseStudy(client)}: ${lowerFirst(client.description)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  /** One intent's answer about these services, for this clause of the question. */
  function part(intent: Intent, svc: Service[], clause: string, how: AnswerHow = {}): Said {
    switch (intent) {
      case 'price':
        if (svc.length > 0)
          return forServices(
            svc,
            'Details on',
            svc.map((s) => priceOf(s, how)),
            how,
          );
        return said(
          `Typical ranges: ${list(k.services.map((s) => `${s.title} ${s.pricing.price}`))}. ` +
            `${faq('budget')} ${link('Tell us about your project', '/get-started')} for your quote, or see ${link('our FAQ', '/faq')}.`,
        );
      case 'timeline':
        if (svc.length > 0)
          return forServices(
            svc,
            'More on',
            svc.map((s) => timelineOf(s, how)),
            how,
          );
        return said(
          `Typical timelines: ${list(k.services.map((s) => `${s.title} ${timelineWords(s)}`))}. Your proposal states the exact schedule. ${link('Start a project', '/get-started')}.`,
        );
      case 'results': {
        const lines = svc.map((s) => `${s.title}: ${s.pricing.timelineNote}`);
        // One of several parts about a service: when its results come, not the FAQ's general answer too.
        if (how.several && lines.length > 0) return said(lines.join('\n\n'), '', [...svc.map(pagePointer), faqPointer]);
        return said([...lines, faq('time-to-results')].join('\n\n'), `${link('More answers in our FAQ', '/faq')}.`, [
          faqPointer,
        ]);
      }
      case 'response':
        return said(
          `We reply to messages and project requests within ${f.responseTimes.messageHours} hours, and send website audits within ${f.responseTimes.auditHours} hours. ` +
            `${f.location.hours} Reach us through the ${link('contact form', '/contact')}, at ${k.site.email} or ${k.site.phone}.`,
        );
      case 'location':
        // "do your people work weekends?", "what are your office hours?": the hours, not where we are.
        if (ASKS_HOURS.test(clause) && !ASKS_WHERE.test(clause)) return said(`${f.location.hours} ${contactLine}`);
        return said(
          `${f.location.summary} ${f.location.inPerson} ${f.location.hours}`,
          `More ${link('about us', '/about')}.`,
          [aboutPointer],
        );
      case 'platform': {
        const named = platformsNamed(f.platforms.builds, clause);
        const crms = platformsNamed(f.platforms.crms, clause);
        const refused = notOfferedIn(clause);
        const other = otherPlatformIn(clause);
        const parts: string[] = [];
        if (named.length || crms.length)
          parts.push(`Yes, we work with ${list([...named, ...crms])}. ${f.platforms.buildsNote}`);
        if (asksForCardPayments(clause) && !named.length)
          parts.push('Yes: the online stores we build run on Shopify, and their checkout takes card payments.');
        else if (asksForOnlineStore(clause) && !named.includes('Shopify'))
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
        return website
          ? said(parts.join(' '), `See ${link(website.title, '/services/website-design')}.`, [pagePointer(website)])
          : said(parts.join(' '));
      }
      case 'process':
        return said(
          `Here is how a project runs:\n\n${f.process.map((p, i) => `${i + 1}. **${p.title}**: ${p.text}`).join('\n')}\n\n${link('Start with a project request', '/get-started')}; we contact you within ${f.responseTimes.projectRequestHours} hours.`,
        );
      case 'terms':
        return said(f.terms.join(' '), `The full terms are in our ${link('terms of service', '/terms')}.`, [
          { label: 'our terms of service', path: '/terms' },
        ]);
      case 'contact':
        return said(
          `You can reach the ${k.site.name} team at ${k.site.email} or call or text ${k.site.phone}, or use the ${link('contact form', '/contact')}. We reply within ${f.responseTimes.messageHours} hours.`,
        );
      case 'start':
        return said(
          `Tell us about your business and goals with the ${link('project request form', '/get-started')} and our team will contact you within ${f.responseTimes.projectRequestHours} hours.`,
        );
      case 'audit':
        return said(
          `Yes, the website audit is free: request it on the ${link('Website Design page', '/services/website-design')} and we send it within ${f.responseTimes.auditHours} hours.`,
        );
      case 'portfolio':
        // The clients are shown by their case studies, each with the pages we designed; there is no live site to send.
        return asksForLiveSite(clause)
          ? said(
              `I don't have links to our clients' live sites, but each case study shows the pages we designed, as a visitor sees them, and what changed for the client:\n\n${caseStudies}`,
              `All of them are in our ${link('portfolio', '/portfolio')}.`,
              [portfolioPointer],
              true,
            )
          : said(
              `Here is our recent work. Each case study shows the pages we designed and what changed for the client:\n\n${caseStudies}`,
              `All of it is in our ${link('portfolio', '/portfolio')}.`,
              [portfolioPointer],
              true,
            );
      case 'references':
        return said(
          `${f.references} Until then, the ${link('case studies', '/portfolio')} show what we built for each of them and what changed.`,
        );
      case 'guarantee':
        return said(
          // "Can you guarantee we will rank #1?": no honest agency can, and the guarantee is not that (the buyer's
          // review r28: answered "That's what our guarantee is for"): said first, then the FAQ's answer without its
          // opening, which answers "what if it doesn't work?".
          PROMISED_OUTCOME_RE.test(clause)
            ? `No one can honestly promise a ranking: search engines decide those. What we do promise: ${faq('what-if-it-fails').replace(/^[^:]*: /, '')}`
            : faq('what-if-it-fails'),
          `Full terms on ${link('Guaranteed Growth', '/guaranteed-growth')}; more answers in ${link('our FAQ', '/faq')}.`,
          [{ label: 'Guaranteed Growth', path: '/guaranteed-growth' }, faqPointer],
        );
      case 'privacy':
        // "Is my data used to train AI?" is answered first, with the notice's own sentence (r28: the summary in its
        // order, the answer third).
        return said(
          TRAINING_RE.test(clause)
            ? `No. ${[...k.privacy.summary].sort((x, y) => Number(TRAINING_RE.test(y)) - Number(TRAINING_RE.test(x))).join(' ')}`
            : k.privacy.summary.join(' '),
          `The details are in our ${link('privacy notice', '/privacy')}.`,
          [{ label: 'our privacy notice', path: '/privacy' }],
        );
      case 'industries': {
        // A visitor who names their industry sees the case studies in it, each linked.
        const near = industryIn(clause);
        const examples = near?.studies.length
          ? `For ${near.industry.replace(/ \(.*\)$/, '').toLowerCase()}, see ${list(near.studies.map(caseStudy))}; more ${link('about us', '/about')}.`
          : `See examples in our ${link('portfolio', '/portfolio')} and more ${link('about us', '/about')}.`;
        return said(
          `We work with small and mid-size businesses, most often in ${list(f.industries.map((i) => i.replace(/ \(.*\)$/, '').toLowerCase()))}. ${examples}`,
        );
      }
      case 'support':
        return said(
          `${faq('post-launch-support')} ${f.terms.find((t) => /30 days/.test(t)) ?? ''}`,
          `${link('More in our FAQ', '/faq')}.`,
          [faqPointer],
        );
      case 'ai-knowledge':
      case 'team-time':
      case 'replacing-tools':
        return said(faq(FAQ_INTENTS[intent] ?? ''), `${link('More answers in our FAQ', '/faq')}.`, [faqPointer]);
      case 'custom-design': {
        // What the site itself says about templates, quoted; nothing when it says nothing (then: not known).
        const line = website?.details.find((d) => /\btemplate/i.test(d));
        return said(website && line ? `From our ${servicePage(website)}: "${line}."` : '');
      }
      case 'studio':
        return said(
          `${k.site.name} in short, as on our ${link('about page', '/about')}: ${f.studio.facts.map((x) => `${x.term}: ${x.value}`).join('; ')}. The team: ${f.studio.team.map((m) => `${m.name}, ${m.role}`).join('; ')}. ${f.studio.whoWorks}`,
        );
      case 'company':
        return said(
          `${k.site.name} is the trading name of ${k.site.legalName}, ${k.site.legalForm}, based in ${f.location.base}. Our ${link('terms of service', '/terms')} are with ${k.site.legalName}. For the registered address or other company details for your paperwork, e-mail ${k.site.email} and we send them.`,
        );
      case 'about':
        return said(
          `${k.site.name} is a digital agency for small and mid-size businesses. ${f.location.summary} We offer ${list(k.services.map((s) => s.title))}.`,
          `More ${link('about us', '/about')}.`,
          [aboutPointer],
        );
      case 'overview':
        return forServices(
          svc,
          'Details on',
          svc.map((s) =>
            s.slug === 'customer-service' && asksAboutCalls(clause) ? (forCalls(s) ?? overview(s)) : overview(s),
          ),
          {},
        );
    }
  }

  /** An intent's answer said on its own: what it says, then where to read more. */
  const whole = (s: Said) => (s.tail === '' ? s.text : `${s.text}${s.apart ? '\n\n' : ' '}${s.tail}`);
  const answer = (intent: Intent, svc: Service[], clause: string, how: AnswerHow = {}) =>
    whole(part(intent, svc, clause, how));

  /** The pages several parts point to, said once ("Details on Website Design and Schedule Management."), but for
   * those the reply links already. */
  const pointers = (parts: readonly Said[], reply: string) => {
    const pages = [...new Map(parts.flatMap((p) => p.more).map((m) => [m.path, m])).values()].filter(
      (m) => !reply.includes(`](${m.path})`),
    );
    return pages.length ? `Details on ${list(pages.map((m) => link(m.label, m.path)))}.` : '';
  };

  /** spec §2, §9: a question that needs a quote (a project of the visitor's own, or a size past the published
   * figures) is offered to a person once, at the end: the project request, answered within 24 hours. */
  const quoteHandover = `We quote each project after a free consultation: ${link('tell us about yours', '/get-started')} and we'll reply within ${f.responseTimes.projectRequestHours} hours.`;

  return {
    /** The answer to one intent, about these services, for this clause of the question. */
    answer,
    /** The same, in parts, for a reply of several parts: `whole` says one alone, `pointers` the pages of several. */
    part,
    whole,
    pointers,
    pastPublishedSize,
    quoteHandover,
    /** An FAQ entry's answer, by its id. */
    faqAnswer: (id: string) => `${faq(id)} ${link('More answers in our FAQ', '/faq')}.`,
    article: (a: Article) =>
      `We wrote a guide on that: **${a.title}**. ${a.description} ${link('Read it', `/resources/${a.slug}`)}.`,
    empty: `What would you like to know about ${k.site.name}? I can tell you about our services.`,
    greeting: `Hello! I can tell you about our ${k.services.length} services, prices, timelines, our guarantee or how to get started. What are you working on?`,
    thanks: `You're welcome! If anything else comes up, just ask. ${contactLine}`,
    outOfScope: `I can only answer questions about ${k.site.name}, our services, prices and process, so I can't help with that one. ${contactLine}`,
    services: `We offer ${k.services.length} services: ${list(k.services.map((s) => link(s.title, `/services/${s.slug}`)))}. Which one would you like to know more about?`,
    unknown: (email?: string) =>
      `I don't have that information, and I'd rather not guess. ${handover(email, 'message')}`,
    gap,
    /** The visitor gave an e-mail address: what happens with it. */
    emailNoted: (email: string, given: string) =>
      `${email === given ? `Thanks, I've noted ${email}.` : `Thanks. I'll keep ${email}, the address you gave first.`} Our team gets this conversation when you leave the page, and someone will reply to you there.`,
    /** After the guarantee, for a refund question: the guarantee is all the knowledge says about refunds. */
    refundBeyondGuarantee: (email?: string) =>
      `Beyond the guarantee I have no refund terms to tell you about. ${handover(email, 'message')}`,
  };
}

/** A clause as a sentence: a capital first, a full stop last. */
function sentence(clause: string): string {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** A sentence of the site's, its first letter lower-cased, to follow a colon or an opening bracket. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function list(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
