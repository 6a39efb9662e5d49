// What the built-in assistant (../assistant.ts) has no grounded answer for (issue #32): a tool or integration the
// site's knowledge never names ("we're using ServiceTitan"), a rule or certification it never names ("HIPAA"), and a
// quote for the visitor's own business when no service is asked about ("we're a 40-person HVAC company, what would it
// cost?"). It also finds the industry a visitor names and the case studies nearest to it. These patterns are retrieval
// vocabulary, not site copy.
import type { SiteKnowledge } from '../knowledge.ts';
import { detectIntents, servicesIn } from './intents.ts';

type Project = SiteKnowledge['projects'][number];

/** Software a small business runs on that a visitor may name in lower case, as its makers write it (retrieval
 * vocabulary). None of it is in the site's knowledge; a platform or CRM the knowledge names is answered from it. */
const TOOLS: [RegExp, string][] = [
  [/\bservice ?titan\b/i, 'ServiceTitan'],
  [/\bsalesforce\b/i, 'Salesforce'],
  [/\bquick ?books\b/i, 'QuickBooks'],
  [/\bjobber\b/i, 'Jobber'],
  [/\bhousecall ?pro\b/i, 'Housecall Pro'],
  [/\bfield ?edge\b/i, 'FieldEdge'],
  [/\bmailchimp\b/i, 'Mailchimp'],
  [/\bzapier\b/i, 'Zapier'],
  [/\bmindbody\b/i, 'Mindbody'],
  [/\bclio\b/i, 'Clio'],
  [/\bcalendly\b/i, 'Calendly'],
  [/\bxero\b/i, 'Xero'],
  [/\bnetsuite\b/i, 'NetSuite'],
  [/\bfresh ?books\b/i, 'FreshBooks'],
  [/\bzendesk\b/i, 'Zendesk'],
  [/\bkeap\b|\binfusionsoft\b/i, 'Keap'],
  [/\bactive ?campaign\b/i, 'ActiveCampaign'],
  [/\bgo ?high ?level\b/i, 'HighLevel'],
  [/\bairtable\b/i, 'Airtable'],
  // Reservations and a practice's scheduling ("can your chat take reservations into OpenTable?", the review r30 got the
  // industries list): named even where no verb says the visitor uses them.
  [/\bopen ?table\b/i, 'OpenTable'],
  [/\bresy\b/i, 'Resy'],
  [/\bdentrix\b/i, 'Dentrix'],
  [/\bopen ?dental\b/i, 'Open Dental'],
  [/\beaglesoft\b/i, 'Eaglesoft'],
  [/\bvagaro\b/i, 'Vagaro'],
  [/\bbooksy\b/i, 'Booksy'],
  [/\bsimple ?practice\b/i, 'SimplePractice'],
  [/\bjane ?app\b/i, 'Jane App'],
];

/** Rules and certifications a visitor may ask whether we meet or sign (retrieval vocabulary), and what the answer says
 * we may do about each ("whether we meet HIPAA"). One the site's knowledge names is answered from it; none is named
 * today ("will you sign a HIPAA BAA for our dental clinic?" got the industries list: the buyer's review r28b). */
const STANDARDS: [RegExp, string, string][] = [
  [/\bhipaa\b/i, 'hipaa', 'meet HIPAA'],
  [/\bbaas?\b|\bbusiness associates?(?: agreements?)?\b/i, 'baa', 'sign a business associate agreement (BAA)'],
  [/\bsoc ?2\b/i, 'soc', 'hold a SOC 2 report'],
  [/\bpci(?:[- ]?dss)?\b/i, 'pci', 'meet PCI DSS'],
  [/\biso ?27001\b/i, '27001', 'hold ISO 27001 certification'],
  [/\bferpa\b/i, 'ferpa', 'meet FERPA'],
  [/\bfedramp\b/i, 'fedramp', 'hold FedRAMP authorization'],
];

/** "integrate with X", "connect to X", "sync with X": whatever X is, the question is whether we connect to it. */
const CONNECT_TO = /\b(?:integrat\w*|connect\w*|sync\w*|hook\w*(?: up)?|plug\w*)\s+(?:with|to|into|in to)\s+(.+)/i;
/** "we use X", "using X", "we're on X", "runs on X": X is a tool only when it is written as a name (a capital). */
const RUNS_ON = /\b(?:use|uses|using|used|run on|runs on|running on|(?:we|i)(?:'re| are|'m| am) on)\s+(.+)/i;

/** "we use X", "our team is using X": the visitor's own software, a tool even in lower case ("we use acuity"). */
const WE_USE =
  /\b(?:we|i|our \w+)(?:'re|'m| are| am| is)?\s+(?:use|uses|using|run on|runs on|running on|work in|work with)\s+(.+)/i;
/** "do you work with X": a tool when written as a name; in lower case too when the site never uses the word. */
const WORK_WITH = /\bwork(?:s|ing)? with\s+(.+)/i;

/** Words before a tool's name ("connect to our ServiceTitan"), and words that are no tool ("connect to it"). */
const DETERMINERS = /^(?:our|my|your|the|a|an|their|it|its|them|that|this|these|those|any|other|existing|current)$/i;
/** Kinds of software the FAQ names in other words ("point of sale"). */
const KNOWN_KINDS = new Set(['pos']);
/** Work kept by hand ("we use paper and spreadsheets"): no tool to confirm, what CRM Automation replaces (intents.ts). */
const BY_HAND = /^(?:paper|pens?|pencils?|spreadsheets?|excel|sheets|notebooks?|whiteboards?|notes|hand)$/i;

