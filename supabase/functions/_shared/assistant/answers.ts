// The built-in assistant's wording (../assistant.ts): the answer to each intent, composed from the generated site
// knowledge (direct answer first, then the page that says more), and its fixed replies. What was asked is
// recognised in intents.ts.
import type { SiteKnowledge } from '../knowledge.ts';
import { createGaps } from './gaps.ts';
import {
  asksForLiveSite,
  asksForOnlineStore,
  notOfferedIn,
  otherPlatformIn,
  platformsNamed,
  type Intent,
} from './intents.ts';

type Service = SiteKnowledge['services'][number];
type Article = SiteKnowledge['articles'][number];
type Project = SiteKnowledge['projects'][number];

/** What a question names that the knowledge does not ground (gaps.ts), and what the answer can say instead. */
export interface GapAnswer {
  /** Tools or integrations the knowledge never names, as the visitor wrote them. */
  tools: string[];
  /** A price was asked for the visitor's own business with no service named: only a person can quote it. */
  quote: boolean;
  /** The industry the visitor named and the case studies nearest to it. */
  industry?: { industry: string; studies: Project[] };
  /** The visitor's e-mail address, when the conversation has one: the transcript goes to the team with it. */
  email?: string;
}

/** Intents answered by one FAQ entry (spec's seven questions), by its id. */
const FAQ_INTENTS: Partial<Record<Intent, string>> = {
  'ai-knowledge': 'need-ai-knowledge',
  'team-time': 'team-time',
  'replacing-tools': 'replacing-tools',
};

/** A question about when we work ("weekends", "office hours"), as against where. */
const ASKS_HOURS = /\b(hours|open on|weekends?|saturdays?|sundays?|evenings?|holidays?)\b/i;
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
  function gap({ tools, quote, industry, email }: GapAnswer): string {
    const unknown = `${list(tools)}, which ${tools.length > 1 ? "aren't" : "isn't"} among the tools I have information on`;
    const unsure = quote
      ? [
          `I can't quote for your business from here: you get a fixed, itemized quote after a free consultation.`,
          ...(tools.length ? [`I also can't confirm that we work with ${unknown}.`] : []),
        ]
      : [`I can't confirm that we work with ${unknown}.`];
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
    if (industry) {
      const name = industry.industry.replace(/ \(.*\)$/, '');
      const studies = industry.studies.length ? `: see ${list(industry.studies.map(caseStudy))}` : '';
      can.push(`${can.length ? name : name.toLowerCase()} are among the industries we work with most${studies}.`);
    }
    return [unsure.join(' '), can.length ? `What I can say: ${can.join(' ')}` : '', handover(email, 'project')]
      .filter(Boolean)
      .join('\n\n');
  }

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
        // "do your people work weekends?", "what are your office hours?": the hours, not where we are.
        if (ASKS_HOURS.test(clause) && !ASKS_WHERE.test(clause)) return `${f.location.hours} ${contactLine}`;
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
        // The clients are shown by their case studies, each with the pages we designed; there is no live site to send.
        return asksForLiveSite(clause)
          ? `I don't have links to our clients' live sites, but each case study shows the pages we designed, as a visitor sees them, and what changed for the client:\n\n${caseStudies}\n\nAll of them are in our ${link('portfolio', '/portfolio')}.`
          : `Here is our recent work. Each case study shows the pages we designed and what changed for the client:\n\n${caseStudies}\n\nAll of it is in our ${link('portfolio', '/portfolio')}.`;
      case 'references':
        return `${f.references} Until then, the ${link('case studies', '/portfolio')} show what we built for each of them and what changed.`;
      case 'guarantee':
        return `${faq('what-if-it-fails')} Full terms on ${link('Guaranteed Growth', '/guaranteed-growth')}; more answers in ${link('our FAQ', '/faq')}.`.trim();
      case 'industries': {
        // A visitor who names their industry sees the case studies in it, each linked.
        const near = industryIn(clause);
        const examples = near?.studies.length
          ? `For ${near.industry.replace(/ \(.*\)$/, '').toLowerCase()}, see ${list(near.studies.map(caseStudy))}; more ${link('about us', '/about')}.`
          : `See examples in our ${link('portfolio', '/portfolio')} and more ${link('about us', '/about')}.`;
        return `We work with small and mid-size businesses, most often in ${list(f.industries.map((i) => i.replace(/ \(.*\)$/, '').toLowerCase()))}. ${examples}`;
      }
      case 'support':
        return `${faq('post-launch-support')} ${f.terms.find((t) => /30 days/.test(t)) ?? ''} ${link('More in our FAQ', '/faq')}.`;
      case 'ai-knowledge':
      case 'team-time':
      case 'replacing-tools':
        return `${faq(FAQ_INTENTS[intent] ?? '')} ${link('More answers in our FAQ', '/faq')}.`;
      case 'custom-design': {
        // What the site itself says about templates, quoted; nothing when it says nothing (then: not known).
        const site = k.services.find((s) => s.slug === 'website-design');
        const line = site?.details.find((d) => /\btemplate/i.test(d));
        return site && line ? `From our ${servicePage(site)}: "${line}."` : '';
      }
      case 'studio':
        return `${k.site.name} in short, as on our ${link('about page', '/about')}: ${f.studio.facts.map((x) => `${x.term}: ${x.value}`).join('; ')}. The team: ${f.studio.team.map((m) => `${m.name}, ${m.role}`).join('; ')}.`;
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

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
