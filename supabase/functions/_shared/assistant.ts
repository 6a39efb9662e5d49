// The built-in site assistant used when no AI provider is configured. It recognises what is asked (price,
// timeline, location, platform, process, terms, contact, audit, portfolio, guarantee, industries, a service, an
// article topic), answers every part of a multi-part question from the generated site knowledge, leads with the
// direct answer and then links the right page, and says plainly when something is not offered. What the knowledge
// does not ground (a tool it never names, a quote for the visitor's own business: assistant/gaps.ts) it says it
// cannot confirm, with what it does know and a person to follow up. Anything it cannot match falls back to
// retrieval (minisearch) over the FAQ, services and articles, then to "I don't have that information" and a person.
import type { SiteKnowledge } from './knowledge.ts';
import type { ChatMessage } from './contract/schemas.ts';
import { createAnswers } from './assistant/answers.ts';
import {
  asksForServices,
  clausesOf,
  describesOwnProject,
  detectIntents,
  type Intent,
  isGreeting,
  isOutOfScope,
  isThanks,
  servicesIn,
  sizeIn,
} from './assistant/intents.ts';
import { createSiteSearch } from './assistant/search.ts';
import { createGaps } from './assistant/gaps.ts';
import { findEmail } from './contract/find-email.ts';

export interface Assistant {
  /** The reply to the conversation's last visitor message. */
  reply(messages: readonly ChatMessage[]): string;
  /** The knowledge passages most relevant to a question, for a retrieval-augmented upstream prompt. */
  passages(question: string, limit?: number): string[];
  /** What to retrieve passages for: the last visitor message, the one before it (a follow-up's context), and the
   * latest earlier one that names a service when neither does (a follow-up of a follow-up keeps its topic). */
  retrievalQuery(messages: readonly ChatMessage[]): string;
}

type Service = SiteKnowledge['services'][number];

const visitorMessages = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.role === 'user').map((m) => m.content.trim());