const words = (text: string) => text.split(/[^\p{L}\p{N}&.+-]+/u).filter(Boolean);

/** A word's stem for matching "roofer", "roofers" and "roofing", "plumbers" and "plumbing". */
const stem = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?:ers|ing|ies|es|er|s)$/, '');

/** Words of an industry too common to say which one a visitor means ("home page", "customer service", "care plan"). */
const GENERIC = new Set(['home', 'servic', 'care', 'professional', 'and', 'practic', 'e', 'estat']);

/** A visitor describing their own business: its size, what it is, or "for us". */
const OWN_BUSINESS =
  /\b\d+[- ]?(?:person|people|employees?|staff|member|seat)\b|\b(?:we|i)(?:'re| are|'m| am) an? (?!bit\b|little\b|lot\b)\w+|\b(?:we|i) (?:run|own|have|operate|manage) an? \w+|\b(?:our|my) (?:company|business|firm|shop|practice|store|studio|clinic|office|team)\b|\bfor (?:us|our \w+|my \w+)\b/i;

export interface Gaps {
  /** What a question names that the site's knowledge does not ground: tools it never names, rules or certifications it
   * never names (`standards`, as what we would do: "meet HIPAA"), and whether the visitor describes their own
   * business (a price asked then, with no service named, is a quote only a person can give). */
  gapsIn(question: string): { tools: string[]; standards: string[]; ownSituation: boolean };
  /** The industry a text names ("HVAC" → "Home services (…)") and the case studies nearest to it. */
  industryIn(text: string): { industry: string; studies: Project[] } | undefined;
  /** Whether the site's knowledge uses a word anywhere (lower case). */
  knowsWord(word: string): boolean;
}

export function createGaps(k: SiteKnowledge): Gaps {
  const plainWords = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const known = new Set([...words(JSON.stringify(k)), ...plainWords(JSON.stringify(k))].map((w) => w.toLowerCase()));
  /** "ux/ui" and "multi-channel" are known when each of their parts is. */
  const knowsWord = (word: string) => known.has(word) || plainWords(word).every((part) => known.has(part));
  const isKnown = (word: string) =>
    known.has(word.toLowerCase()) ||
    KNOWN_KINDS.has(word.toLowerCase()) ||
    BY_HAND.test(word) ||
    DETERMINERS.test(word) ||
    detectIntents(word).length > 0 ||
    servicesIn(k.services, word).length > 0;

  /** The tool a phrase after "connect to" or "using" starts with, as written; none when the phrase names ours. */
  function toolAt(phrase: string, needsCapital: boolean): string | undefined {
    const ws = words(phrase);
    const first = ws.findIndex((w) => !DETERMINERS.test(w));
    const name = ws[first];
    if (name === undefined || isKnown(name) || /^\d/.test(name)) return undefined;
    if (needsCapital && !/\p{Lu}/u.test(name)) return undefined;
    // A two-word name ("Housecall Pro", "Service Titan") keeps a capitalised second word.
    const next = ws[first + 1];
    if (next !== undefined && /^\p{Lu}/u.test(next) && /^\p{Lu}/u.test(name)) return `${name} ${next}`;
    return name.charAt(0).toUpperCase() + name.slice(1);
  }

  function gapsIn(question: string) {
    const tools = new Set<string>();
    for (const clause of question.split(/[?!;,]|\.\s/)) {
      const named = TOOLS.find(([re]) => re.test(clause))?.[1];
      if (named) tools.add(named);
      const connect = clause.match(CONNECT_TO)?.[1];
      const connectTool = connect === undefined ? undefined : toolAt(connect, false);
      if (connectTool && !named) tools.add(connectTool);
      const runs = clause.match(RUNS_ON)?.[1];
      const runsTool = runs === undefined ? undefined : toolAt(runs, true);
      if (runsTool && !named) tools.add(runsTool);
      const ours = clause.match(WE_USE)?.[1];
      const oursTool = ours === undefined ? undefined : toolAt(ours, false);
      if (oursTool && !named && !runsTool) tools.add(oursTool);
      const withX = clause.match(WORK_WITH)?.[1];
      const withTool = withX === undefined ? undefined : toolAt(withX, true);
      if (withTool && !named) tools.add(withTool);
    }
    const standards = STANDARDS.filter(([re, word]) => re.test(question) && !known.has(word)).map(([, , name]) => name);
    return { tools: [...tools], standards, ownSituation: OWN_BUSINESS.test(question) || tools.size > 0 };
  }

  const industryWords = k.facts.industries.map((industry) => ({
    industry,
    stems: new Set(
      words(industry.replace(/[(),]/g, ' '))
        .map(stem)
        .filter((s) => !GENERIC.has(s)),
    ),
  }));

  function industryIn(text: string) {
    const asked = new Set(words(text).map(stem));
    const match = industryWords.find(({ stems }) => [...stems].some((s) => s.length > 2 && asked.has(s)));
    if (!match) return undefined;
    const studies = k.projects.filter((p) =>
      words(`${p.title} ${p.category}`).some((w) => match.stems.has(stem(w)) && stem(w).length > 2),
    );
    return { industry: match.industry, studies };
  }

  return { gapsIn, industryIn, knowsWord };
}
