// @vitest-environment node
// Issue #32 ("trust at first sight"), the buyer's review: the chat answered "We're a 40-person HVAC company using
// ServiceTitan, what would it cost?" with every price and the industries list, never saying it did not know and never
// handing over to a person, and "show me a live site" with "Yes!" and client names without links. What is expected
// here is written from the issue and the site's pages (the published prices on /services/website-design, the six
// case studies at /portfolio/<slug>), not taken from the assistant's wording.
import { describe, expect, it } from 'vitest';
import { routes } from '../../content/routes';
import { serviceCards } from '../../content/serviceCards';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import { buildSystemPrompt } from '../../supabase/functions/_shared/knowledge';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';

const assistant = createAssistant(siteKnowledge);
const greeting = { role: 'assistant' as const, content: 'Hello! What can I assist you with?' };
const ask = (question: string) => assistant.reply([greeting, { role: 'user', content: question }]);

/** A conversation as the chat sends it: each visitor message with the assistant's reply to it; the replies. */
function conversation(...asked: string[]) {
  const messages: { role: 'user' | 'assistant'; content: string }[] = [greeting];
  for (const content of asked) {
    messages.push({ role: 'user', content });
    messages.push({ role: 'assistant', content: assistant.reply(messages) });
  }
  return messages
    .slice(1)
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content);
}