function lastQuestion(messages: readonly ChatMessage[]): string {
  return (
    [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? ''
  );
}

/** Intents a visitor's description of themselves names as often as a question does. */
const CONTEXT: ReadonlySet<Intent> = new Set(['location', 'industries']);

function withoutEmails(text: string): string {
  let rest = text;
  for (let email = findEmail(rest); email !== undefined; email = findEmail(rest)) rest = rest.replace(email, ' ');
  return rest;
}

/** "my e-mail is ann@example.com", "ann@example.com": a message that gives an address and asks nothing. */
function isOnlyAnEmail(question: string, email: string): boolean {
  const rest = question
    .replace(email, ' ')
    .replace(
      /\b(my|our|e-?mail|address|is|it'?s|here|you can|reach|contact|me|us|at|on|use|this|that|please|thanks?|thank you|ok(ay)?|sure|yes)\b/gi,
      ' ',
    );
  return !/[\p{L}\p{N}]/u.test(rest);
}

export function createAssistant(k: SiteKnowledge): Assistant {
  const bySlug = new Map(k.services.map((s) => [s.slug, s]));
  const { search, doc, terms, distinctive } = createSiteSearch(k);
  const say = createAnswers(k);
  const { answer } = say;
  const { gapsIn, industryIn, knowsWord } = createGaps(k);
  const servicesNamed = (text: string) => servicesIn(k.services, withoutEmails(text));
  /** The latest of `earlier` (visitor messages, oldest first) that names a service: what a follow-up is about. */
  const latestTopic = (earlier: readonly string[]) => earlier.findLast((text) => servicesNamed(text).length > 0);
  /** What the knowledge does not ground in a question (issue #32): tools and rules it never names, and a quote for the
   * visitor's own business when no service is asked about; `any` when there is one of them. */
  const gapOf = (question: string, services: readonly Service[]) => {
    const { tools, standards, ownSituation } = gapsIn(question);
    const quote = ownSituation && services.length === 0 && detectIntents(question).includes('price');
    return { tools, standards, ownSituation, quote, any: tools.length > 0 || standards.length > 0 || quote };
  };

  function retrieve(question: string): string | null {
    // The best passage that matches every distinctive word of the question ("google calendar": the booking service,
    // not SEO for "google"); none when only common words match, which is a guess a visitor reads as made up.
    const wanted = distinctive(question);
    const hits = search(question);
    const matched = (hit: (typeof hits)[number]) => wanted.filter((t) => hit.queryTerms.includes(t)).length;
    const top =
      hits.find((hit) => matched(hit) === wanted.length) ?? hits.find((hit) => 2 * matched(hit) >= wanted.length);
    if (!top || top.score < 3 || (wanted.length === 0 && terms(question).length > 1)) return null;
    // A word the site never uses, which the match left out ("can you build a customer portal"): the match is on the
    // other words, and its answer a guess (issue #32).
    if (terms(question).some((t) => !top.queryTerms.includes(t) && !knowsWord(t))) return null;
    const ref = top.ref as string;
    if (top.kind === 'faq') return say.faqAnswer(ref);
    if (top.kind === 'article') {
      const a = k.articles.find((x) => x.slug === ref);
      return a ? say.article(a) : null;
    }
    const s = bySlug.get(ref);
    if (!s) return null;
    // The line of the service's page that says what was asked ("not a recycled template"), then the overview.
    const line = s.details.find((d) =>
      wanted.every((t) => terms(d).some((w) => w.startsWith(t) || (w.length > 3 && t.startsWith(w)))),
    );
    const quoted = line === undefined ? '' : `From our ${s.title} page: "${line.replace(/\.$/, '')}."\n\n`;
    return quoted + answer('overview', [s], question);
  }

  function reply(messages: readonly ChatMessage[]): string {
    const question = lastQuestion(messages);
    if (question === '') return say.empty;
    if (isGreeting(question)) return say.greeting;
    // spec §5: the first e-mail address in a visitor's message is theirs; the transcript goes to the team with it.
    const email = visitorMessages(messages)
      .map(findEmail)
      .find((e) => e !== undefined);
    const givenNow = findEmail(question);
    if (email !== undefined && givenNow !== undefined && isOnlyAnEmail(question, givenNow))
      return say.emailNoted(email, givenNow);
    const answered = answerTo(question, messages, email);
    if (answered === undefined) return say.unknown(email);
    // An address given with a question: the answer, then what happens with the address (unless it says so already).
    if (email !== undefined && givenNow !== undefined && !answered.includes(email))
      return `${answered}\n\n${say.emailNoted(email, givenNow)}`;
    return answered;
  }

  /** The answer to a question, or undefined when nothing in it is recognised. */
  function answerTo(message: string, messages: readonly ChatMessage[], email: string | undefined): string | undefined {
    // An address is not a question: "ann@seo.example" names no service, "bob@servicetitan.example" no tool.
    const question = withoutEmails(message);
    if (isThanks(question) && detectIntents(question).length === 0) return say.thanks;

    if (isOutOfScope(question)) return say.outOfScope;
    // A follow-up ("and how long does that take?") is about the service the visitor asked about last, and the size
    // they gave for it.
    const topic = servicesNamed(question).length
      ? question
      : (latestTopic(visitorMessages(messages).slice(0, -1)) ?? '');
    const allServices = servicesNamed(topic);
    const size = sizeIn(question) ?? sizeIn(topic);
    const clauses = clausesOf(question);
    // What the knowledge does not ground (issue #32): a tool it never names, or a quote for the visitor's business
    // when no service is asked about, is said plainly and handed to a person, never answered with every price.
    const { tools, standards, ownSituation, quote, any: gap } = gapOf(question, allServices);
    // What the visitor asks comes first; where we are and whom we work with, which a visitor's own details ("we're a
    // roofer in Georgia") also name, come after it.
    const wanted: { intent: Intent; svc: Service[]; clause: string; context: boolean }[] = [];
    const seen = new Set<string>();
    // Each intent once, and once for each service: a second clause about the same service and another ("… book on
    // the new site directly into Dentrix?") adds the other only (the review r30: Schedule Management's overview twice).
    const want = (intent: Intent, services: Service[], clause: string) => {
      const svc = services.filter((s) => !seen.has(`${intent}:${s.slug}`));
      const key = `${intent}:`;
      if (services.length > 0 ? svc.length === 0 : seen.has(key)) return;
      for (const s of svc) seen.add(`${intent}:${s.slug}`);
      if (services.length === 0) seen.add(key);
      wanted.push({ intent, svc, clause, context: CONTEXT.has(intent) || intent === 'overview' });
    };
    for (const clause of clauses) {
      const intents = detectIntents(clause);
      let svc = servicesNamed(clause);
      if (svc.length === 0 && intents.some((i) => i === 'price' || i === 'timeline' || i === 'results'))
        svc = allServices;
      for (const intent of intents) {
        // The gap's answer says what a quote starts at, and names the visitor's industry with its case studies.
        if (gap && ((intent === 'price' && svc.length === 0) || intent === 'industries')) continue;
        want(intent, intent === 'price' || intent === 'timeline' || intent === 'results' ? svc : [], clause);
      }
      // "is SEO worth it for a plumber": the industries answer, then what the service does.
      const unscoped = intents.every((i) => i === 'industries' || i === 'about');
      if (unscoped && svc.length > 0) want('overview', svc, clause);
    }
    // A reply of several parts says each in a sentence or two (a part about several services in one), and the pages
    // they point to once, at the end (the buyer's review: four stitched paragraphs for a two-part question).
    const several = wanted.length > 1 || gap;
    const said = wanted
      .map((w) => ({
        ...w,
        said: say.part(w.intent, w.svc, w.clause, { size, several, brief: several && w.svc.length > 1 }),
      }))
      .filter((w) => w.said.text !== '');
    // A price or timeline for a project of the visitor's own, or for a size past the published figures, is a quote:
    // offered to a person once, at the end, unless the answer already hands over (the gap's answer does).
    const quoteType =
      !gap &&
      said.some(
        (w) =>
          (w.intent === 'price' || w.intent === 'timeline') &&
          w.svc.length > 0 &&
          (say.pastPublishedSize(w.svc, size) || describesOwnProject(question) || ownSituation),
      );
    const handover = quoteType ? say.quoteHandover : '';
    // Not knowing comes first when it is the answer (a quote, or nothing else asked), else after what is known and
    // before the context.
    const gapText = gap ? say.gap({ tools, standards, quote, industry: industryIn(question), email }) : '';
    // One part alone keeps its own pointer ("Details on the SEO page."); several say theirs once, at the end.
    const alone = said.length === 1;
    const text = (parts: typeof said) => parts.map((w) => (alone ? say.whole(w.said) : w.said.text));
    const asked = text(said.filter((w) => !w.context));
    const context = text(said.filter((w) => w.context));
    if (gapText !== '') quote || asked.length === 0 ? asked.unshift(gapText) : asked.push(gapText);
    if (/\brefund/i.test(question) && seen.has('guarantee:')) asked.push(say.refundBeyondGuarantee(email));
    if (asked.length + context.length === 0) {
      if (asksForServices(question)) return say.services;
      return retrieve(question) ?? undefined;
    }
    // The end of the reply: on a quote, the person who quotes it; else the pages several parts point to.
    const body = [...asked, ...context];
    const end =
      handover ||
      (alone
        ? ''
        : say.pointers(
            said.map((w) => w.said),
            body.join('\n'),
          ));
    // A one-part answer and its hand-over read as one paragraph.
    if (end !== '' && body.length === 1) return `${body[0]} ${end}`;
    return [...body, ...(end ? [end] : [])].join('\n\n');
  }

  function passages(asked: string, limit = 6): string[] {
    const question = withoutEmails(asked);
    const svc = servicesNamed(question);
    const intents = detectIntents(question);
    const out: string[] = [];
    // What the facts do not say, said as a fact, and the built-in answer to it, so a provider does not fill the gap
    // with every price and the industries list (issue #32).
    const { tools, standards, quote, any: gap } = gapOf(question, svc);
    if (tools.length > 0)
      out.push(`Not in the facts: ${tools.join(', ')}. Whether we work with it is not known; a person can answer.`);
    if (standards.length > 0)
      out.push(
        `Not in the facts: ${standards.join(', ')}. Whether we meet or sign it is not known; a person can answer.`,
      );
    if (quote)
      out.push(
        "Not in the facts: a quote for the visitor's own business. It comes as a fixed, itemized quote after a free consultation.",
      );
    if (gap) out.push(say.gap({ tools, standards, quote, industry: industryIn(question) }));
    for (const s of svc)
      out.push(
        `${s.title} (/services/${s.slug}): ${s.description} Price: ${s.pricing.price}. ${s.pricing.priceNote} Timeline: ${s.pricing.timeline}. ${s.pricing.timelineNote}`,
      );
    for (const intent of intents)
      if (!((quote && intent === 'price') || (gap && intent === 'industries')))
        out.push(answer(intent, svc, question, { size: sizeIn(question) }));
    for (const hit of search(question).slice(0, limit)) {
      const d = doc(hit.id);
      if (d) out.push(`${d.title}: ${d.text}`.slice(0, 600));
    }
    return [...new Set(out)].slice(0, limit);
  }

  function retrievalQuery(messages: readonly ChatMessage[]): string {
    const asked = visitorMessages(messages);
    const recent = asked.slice(-2);
    const topic = recent.some((text) => servicesNamed(text).length > 0) ? undefined : latestTopic(asked.slice(0, -2));
    return [...(topic === undefined ? [] : [topic]), ...recent].join('\n');
  }

  return { reply, passages, retrievalQuery };
}