const paragraphs = (answer: string) => answer.split('\n\n');
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
const links = (answer: string) => [...answer.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

/** Says it does not know or cannot confirm, in its own words. */
const NOT_KNOWN = /\b(can't|cannot|don't know|not sure|don't have)\b/i;
/** Hands over to a person: asks for the visitor's e-mail address in the chat and links a form. */
const offersAPerson = (answer: string) => {
  expect(answer).toMatch(/\be-mail address\b/i);
  expect(links(answer).some((href) => href === '/get-started' || href === '/contact')).toBe(true);
};
/** The industries list of the old answer: any two of these together is the list. */
const INDUSTRIES = [/restaurants/i, /real estate/i, /dental/i, /law firms/i, /fitness/i];
const hasIndustriesList = (answer: string) => INDUSTRIES.filter((re) => re.test(answer)).length >= 2;

// The case studies as /portfolio shows them.
const CASE_STUDIES = [
  ['Ember & Oak Coffee Roasters', '/portfolio/ember-oak-coffee-roasters'],
  ['Peak Form Fitness Studio', '/portfolio/peak-form-fitness-studio'],
  ['Whitfield & Associates Law', '/portfolio/whitfield-associates-law'],
  ['Azure Cove Pool & Resort', '/portfolio/azure-cove-pool-resort'],
  ['GreenBlade Lawn Care', '/portfolio/greenblade-lawn-care'],
  ['Summit Ridge Roofing', '/portfolio/summit-ridge-roofing'],
] as const;

const sitePaths = new Set(routes.map((r) => r.path));
/** Every link in an answer goes to a page of this site (or is a mail or phone link). */
const expectRealLinks = (answer: string) => {
  for (const href of links(answer)) {
    if (/^(mailto|tel):/.test(href)) continue;
    expect(sitePaths, href).toContain(href.replace(/[#?].*$/, ''));
  }
};

describe('a question the assistant has no grounded answer for', () => {
  const hvac = "We're a 40-person HVAC company using ServiceTitan, what would it cost?";

  it('the buyer’s HVAC question: it cannot quote or confirm ServiceTitan, says so first, then offers a person', () => {
    const answer = ask(hvac);
    const [first] = paragraphs(answer);
    expect(first).toMatch(NOT_KNOWN);
    expect(first).toMatch(/quote/i);
    expect(first).toContain('ServiceTitan');
    expect(sentences(first!).length).toBeLessThanOrEqual(2);
    offersAPerson(answer);
    expectRealLinks(answer);
  });

  it('the HVAC question invents nothing about ServiceTitan: every sentence naming it says it is not known', () => {
    const answer = ask(hvac);
    const naming = sentences(answer.replace(/\n+/g, ' ')).filter((s) => /servicetitan/i.test(s));
    expect(naming.length).toBeGreaterThan(0);
    for (const s of naming) expect(s).toMatch(/\b(can't|cannot|not|don't|isn't)\b/i);
    expect(answer).not.toMatch(/\byes\b/i);
    expect(answer).not.toMatch(/experience/i);
  });

  it('the HVAC question gets what is known about cost, not the price list or the industries list', () => {
    const answer = ask(hvac);
    // What a website costs (/services/website-design) and where projects start (the FAQ's budget answer).
    expect(answer).toContain('$4,000–$15,000');
    expect(answer).toContain('$1,000');
    // Not the old answer: every service's range ("Branding $2,500–$8,000", …) and the industries.
    expect(answer).not.toContain('$2,500–$8,000');
    expect(answer).not.toMatch(/typical ranges/i);
    expect(hasIndustriesList(answer)).toBe(false);
  });

  it('the HVAC question names home services and links their case studies, the roofer and the lawn crew', () => {
    const answer = ask(hvac);
    expect(answer).toMatch(/home services/i);
    expect(links(answer)).toEqual(expect.arrayContaining(['/portfolio/summit-ridge-roofing']));
    expect(links(answer)).toEqual(expect.arrayContaining(['/portfolio/greenblade-lawn-care']));
  });

  it('without the tool, a quote for "our business" is still not guessed', () => {
    const answer = ask('We run a 12-person dental practice, what would it cost for us?');
    expect(paragraphs(answer)[0]).toMatch(NOT_KNOWN);
    offersAPerson(answer);
    expect(answer).toContain('$4,000–$15,000');
    expect(hasIndustriesList(answer)).toBe(false);
  });

  // content/ names HubSpot, Zoho and Pipedrive as CRMs we connect "such as": Salesforce is neither promised nor refused.
  it('"do you integrate with Salesforce?": cannot confirm, says which CRMs it can, offers a person', () => {
    const answer = ask('do you integrate with Salesforce?');
    expect(paragraphs(answer)[0]).toMatch(NOT_KNOWN);
    expect(paragraphs(answer)[0]).toContain('Salesforce');
    expect(answer).toContain('HubSpot');
    expect(answer).not.toMatch(/^(yes|no)\b/i);
    expect(answer).not.toMatch(/isn't a platform we build on/i);
    offersAPerson(answer);
    expectRealLinks(answer);
  });

  it.each(['do you work with QuickBooks?', 'can you connect to our Jobber account', 'we use Housecall Pro'])(
    '%j: another tool the site never names is not known either',
    (question) => {
      const answer = ask(question);
      expect(paragraphs(answer)[0]).toMatch(NOT_KNOWN);
      expect(answer).not.toMatch(/^yes\b/i);
      offersAPerson(answer);
    },
  );

  // content/facts.ts lists native iOS and Android apps among what we do not offer: that is an answer, not a gap.
  it('"can you build an iOS app?" is answered from the site: no, with a person to point the way', () => {
    const answer = ask('can you build an iOS app?');
    expect(answer).toMatch(/^No, we don't offer native mobile apps/);
    expect(answer).not.toMatch(/I don't have that information/);
    expect(links(answer)).toContain('/contact');
  });

  // The guarantee (/guaranteed-growth) is what the site says about paying back; it states no other refund terms.
  it('"what\'s your refund policy?" is answered from the guarantee, then handed to a person for the rest', () => {
    const answer = ask("what's your refund policy?");
    expect(answer).toMatch(/you don't pay/i);
    expect(links(answer)).toContain('/guaranteed-growth');
    expect(answer).not.toMatch(/\b\d+[- ]day refund|full refund|refund within/i);
    offersAPerson(answer);
  });

  // Before: "customer" matched the Customer Service page, whose overview answered a question about a portal.
  it.each(['can you build a customer portal?', 'do you set up an intranet for staff?'])(
    '%j: a word the site never uses is not answered from the question’s other words',
    (question) => {
      const answer = ask(question);
      expect(answer).toMatch(/^I don't have that information/);
      expect(answer).not.toMatch(/Details on the/);
      offersAPerson(answer);
    },
  );

  // The buyer's review r28b: "Will you sign a HIPAA BAA for our dental clinic?" got the industries list, as if working
  // with dental practices answered it. No page of the site says whether we meet HIPAA or sign a BAA.
  it('"will you sign a HIPAA BAA for our dental clinic?": not known, said first, then a person; no industries list', () => {
    const answer = ask('Will you sign a HIPAA BAA for our dental clinic?');
    const [first] = paragraphs(answer);
    expect(first).toMatch(/\bHIPAA\b/);
    expect(first).toMatch(/isn't in what I have information on/);
    expect(first).toMatch(/business associate agreement/i);
    expect(hasIndustriesList(answer)).toBe(false);
    offersAPerson(answer);
    // No sentence claims we meet it or sign it.
    for (const sentence of sentences(answer).filter((t) => /HIPAA|BAA|associate/i.test(t)))
      expect(sentence).toMatch(/^Whether\b/);
  });

  it.each([
    ['Are you HIPAA compliant?', /\bHIPAA\b/],
    ['Do you sign business associate agreements?', /business associate agreement/],
    ['Do you have SOC 2?', /\bSOC 2\b/],
    ['Is the online shop PCI compliant?', /\bPCI DSS\b/],
  ])('%j: the standard is named as not known, and a person offered', (question, named) => {
    const answer = ask(question);
    const said = paragraphs(answer).find((p) => named.test(p));
    expect(said).toMatch(/^Whether we .* isn't in what I have information on/);
    offersAPerson(answer);
  });

  // r29b: the HIPAA answer added "dental and medical practices are among the industries we work with most", with no
  // dental or medical client in the portfolio. An industry is named only with its case studies.
  it('an industry with no case study is not claimed: the dental clinic hears no "among the industries we work with most"', () => {
    const answer = ask("We're a 12-person dental clinic, will you sign a HIPAA BAA?");
    expect(answer).not.toMatch(/dental/i);
    expect(answer).not.toMatch(/among the industries/i);
    offersAPerson(answer);
  });

  it.each(['Do you take payments by card in the shop you build?', 'Can customers pay with a credit card on the site?'])(
    '%j: the stores we build take cards at their checkout (Shopify), not "I don\'t have that information"',
    (question) => {
      const answer = ask(question);
      expect(answer).toMatch(/^Yes\b/);
      expect(answer).toMatch(/Shopify/);
      expect(answer).toMatch(/card payments/);
    },
  );

  it('"can I pay you by card?" is about paying us: the payment terms, not a store', () => {
    const answer = ask('Can I pay you by card?');
    expect(answer).toContain('50% to start and 50% at launch');
    expect(links(answer)).toContain('/terms');
    expect(answer).not.toMatch(/Shopify/);
  });

  // Before: any "take" was a question about timelines, so "do you take payments by card?" got every service's weeks.
  it.each(['Do you take payments by card?', 'Do you take on small projects?'])(
    '%j: "take" alone is not a timeline question',
    (question) => expect(ask(question)).not.toMatch(/\b\d+–\d+ weeks\b/),
  );

  // The buyer's review r30: a restaurant's booking tool named with no verb of use got the industries list.
  it('"can your chat take reservations into OpenTable?": cannot confirm OpenTable, said first, with a person', () => {
    const answer = ask(
      'My cousin runs an Italian restaurant with OpenTable. Can your chat take reservations into OpenTable?',
    );
    expect(paragraphs(answer)[0]).toMatch(NOT_KNOWN);
    expect(paragraphs(answer)[0]).toContain('OpenTable');
    expect(answer).not.toMatch(/^We work with small and mid-size businesses/);
    offersAPerson(answer);
  });

  // r30b: a practice's "Jane App" got "No, we don't offer native mobile apps"; asking for an app still does.
  it('"we use Jane App for bookings": cannot confirm Jane App, said first; an app we are asked to build is still no', () => {
    const answer = ask('We use Jane App for bookings. Can patients book through the new website?');
    expect(paragraphs(answer)[0]).toMatch(NOT_KNOWN);
    expect(paragraphs(answer)[0]).toContain('Jane App');
    expect(answer).not.toMatch(/native mobile apps/);
    expect(ask('Can you build an app for our customers?')).toMatch(/^No, we don't offer native mobile apps/);
  });

  // r30: "We use Dentrix for scheduling. Can patients book … on the new site directly into Dentrix?" said what Schedule
  // Management is twice, once for each sentence that named it.
  it('two sentences about the same service say what it is once', () => {
    const [answer] = conversation(
      'We use Dentrix for scheduling. Can patients book appointments on the new site directly into Dentrix?',
    );
    const scheduling = serviceCards.find((s) => s.slug === 'schedule-management')!.description;
    expect(answer!.split(scheduling).length - 1).toBe(1);
    expect(paragraphs(answer!)[0]).toMatch(NOT_KNOWN);
  });

  it('anything else it cannot answer is said plainly, with a person and the contact form', () => {
    const answer = ask('do you sign NDAs?');
    expect(answer).toMatch(/^I don't have that information/);
    offersAPerson(answer);
    expect(links(answer)).toContain('/contact');
  });
});

describe('what it knows is answered as before', () => {
  it.each([
    ['how much is seo?', ['$750–$2,500 a month', '](/services/seo)']],
    ['how much does a website cost?', ['$4,000–$15,000', '](/services/website-design)']],
    ['how long does a new website take?', ['4–6 weeks']],
    ['how long does branding take?', ['3–6 weeks']],
    ['what services do you offer?', ['Website Design', 'Schedule Management']],
    ['do you work with HVAC companies?', ['home services']],
    ['do you work with shopify?', ['Yes, we work with Shopify']],
  ])('%j', (question, facts) => {
    const answer = ask(question);
    for (const fact of facts) expect(answer).toContain(fact);
    expect(answer).not.toMatch(/\b(can't confirm|can't quote|don't have that information)\b/i);
    expect(answer).not.toMatch(/type your e-mail address/i);
  });

  it('a roofer who names the website gets its price first, as before (r22)', () => {
    const answer = ask("We're a roofing company in Georgia with 40 staff. What would a new website cost?");
    expect(answer).toMatch(/^Website Design typically costs \$4,000–\$15,000/);
  });
});

describe('an e-mail address given in the chat', () => {
  it('is acknowledged: the team gets the conversation and replies to that address', () => {
    const [, noted] = conversation('do you integrate with Salesforce?', 'my email is ann@example.com');
    expect(noted).toContain('ann@example.com');
    expect(noted).toMatch(/reply/i);
    expect(noted).not.toMatch(/I don't have that information/);
  });

  it('is not asked for again: a later hand-over names it', () => {
    const [, , later] = conversation('hello', 'it is ann@example.com', 'do you sign NDAs?');
    expect(later).toContain('ann@example.com');
    expect(later).not.toMatch(/type your e-mail address/i);
  });

  it('names no service and no tool of its own: the topic and the answer stay the visitor’s', () => {
    const [, , howLong] = conversation('how much is a website?', 'ann@seo.example', 'how long does it take?');
    expect(howLong).toContain('4–6 weeks');
    expect(howLong).not.toContain('3–6 months');
    expect(ask('how much is seo? reply to bob@servicetitan.example')).not.toMatch(/can't confirm/i);
  });

  it('given with a question: the answer, then the acknowledgement', () => {
    const answer = ask('how much is seo? you can reach me at ann@example.com');
    expect(answer).toMatch(/^SEO typically costs \$750–\$2,500 a month/);
    expect(paragraphs(answer).at(-1)).toContain('ann@example.com');
  });
});

describe('work it names links to its case study', () => {
  it.each(['show me a live site', 'examples of your work', 'can I see your portfolio?'])(
    '%j: each case study by name, linked to /portfolio/<slug>',
    (question) => {
      const answer = ask(question);
      for (const [title, path] of CASE_STUDIES) expect(answer, title).toContain(`[${title}](${path})`);
      expectRealLinks(answer);
    },
  );

  it('"show me a live site" does not say yes to a live site: it says what each case study shows instead', () => {
    const answer = ask('show me a live site');
    expect(answer).not.toMatch(/^yes/i);
    expect(answer).toMatch(/live sites?/i);
    expect(paragraphs(answer)[0]).toMatch(/\b(don't|can't|no)\b/i);
    expect(answer).toMatch(/pages we designed/i);
    expect(links(answer).filter((href) => /^https?:/.test(href))).toEqual([]);
  });

  it('a visitor naming an industry with case studies gets them linked', () => {
    const answer = ask('do you work with roofers?');
    expect(links(answer)).toContain('/portfolio/summit-ridge-roofing');
    expectRealLinks(answer);
  });

  it.each([
    'how much is a website and how long does it take?',
    'do you offer a guarantee?',
    'who are you?',
    "We're a 40-person HVAC company using ServiceTitan, what would it cost?",
    'do you work with restaurants?',
    'what is your process?',
  ])('%j: every link is a page of the site', (question) => {
    expectRealLinks(ask(question));
  });
});

describe('a conversation that changes topic and comes back', () => {
  it('a website price, then an unknown tool, then "how long does that take?": the website again', () => {
    const [website, tool, howLong] = conversation(
      'how much is a new website?',
      'we use ServiceTitan, can you connect to it?',
      'ok, and how long does that take?',
    );
    expect(website).toContain('$4,000–$15,000');
    expect(paragraphs(tool!)[0]).toMatch(NOT_KNOWN);
    expect(howLong).toContain('4–6 weeks');
    expect(howLong).not.toMatch(NOT_KNOWN);
  });

  it('SEO, then the case studies, then a follow-up: SEO again, not the work', () => {
    const [seo, work, howLong] = conversation(
      'how much is seo?',
      'can I see examples of your work?',
      'how long does it take?',
    );
    expect(seo).toContain('$750–$2,500 a month');
    expect(links(work!)).toContain('/portfolio/ember-oak-coffee-roasters');
    expect(howLong).toContain('3–6 months');
    expect(howLong).not.toContain('4–6 weeks');
  });
});

// With AI_API_KEY set, a provider answers from the system prompt and the passages retrieved for the question.
describe('a provider is told the same', () => {
  const promptFor = (question: string) => {
    const messages = [greeting, { role: 'user' as const, content: question }];
    return buildSystemPrompt(siteKnowledge, assistant.passages(assistant.retrievalQuery(messages)));
  };

  it('the rules: say what the facts do not answer, hand over with an e-mail address or a form, link case studies', () => {
    const prompt = promptFor('hello');
    expect(prompt).toMatch(/do not answer .* say so plainly/is);
    expect(prompt).toMatch(/never claim experience/i);
    expect(prompt).toMatch(/e-mail address in this chat/i);
    expect(prompt).toContain('/get-started');
    expect(prompt).toMatch(/no links to clients' live sites/i);
    for (const [title] of CASE_STUDIES) expect(prompt).toContain(`${title}, `);
    for (const [, path] of CASE_STUDIES) expect(prompt).toContain(`(${path})`);
  });

  it('the HVAC question: ServiceTitan and the quote are named as not in the facts; no price list or industries list', () => {
    const prompt = promptFor("We're a 40-person HVAC company using ServiceTitan, what would it cost?");
    const facts = prompt.slice(prompt.indexOf('## Relevant facts'));
    expect(facts).toMatch(/Not in the facts: ServiceTitan/);
    expect(facts).toMatch(/Not in the facts: a quote/);
    expect(facts).not.toMatch(/typical ranges/i);
    expect(hasIndustriesList(facts)).toBe(false);
  });

  it('the HIPAA question: HIPAA and the BAA are named as not in the facts; no industries list', () => {
    const prompt = promptFor('Will you sign a HIPAA BAA for our dental clinic?');
    const facts = prompt.slice(prompt.indexOf('## Relevant facts'));
    expect(facts).toMatch(/Not in the facts: meet HIPAA, sign a business associate agreement/);
    expect(hasIndustriesList(facts)).toBe(false);
  });
});
