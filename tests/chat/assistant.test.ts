// @vitest-environment node
// The built-in assistant (supabase/functions/_shared/assistant.ts, assistant/*) as a visitor reads it: the fixed
// replies and each intent's answer written out as the site's pages give the facts (the services' prices and
// timelines, the contact details, the process, the terms), the words and typos each intent is recognised by, how a
// question splits into parts, the retrieval that answers what no intent matches, and the passages and query that
// ground a provider's answer. eval.test.ts checks the facts of realistic questions; followUp.test.ts conversations.
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import {
  clausesOf,
  detectIntents,
  isGreeting,
  isThanks,
  asksForServices,
  notOfferedIn,
  servicesIn,
} from '../../supabase/functions/_shared/assistant/intents';
import { buildSystemPrompt } from '../../supabase/functions/_shared/knowledge';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';
import { customerServicePage } from '../../content/service-pages/customer-service';

const assistant = createAssistant(siteKnowledge);
const ask = (content: string) => assistant.reply([{ role: 'user', content }]);

const CONTACT_LINE =
  'Send us a message with the [contact form](/contact) or e-mail hello@lumivox.agency; we reply within 24 hours.';
const FAQ_LINK = '[More answers in our FAQ](/faq).';

describe('fixed replies', () => {
  it.each([
    ['', 'What would you like to know about Lumivox? I can tell you about our services.'],
    [
      'hi',
      'Hello! I can tell you about our 8 services, prices, timelines, our guarantee or how to get started. What are you working on?',
    ],
    ['thanks!', `You're welcome! If anything else comes up, just ask. ${CONTACT_LINE}`],
    [
      'what is the weather tomorrow',
      `I can only answer questions about Lumivox, our services, prices and process, so I can't help with that one. ${CONTACT_LINE}`,
    ],
    [
      'what services do you offer',
      'We offer 8 services: [Website Design](/services/website-design), [Branding](/services/branding), [SEO](/services/seo), [CRM Automation](/services/crm), [Marketing](/services/marketing), [Customer Service](/services/customer-service), [Analytics](/services/analytics) and [Schedule Management](/services/schedule-management). Which one would you like to know more about?',
    ],
    // Issue #32: not knowing is said plainly, then handed to a person: an e-mail address typed in the chat (the
    // transcript goes to the team on leaving, spec §7) or the contact form.
    [
      'do you sign NDAs',
      `I don't have that information, and I'd rather not guess. For an answer from a person, type your e-mail address here: our team gets this conversation when you leave the page and replies to you. Or s${CONTACT_LINE.slice(1)}`,
    ],
  ])('%j is answered in full', (question, reply) => {
    expect(ask(question)).toBe(reply);
  });

  it('answers the last visitor message, trimmed, whatever the assistant said after it', () => {
    const reply = assistant.reply([
      { role: 'user', content: 'how much is seo?' },
      { role: 'user', content: '   ' },
      { role: 'assistant', content: 'hi' },
    ]);
    expect(reply).toBe('What would you like to know about Lumivox? I can tell you about our services.');
    expect(assistant.reply([{ role: 'assistant', content: 'hi' }])).toMatch(/^What would you like to know/);
    expect(assistant.reply([{ role: 'user', content: '  hi  ' }])).toMatch(/^Hello! I can tell you/);
  });

  it('thanks with a question answers the question', () => {
    expect(ask('thanks, and how much is seo?')).toMatch(/^SEO typically costs \$750–\$2,500 a month\./);
  });
});

describe('each intent’s answer', () => {
  it.each([
    [
      'how much is a website',
      'Website Design typically costs $4,000–$15,000 as a one-time project. A 5-page small-business site is usually $4,000–$6,000; larger sites and online stores sit higher. Care plans after launch are $150–$400 a month. Details on the [Website Design page](/services/website-design).',
    ],
    [
      'how much is seo',
      'SEO typically costs $750–$2,500 a month. Local SEO for one location is at the low end; several locations or competitive markets at the high end. Details on the [SEO page](/services/seo).',
    ],
    [
      'how long does seo and branding take',
      // One pointer for both, at the end (the buyer's review: a pointer after every paragraph reads stitched).
      'Branding usually takes 3–6 weeks. Logo concepts arrive in about two weeks; the finished brand guidelines in 3–6 weeks.\n\nSEO: results in 3–6 months. Technical fixes land in the first month; rankings and organic traffic usually climb noticeably within 3–6 months.\n\nMore on the [Branding page](/services/branding) and the [SEO page](/services/seo).',
    ],
    [
      'how long does it take',
      'Typical timelines: Website Design 4–6 weeks, Branding 3–6 weeks, SEO results in 3–6 months, CRM Automation 2–6 weeks, Marketing live in 2 weeks, Customer Service 2–4 weeks, Analytics 2–4 weeks and Schedule Management 1–3 weeks. Your proposal states the exact schedule. [Start a project](/get-started).',
    ],
    [
      'how fast do you reply',
      'We reply to messages and project requests within 24 hours, and send website audits within 48 hours. Our office hours are Monday to Friday, 9 a.m. to 6 p.m. Eastern Time. Reach us through the [contact form](/contact), at hello@lumivox.agency or (404) 555-0142.',
    ],
    [
      'where are you located',
      'We are based in Atlanta, Georgia. Our clients are across Georgia, and we work with businesses anywhere in the United States remotely, over video calls, shared documents and e-mail. Clients in metro Atlanta can meet us in person; everyone else gets the same process over video. Our office hours are Monday to Friday, 9 a.m. to 6 p.m. Eastern Time. More [about us](/about).',
    ],
    [
      'do you use wix',
      `No, Wix isn't a platform we build on. We build websites on WordPress, Webflow and Squarespace and online stores on Shopify, and connect CRMs such as HubSpot, Zoho and Pipedrive. If you're set on Wix, ${CONTACT_LINE} See [Website Design](/services/website-design).`,
    ],
    [
      'which platforms?',
      "We build websites on WordPress, Webflow and Squarespace and online stores on Shopify, and connect CRMs such as HubSpot, Zoho and Pipedrive. We don't do native mobile apps for iOS or Android, custom software or SaaS products, Magento or WooCommerce stores, video production and photo shoots and printing. See [Website Design](/services/website-design).",
    ],
    [
      'what is your process',
      'Here is how a project runs:\n\n1. **Free consultation**: A 30-minute call about your business, goals and budget.\n2. **Proposal**: Within 3 business days you get a fixed-price proposal with scope, timeline and the results we aim for.\n3. **Build**: We design and build with a short check-in every week and your review at each milestone.\n4. **Launch**: We launch, test everything and train your team on the tools they will use.\n5. **Support**: Every project includes 30 days of fixes and questions, then an optional care plan.\n\n[Start with a project request](/get-started); we contact you within 24 hours.',
    ],
    [
      'what are your terms',
      'Projects have a fixed price: 50% to start and 50% at launch. Monthly services run month to month after a 3-month minimum; cancel with 30 days notice. Once paid, you own your website, content, logo files and accounts. Every project includes 30 days of free fixes after launch. The full terms are in our [terms of service](/terms).',
    ],
    [
      'how do i contact you',
      'You can reach the Lumivox team at hello@lumivox.agency or call or text (404) 555-0142, or use the [contact form](/contact). We reply within 24 hours.',
    ],
    [
      'how do i get started',
      'Tell us about your business and goals with the [project request form](/get-started) and our team will contact you within 24 hours.',
    ],
    [
      'is the audit free',
      'Yes, the website audit is free: request it on the [Website Design page](/services/website-design) and we send it within 48 hours.',
    ],
    // Issue #32: each client named links to its case study (/portfolio/<slug>), all six of them.
    [
      'show me your portfolio',
      'Here is our recent work. Each case study shows the pages we designed and what changed for the client:\n\n' +
        '- [Ember & Oak Coffee Roasters](/portfolio/ember-oak-coffee-roasters): Website Design & Branding\n' +
        '- [Peak Form Fitness Studio](/portfolio/peak-form-fitness-studio): Complete Digital Transformation\n' +
        '- [Whitfield & Associates Law](/portfolio/whitfield-associates-law): Corporate Website & SEO\n' +
        '- [Azure Cove Pool & Resort](/portfolio/azure-cove-pool-resort): Luxury Hospitality Experience\n' +
        '- [GreenBlade Lawn Care](/portfolio/greenblade-lawn-care): Brand Refresh & Local SEO\n' +
        '- [Summit Ridge Roofing](/portfolio/summit-ridge-roofing): Lead Generation Platform\n\n' +
        'All of it is in our [portfolio](/portfolio).',
    ],
    // A buyer's review (r20b, defect 9) asked for "references I could call" and was sent the case studies.
    [
      'do you have references I could call?',
      'Yes. After your free consultation we put you in touch with a past client whose business is like yours, who has agreed to take a call and answer anything about working with us. Until then, the [case studies](/portfolio) show what we built for each of them and what changed.',
    ],
    [
      'what industries',
      'We work with small and mid-size businesses, most often in home services, restaurants, cafés and hospitality, fitness and wellness studios, law firms and professional services, dental and medical practices, retail and e-commerce and real estate. See examples in our [portfolio](/portfolio) and more [about us](/about).',
    ],
    [
      'who are you',
      'Lumivox is a digital agency for small and mid-size businesses. We are based in Atlanta, Georgia. Our clients are across Georgia, and we work with businesses anywhere in the United States remotely, over video calls, shared documents and e-mail. We offer Website Design, Branding, SEO, CRM Automation, Marketing, Customer Service, Analytics and Schedule Management. More [about us](/about).',
    ],
    [
      'do you do branding',
      'We shape a brand that people remember and trust, from the logo to the way you talk about your work. You get a complete identity system and the guidelines to use it consistently everywhere. It covers Logo Design, Brand Guidelines, Visual Identity and Brand Strategy. Details on the [Branding page](/services/branding).',
    ],
  ])('%j', (question, reply) => {
    expect(ask(question)).toBe(reply);
  });

  it('the price of every service, the FAQ’s budget answer and where to ask for a quote', () => {
    expect(ask('how much does it cost')).toBe(
      'Typical ranges: Website Design $4,000–$15,000, Branding $2,500–$8,000, SEO $750–$2,500 a month, CRM Automation $2,000–$7,500, Marketing $1,000–$4,000 a month, Customer Service $1,500–$5,000, Analytics $1,500–$6,000 and Schedule Management $1,000–$3,500. Projects start at $1,000 (online booking with automated reminders); a website is $4,000–$15,000, and monthly SEO starts at $750. Every service page shows its typical range, and after a free consultation you get a fixed, itemized quote before any work begins. Larger projects can be phased, so you invest step by step as results come in. [Tell us about your project](/get-started) for your quote, or see [our FAQ](/faq).',
    );
  });

  it('results: the FAQ’s answer, after each named service’s own timing', () => {
    const general = ask('when will i see results');
    expect(general).toMatch(/^Most clients see measurable results within 30-60 days/);
    expect(general.endsWith(` ${FAQ_LINK}`)).toBe(true);
    expect(ask('when will seo show results').split('\n\n')).toEqual([
      'SEO: Technical fixes land in the first month; rankings and organic traffic usually climb noticeably within 3–6 months.',
      general,
    ]);
  });

  it('the guarantee, support and the FAQ topics end with their links', () => {
    expect(ask('do you offer a guarantee')).toMatch(
      /^That's what our guarantee is for: .* Full terms on \[Guaranteed Growth\]\(\/guaranteed-growth\); more answers in \[our FAQ\]\(\/faq\)\.$/,
    );
    expect(ask('do you offer maintenance')).toMatch(
      /^We stay with you after launch\. .* Monthly services run month to month after a 3-month minimum; cancel with 30 days notice\. \[More in our FAQ\]\(\/faq\)\.$/,
    );
    expect(ask('do i need to be technical')).toMatch(/^Not at all\. .*\[More answers in our FAQ\]\(\/faq\)\.$/);
    expect(ask('how much of my team time')).toMatch(/^Very little\. .*\[More answers in our FAQ\]\(\/faq\)\.$/);
    expect(ask('will i have to replace my software')).toMatch(
      /^Usually not\. .*\[More answers in our FAQ\]\(\/faq\)\.$/,
    );
  });

  it('says plainly what is not offered, each in its own words', () => {
    const refusal = (what: string) =>
      `No, we don't offer ${what}. If that's what you need, we're happy to point you in the right direction: ${CONTACT_LINE}`;
    expect(ask('do you make iphone apps')).toContain(refusal('native mobile apps for iOS or Android'));
    expect(ask('do you build saas')).toContain(refusal('custom software or SaaS products'));
    expect(ask('do you do woocommerce')).toContain(refusal('Magento or WooCommerce stores'));
    expect(ask('do you do photography')).toContain(refusal('video production and photo shoots'));
    expect(ask('do you do printing')).toContain(refusal('printing'));
    expect(notOfferedIn('an app and some videos')).toEqual([
      'native mobile apps for iOS or Android',
      'video production and photo shoots',
    ]);
  });

  it('a platform we build on is a yes, with an online store on Shopify', () => {
    expect(ask('do you work with shopify and hubspot')).toBe(
      'Yes, we work with Shopify and HubSpot. We build websites on WordPress, Webflow and Squarespace and online stores on Shopify, and connect CRMs such as HubSpot, Zoho and Pipedrive. See [Website Design](/services/website-design).',
    );
    expect(ask('do you work with shopify')).toMatch(/^Yes, we work with Shopify\. We build websites/);
    expect(ask('can you build an ecommerce platform')).toMatch(/^Yes, we build online stores, on Shopify\. See/);
    expect(ask('e-commerce on shopify?')).not.toContain('Yes, we build online stores');
    expect(ask('can you build on the DRUPAL platform')).toMatch(
      /^No, Drupal isn't a platform we build on\. .* If you're set on Drupal, /,
    );
  });

  it('"is SEO worth it for a dentist": the industries, then what the service does', () => {
    const [industries, seo, more] = ask('is seo worth it for a dentist').split('\n\n');
    expect(industries).toMatch(/^We work with small and mid-size businesses/);
    expect(seo).toMatch(/^We help customers find you .* Technical SEO\.$/);
    expect(more).toBe('Details on [SEO](/services/seo).');
    const two = ask('is seo or branding worth it for a dentist').split('\n\n');
    expect(two.map((part) => part.slice(0, 20))).toEqual([
      'We work with small a',
      'We shape a brand tha',
      'We help customers fi',
      'Details on [Branding',
    ]);
  });

  it('each part of a question is answered once', () => {
    const parts = ask('how much is seo? how much is seo? and how long does seo take').split('\n\n');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^SEO typically costs/);
    // An ongoing service is not "taken" in 3–6 months: its results come in that time (the buyer's review r27).
    expect(parts[1]).toMatch(/^SEO: results in 3–6 months/);
    expect(parts[2]).toBe('Details on [SEO](/services/seo).');
    const both = ask('how much is seo? and how much is branding?').split('\n\n');
    expect(both.map((p) => p.split(' ')[0])).toEqual(['SEO', 'Branding', 'Details']);
  });

  it('a price or timeline is about the services its own part names, else the question’s', () => {
    const parts = ask('how much is seo? how long does branding take?').split('\n\n');
    expect(parts.map((p) => p.slice(0, 24))).toEqual([
      'SEO typically costs $750',
      'Branding usually takes 3',
      'Details on [SEO](/servic',
    ]);
    expect(
      ask('how much are seo and branding')
        .split('\n\n')
        .map((p) => p.slice(0, 20)),
    ).toEqual(['Branding typically c', 'SEO typically costs ', 'Details on the [Bran']);
  });

  it('a question about us, or about an industry, that names services gets each overview once', () => {
    const about = ask('who are you, do you do seo').split('\n\n');
    expect(about.map((p) => p.slice(0, 20))).toEqual([
      'Lumivox is a digital',
      'We help customers fi',
      'Details on [our Abou',
    ]);
    const two = ask('is seo worth it for a dentist? is branding worth it for a lawyer?').split('\n\n');
    expect(two.map((p) => p.slice(0, 20))).toEqual([
      'We work with small a',
      'We help customers fi',
      'We shape a brand tha',
      'Details on [SEO](/se',
    ]);
    // The same unscoped intent in two parts is answered once, whichever service each names.
    expect(ask('can i talk to someone about seo? can i talk to someone about branding?').split('\n\n')).toHaveLength(1);
  });

  it('a yes and a no about platforms in one answer are two sentences', () => {
    expect(ask('do you work with shopify and make iphone apps')).toContain(
      "and Pipedrive. No, we don't offer native mobile apps",
    );
  });

  it('a service named in the question with an unscoped intent gets its overview too', () => {
    const [contact, overview] = ask('can i talk to someone about branding').split('\n\n');
    expect(contact).toMatch(/^You can reach the Lumivox team/);
    expect(overview).toBeUndefined();
  });
});

describe('retrieval, for what no intent names', () => {
  it.each([
    [
      'point of sale',
      /^Usually not\. We start by reviewing your current software.* \[More answers in our FAQ\]\(\/faq\)\.$/,
    ],
    ['milestone review', /^That's what our guarantee is for: .*\[More answers in our FAQ\]\(\/faq\)\.$/],
    [
      'reshaping',
      /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business: A Practical Guide\*\*\. .* \[Read it\]\(\/resources\/ai-reshaping-business\)\.$/,
    ],
    ['troubleshooting', /^We wrote a guide on that: \*\*Why Your Ads Aren't Working: A Troubleshooting Guide\*\*/],
    // A typo of six letters or more is forgiven; a word of four or more found by its start.
    [
      'analytcs',
      /^We bring your website, marketing and sales numbers together.* \[Analytics page\]\(\/services\/analytics\)\.$/,
    ],
    ['dash', /^We wrote a guide on that: \*\*Data-Driven Growth/],
    // Two letters are a word.
    ['ai', /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business/],
    ['keyword', /Details on the \[SEO page\]\(\/services\/seo\)\.$/],
    // A service's features, an article's headings, a possessive.
    ['link building', /Details on the \[SEO page\]\(\/services\/seo\)\.$/],
    ['team coordination', /\[Schedule Management page\]\(\/services\/schedule-management\)\.$/],
    ['pitfalls', /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business/],
    ['creep factor', /^We wrote a guide on that: \*\*The Smart Website Revolution/],
    ["ai's", /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business/],
    ["'pitfalls'", /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business/],
    ["''pitfalls''", /^We wrote a guide on that: \*\*How AI Is Reshaping Small Business/],
    // A six-letter typo is forgiven ("email" with a letter too many), a five-letter one is not (below).
    ['emaill', /Details on the \[Marketing page\]\(\/services\/marketing\)\.$/],
    // Each feature the spec lists is its own words: the first word of a later feature is found too.
    ['ux/ui', /Details on the \[Website Design page\]\(\/services\/website-design\)\.$/],
    ['visual', /Details on the \[Branding page\]\(\/services\/branding\)\.$/],
    ['multi-channel', /Details on the \[Customer Service page\]\(\/services\/customer-service\)\.$/],
    ['predictive', /Details on the \[Analytics page\]\(\/services\/analytics\)\.$/],
    // A quoted word that starts with an s: the quotes stripped, not an "'s" inside it.
    ["'social'", /Details on the \[Marketing page\]\(\/services\/marketing\)\.$/],
    ["'sales'", /Details on the \[Analytics page\]\(\/services\/analytics\)\.$/],
  ])('%j', (question, reply) => {
    expect(ask(question)).toMatch(reply);
  });

  // Words of three letters or fewer are not read as the start of a longer one; common words (the stop words) match
  // nothing; nor do a five-letter typo ("email", "media", "brand" mistyped), a single letter or digit (the Customer
  // Service page's "9 p.m. on a Sunday"), a word no page uses ("here": an FAQ's question and answer are its only
  // words), or a word without the apostrophe of a page's word ("well" is not "we'll", "dont" not "don't").
  it.each([
    'chatgpt',
    'the',
    "client's",
    'bakery',
    'das',
    'please tell',
    'something more',
    'lumivox help',
    'emaul',
    'mesia',
    'brsnd',
    '9',
    'p m',
    'here',
    'well',
    'dont',
  ])('%j: a weak or no match is not guessed at', (question) => {
    expect(ask(question)).toMatch(/^I don't have that information/);
  });
});

describe('the words each intent is recognised by', () => {
  it.each([
    [
      'price',
      ['what would it cost', 'your rate', 'your fee', 'do you charge', 'should i invest', 'I have 10k', 'under $5'],
    ],
    ['results', ['any result yet', 'until it work', 'when does it kick in', 'will i see difference']],
    ['timeline', ['the time line', 'the timeline', 'how quick', 'when will it be ready']],
    [
      'response',
      ['did you answer my email', 'did you answer a message', 'how quick do we hear', 'how soon do we hear from you'],
    ],
    [
      'location',
      [
        'do you work remote',
        'can we meet in-person',
        'with other state clients',
        'what timezone',
        'im in ohio',
        'were in ohio',
        'open saturday',
        'open sunday',
        'on the weekend',
      ],
    ],
    ['platform', ['woocommerce', 'which platform', 'an app', 'ecommerce', 'print', 'a photo', 'photo shoot']],
    ['process', ['the first step', 'the kickoff', 'whats next']],
    [
      'terms',
      [
        'a payment plan',
        'one payment',
        'pay up front',
        'can i lock in',
        'must i commit',
        'do i own it',
        'an installment',
      ],
    ],
    ['terms', ['month to month', 'month-to-month']],
    ['contact', ['email you', 'your email']],
    ['audit', ['a free check']],
    ['portfolio', ['an example', 'a sample', 'client you', 'work you done']],
    [
      'references',
      [
        'a reference',
        'a referee',
        'your referees',
        'can i talk to one of your past clients',
        'speak with a former client',
        'hear from your other customers',
        'clients i could call',
        'a client we could contact',
      ],
    ],
    ['guarantee', ['guaranteed', 'dont see results', 'if it doesnt', 'if it didnt']],
    [
      'industries',
      [
        'my sector',
        'a restaurant',
        'a cafe',
        'two cafés',
        'a dentist',
        'a lawyer',
        'a law firm',
        'a roofer',
        'a contractor',
        'a salon',
        'a gym',
        'a realtor',
        'a clinic',
        'a doctor',
        'a small business like mine',
        'what type of business',
        'what sort of business',
        'which kind of companies',
        'a nonprofit',
        'a non-profit',
        'a startup',
      ],
    ],
    ['team-time', ['how much staff', 'how much of our team']],
    [
      'replacing-tools',
      ['replace our tool', 'ditch our system', 'switch apps', 'replace our app', 'replace the program'],
    ],
    ['about', ['who are you']],
    ['support', ['after launch', 'after the site launches', 'any update after we finish']],
  ] as const)('%s', (intent, phrases) => {
    for (const phrase of phrases) expect(detectIntents(phrase), phrase).toContain(intent);
  });

  it.each([
    ['how soon will you contact me', ['response']],
    ['how quickly will you reply', ['response']],
    ['how long until it works', ['results']],
    ['what happens if it fails', ['guarantee']],
    ['no results', ['guarantee']],
    ['how much of my team time', ['team-time']],
    ['will i have to replace my apps', ['replacing-tools']],
    ['how long have you been in business', ['about']],
    ['can i talk to one of your past clients', ['references']],
    ['show me some references', ['references']],
  ])('%j is only %j: the narrower intent wins', (question, intents) => {
    expect(detectIntents(question)).toEqual(intents);
  });

  it.each([
    ['a web page', 'website-design'],
    ['a webpage', 'website-design'],
    ['a landing page', 'website-design'],
    ['my wesbite', 'website-design'],
    ['a homepage', 'website-design'],
    ['a 5 page site', 'website-design'],
    ['a 10-page thing', 'website-design'],
    ['a five page thing', 'website-design'],
    ['an ecommerce thing', 'website-design'],
    ['a brand', 'branding'],
    ['rank', 'seo'],
    ['search engine', 'seo'],
    ['an automation', 'crm'],
    ['followup emails', 'crm'],
    ['follow-up emails', 'crm'],
    ['a follow up', 'crm'],
    ['a workflow', 'crm'],
    ['a blog', 'marketing'],
    ['a blog post', 'marketing'],
    ['a campaign', 'marketing'],
    ['a newsletter', 'marketing'],
    ['a dashboard', 'analytics'],
    ['a kpi', 'analytics'],
    ['book online', 'schedule-management'],
    ['an appointment', 'schedule-management'],
    ['a calendar', 'schedule-management'],
    ['a reminder', 'schedule-management'],
    ['a no-show', 'schedule-management'],
  ])('%j names %s', (text, slug) => {
    expect(servicesIn(siteKnowledge.services, text).map((s) => s.slug)).toContain(slug);
  });

  it('google ads are marketing, not SEO; a service without a pattern is found by its title, in any case', () => {
    expect(servicesIn(siteKnowledge.services, 'google ads').map((s) => s.slug)).toEqual(['marketing']);
    const windows = { ...siteKnowledge.services[0]!, slug: 'window-cleaning', title: 'Window Cleaning' };
    expect(servicesIn([windows], 'how much is WINDOW cleaning')).toEqual([windows]);
    expect(servicesIn([windows], 'windows')).toEqual([]);
  });

  it.each([
    ['mobile app', 'native mobile apps for iOS or Android'],
    ['an app', 'native mobile apps for iOS or Android'],
    ['woocommerce', 'Magento or WooCommerce stores'],
    ['a photo', 'video production and photo shoots'],
    ['photo shoot', 'video production and photo shoots'],
    ['print', 'printing'],
  ])('%j is not offered: %s', (text, name) => {
    expect(notOfferedIn(text)).toEqual([name]);
  });

  it.each(['a recipe', 'a joke', 'sport score', 'sports scores', 'stock price'])('%j is out of scope', (question) => {
    expect(ask(question)).toMatch(/^I can only answer questions about Lumivox/);
  });

  it('greetings and thanks are whole messages', () => {
    for (const text of ['hi', 'Hello there!', 'hey!, there.', 'good evening', 'hi ', 'hello!!', 'Hello there!!'])
      expect(isGreeting(text), text).toBe(true);
    for (const text of ['oh hi', 'hi seo', 'hi there friend', 'hello there pricing'])
      expect(isGreeting(text), text).toBe(false);
    for (const text of ['thanks', 'great, that helps a lot!', 'ok']) expect(isThanks(text), text).toBe(true);
    for (const text of ['that is great', 'thanks'.padEnd(38, ' so much'), 'thanksgiving plans']) {
      expect(isThanks(text), text).toBe(false);
    }
  });

  it('"services" alone, or a question about them, lists them', () => {
    for (const text of [
      'services',
      'services?',
      'which of your services?',
      'services that you offer',
      'what do you offer',
    ])
      expect(asksForServices(text), text).toBe(true);
    for (const text of ['services??', 'my services', 'our services are great'])
      expect(asksForServices(text), text).toBe(false);
  });

  it.each([
    ['How much is SEO? And how long does it take', ['How much is SEO', 'how long does it take']],
    ['what about seo;; also branding!!', ['what about seo', 'also branding']],
    ['logo.  and a site', ['logo', 'and a site']],
    ['price and  how long', ['price', 'how long']],
    ['price and what', ['price', 'what']],
    ['v2.0 release', ['v2.0 release']],
    ['a? b', []],
  ])('%j splits into %j', (question, clauses) => {
    expect(clausesOf(question)).toEqual(clauses);
  });
});

describe('grounding a provider', () => {
  it('the system prompt: the rules, the contact facts, the services, what is not offered and the case studies, then the passages', () => {
    expect(buildSystemPrompt(siteKnowledge, ['First passage.', 'Second passage.']).split('\n')).toEqual([
      'You are the friendly support assistant on the website of Lumivox, a digital agency for small and',
      'mid-size businesses. Design, marketing and growth powered by AI, built for small and mid-size businesses.',
      'Answer only questions about the agency, its services and the facts below, in at most a few short paragraphs.',
      'Lead with the direct answer to each part of the question, then link the right page as a Markdown link to a site',
      'path, e.g. [SEO](/services/seo). Use only the facts below; never invent prices, figures, dates or promises.',
      'If something is not offered, say so plainly and suggest the contact form at /contact.',
      "If the facts do not answer a question (a tool or integration they do not name, a quote for the visitor's own",
      'business, anything else), say so plainly in one or two sentences; never claim experience the facts do not state.',
      "Then give what the facts do say that is relevant (e.g. where the nearest service's price starts, if cost is asked)",
      'and hand over to a person: the visitor can type their e-mail address in this chat (our team receives the',
      'conversation when they leave the page and replies), or use /get-started or the contact form at /contact.',
      "When you name a client or case study, link its case study page. There are no links to clients' live sites; each",
      'case study shows the pages we designed and what changed for the client.',
      'Contact: hello@lumivox.agency, phone or text (404) 555-0142; messages and project requests get a reply within',
      '24 hours, website audits within 48 hours. To start a project: /get-started.',
      'Services: Website Design (/services/website-design), Branding (/services/branding), SEO (/services/seo), CRM Automation (/services/crm), Marketing (/services/marketing), Customer Service (/services/customer-service), Analytics (/services/analytics), Schedule Management (/services/schedule-management).',
      'We do not offer: native mobile apps for iOS or Android; custom software or SaaS products; Magento or WooCommerce stores; video production and photo shoots; printing.',
      'Privacy: We keep what you send us through a form, and a chat only if you give us your e-mail in it: to answer you. No cookies, no advertising or analytics trackers on any page. We never sell your information or share it with anyone for their own use, and never use it to train AI models. Ask us and we delete everything we hold about you within 30 days. The full notice: /privacy.',
      'Lumivox is the trading name of Lumivox LLC, a limited liability company organized in Georgia, United States; the terms of service: /terms.',
      'Case studies: Ember & Oak Coffee Roasters, Website Design & Branding (/portfolio/ember-oak-coffee-roasters); Peak Form Fitness Studio, Complete Digital Transformation (/portfolio/peak-form-fitness-studio); Whitfield & Associates Law, Corporate Website & SEO (/portfolio/whitfield-associates-law); Azure Cove Pool & Resort, Luxury Hospitality Experience (/portfolio/azure-cove-pool-resort); GreenBlade Lawn Care, Brand Refresh & Local SEO (/portfolio/greenblade-lawn-care); Summit Ridge Roofing, Lead Generation Platform (/portfolio/summit-ridge-roofing).',
      '',
      '## Relevant facts',
      '- First passage.',
      '- Second passage.',
    ]);
  });

  it('passages: the service named, its answers, then the best documents, each once, at most six or the limit', () => {
    const passages = assistant.passages('how much is seo');
    expect(passages[0]).toMatch(
      /^SEO \(\/services\/seo\): We help customers find you .* Price: \$750–\$2,500 a month\. Local SEO for one location is at the low end; several locations or competitive markets at the high end\. Timeline: 3–6 months\. Technical fixes land in the first month; .*$/,
    );
    expect(passages[1]).toBe(ask('how much is seo'));
    expect(passages[2]).toMatch(/^SEO: Higher search rankings/);
    expect(passages.slice(2).every((p) => p.length <= 600)).toBe(true);
    expect(
      passages.some((p) => p.startsWith('How much budget do I need to get started?: Projects start at $1,000')),
    ).toBe(true);
    expect(passages.length).toBeLessThanOrEqual(6);
    expect(new Set(passages).size).toBe(passages.length);
    expect(assistant.passages('how much is seo', 2)).toEqual(passages.slice(0, 2));
    expect(assistant.passages('keyword research')[0]).toMatch(/^SEO: /);
  });

  it('the retrieval query: the last two visitor messages, and the earlier topic when neither names a service', () => {
    const user = (content: string) => ({ role: 'user' as const, content: ` ${content} ` });
    const bot = { role: 'assistant' as const, content: 'Website Design costs …' };
    expect(assistant.retrievalQuery([user('how much is seo?'), bot, user('and how long?')])).toBe(
      'how much is seo?\nand how long?',
    );
    expect(
      assistant.retrievalQuery([user('how much is seo?'), bot, user('how long?'), bot, user('and the cost?')]),
    ).toBe('how much is seo?\nhow long?\nand the cost?');
    expect(assistant.retrievalQuery([user('seo?'), user('a logo?'), user('how long?'), user('and the cost?')])).toBe(
      'a logo?\nhow long?\nand the cost?',
    );
    // The latest earlier topic, however far back.
    expect(
      assistant.retrievalQuery([
        user('seo?'),
        user('hello'),
        user('a logo?'),
        user('how long?'),
        user('and the cost?'),
      ]),
    ).toBe('a logo?\nhow long?\nand the cost?');
    // The last two name a service: no earlier topic is added.
    expect(assistant.retrievalQuery([user('a logo?'), user('how much is seo?'), user('and how long?')])).toBe(
      'how much is seo?\nand how long?',
    );
    expect(assistant.retrievalQuery([user('hello'), user('how long?'), user('and the cost?')])).toBe(
      'how long?\nand the cost?',
    );
    expect(assistant.retrievalQuery([user('the weather'), user('a logo?'), user('and the cost?')])).toBe(
      'a logo?\nand the cost?',
    );
  });
});

// The buyer's review r22: a roofer who described the business first ("a roofing company in Georgia") and then asked
// what a website would cost was answered where we are and whom we work with before the price.
describe('a question after the visitor has described the business', () => {
  it('answers what was asked first: the price and the time, then where we work and whom with', () => {
    const parts = ask(
      "We're a roofing company in Georgia with 40 staff. We need a website with a quote form. What would it cost and how long would it take?",
    ).split('\n\n');
    expect(parts[0]).toMatch(/^Website Design typically costs \$4,000–\$15,000/);
    expect(parts[1]).toMatch(/^Website Design usually takes 4–6 weeks/);
    expect(parts.slice(2).join('\n\n')).toMatch(/Atlanta, Georgia/);
    expect(parts.slice(2).join('\n\n')).toMatch(/home services/);
  });

  it('in one sentence too', () => {
    const parts = ask('roofing company in Georgia, 40 staff, website with a quote form: cost and time?').split('\n\n');
    expect(parts[0]).toMatch(/^Website Design typically costs \$4,000–\$15,000/);
    expect(parts.at(-2)).toMatch(/^We work with small and mid-size businesses/);
    // Then, as the visitor describes a project of their own, the project request (the spec's reply promise, §9).
    expect(parts.at(-1)).toMatch(/\]\(\/get-started\).* 24 hours\.$/);
  });
});

// The privacy notice (/privacy) in the chat: "what do you do with my personal data?" was answered with the Analytics
// service (its words "data" and "tracking"), and "do you use cookies?" with "I don't have that information".
describe('privacy questions', () => {
  it.each([
    'What do you do with my personal data?',
    'Do you use cookies?',
    'Is my information safe with you?',
    // The buyer's review r27: answered with every service's timeline.
    'If I type my details into this chat, who sees them and how long do you keep them?',
    // r27b: both answered with how a project runs.
    'What happens to my data if I type it into this chat?',
    'If we send you our patient booking data, what happens to that data? Is it used to train AI?',
    'Is this chat private?',
    'Do you train AI on my data?',
    'Does this site track me?',
    'Cookies?',
  ])('%s: what the site keeps, no trackers, never sold, and the notice', (q) => {
    const reply = ask(q);
    expect(reply).toContain('[privacy notice](/privacy)');
    expect(reply).toMatch(/no cookies/i);
    expect(reply).toMatch(/never sell/i);
    expect(reply).not.toContain('/services/analytics');
  });

  it('"will you sell my e-mail address?" is about what happens to it, not how to reach us', () => {
    const reply = ask('Will you sell my email address?');
    expect(reply).toMatch(/never sell/i);
    expect(reply).not.toContain('(404) 555-0142');
  });

  // A word of the notice's in a question about the visitor's business is not a privacy question: the bare words
  // "private", "cookies", "tracking visitors" and "train an AI" once added the notice to the answer (or gave only it).
  it.each([
    ['We run a private clinic, how much is SEO?', '$750'],
    ["We're a bakery that sells cookies, can you build us a website?", '/services/website-design'],
    ['Can you train an AI chatbot on our FAQ?', '/services/customer-service'],
    ['We want to start tracking visitors on our website', '/services/analytics'],
  ])('%s: answered about the business, without the notice', (q, answer) => {
    const reply = ask(q);
    expect(reply).toContain(answer);
    expect(reply).not.toContain('/privacy');
    expect(reply).not.toMatch(/never sell/i);
  });

  // The same for the commercial terms: "I own a bakery" and "our payments page" once added every contract term.
  it.each([
    ['I own a bakery in Decatur, how much would a website cost?', '$4,000'],
    ['Our payments page is broken, can you fix it?', '](/contact)'],
  ])('%s: no contract terms', (q, answer) => {
    const reply = ask(q);
    expect(reply).toContain(answer);
    expect(reply).not.toContain('50% to start');
  });

  // And how to reach us, or how a project runs: the words of a service question once replaced its answer with our
  // phone number or our five steps (a read-through, session 29).
  it.each([
    ['We need a contact form on our website', '/services/website-design'],
    ["We're a human resources consultancy, do you do branding?", '/services/branding'],
    ['Our booking process is a mess, can you help?', '/services/schedule-management'],
    ['We want customers to talk to a real person on chat', '/services/customer-service'],
  ])('%s: the service, not our phone number or our process', (q, page) => {
    const reply = ask(q);
    expect(reply).toContain(page);
    expect(reply).not.toContain('(404) 555-0142');
    expect(reply).not.toContain('Here is how a project runs');
  });

  it.each([
    ['We want our customers to get started booking online', '/services/schedule-management'],
    ['Our staff time is wasted on answering the same emails', '/services/customer-service'],
  ])('%s: the service, not how to start a project or how much of your time it takes', (q, page) => {
    const reply = ask(q);
    expect(reply).toContain(page);
    expect(reply).not.toContain('/get-started');
    expect(reply).not.toMatch(/kickoff call/i);
  });

  it('"how much of my staff time will this take?" is the hours of the team, not the weeks of every service', () => {
    const reply = ask('How much of my staff time will this take?');
    expect(reply).toMatch(/kickoff call/i);
    expect(reply).not.toContain('Typical timelines');
  });

  // r28b: "I don't have that information", where the site sells support assistants that take the routine questions.
  // r29's probe: "drowning in phone calls" got "I don't have that information".
  it.each([
    'We get too many phone calls, can AI answer them?',
    'We get too many phone calls, can you help?',
    'Our receptionist is drowning in phone calls, what would you suggest?',
    "We can't keep up with the phones",
  ])('%s: Customer Service, not our number', (q) => {
    const reply = ask(q);
    expect(reply).toContain('/services/customer-service');
    expect(reply).not.toContain('(404) 555-0142');
  });

  // r29b: "drowning in phone calls" got the service's blurb. The answer speaks to the calls in the Customer Service
  // page's own words (what the visitor reads there), says it answers in writing, and names a client it answers for.
  it.each([
    'Our receptionist is drowning in phone calls, what would you suggest?',
    "We can't keep up with the phones",
    'We get too many phone calls, can AI answer them?',
  ])('%s: what the page says of such calls, where it answers, and a client', (q) => {
    const reply = ask(q);
    const benefits = customerServicePage.sections.find((section) => section.id === 'benefits')!;
    for (const title of ['Answers in seconds', 'A lighter load for your team']) {
      const item = benefits.items.find((i) => i.title === title)!;
      expect(reply).toContain(item.description.replace(/\.$/, ''));
    }
    expect(reply).toMatch(/\bin writing\b.*\bemail and text message\b/);
    expect(reply).toMatch(/\bbooking and rescheduling inside the conversation\b/);
    expect(reply).toContain('[Peak Form Fitness Studio](/portfolio/peak-form-fitness-studio)');
    expect(reply).not.toContain('It covers Chatbot Development');
  });

  it('asked about the service itself, not calls, the answer is its overview', () => {
    expect(ask('What does your customer service offer?')).toContain('It covers Chatbot Development');
  });

  it("a question about using the visitor's own data is still Analytics", () => {
    expect(detectIntents('Can you build dashboards from our sales data?')).not.toContain('privacy');
    expect(ask('Can you build dashboards from our sales data?')).toContain('/services/analytics');
  });
});

// The buyer's reviews r27, r27b: no legal name, no terms, and "is it used to train AI?" unanswered.
it.each([
  ["What is your company's legal name?", 'Lumivox LLC'],
  ['Do you have terms of service?', '[terms of service](/terms)'],
  ['Is my data used to train AI?', 'never use it to train AI models'],
])('%s', (q, answer) => {
  expect(ask(q)).toContain(answer);
});

// The buyer's review r28: "guarantee #1 on Google" got "That's what our guarantee is for", the training question the
// privacy summary with its answer third, the legal name and registered address the studio's facts, and "what is your
// address?" a line of the SEO page.
describe('the buyer r28’s questions', () => {
  it('no ranking is promised; the guarantee is said for what it is', () => {
    const reply = ask('Can you guarantee we will rank #1 on Google?');
    expect(reply).toMatch(/^No one can honestly promise a ranking/);
    expect(reply).toContain("you don't pay");
    expect(reply).not.toContain("That's what our guarantee is for");
  });

  it.each(['Can you guarantee #1 on Google?', 'do you guarantee first page results?'])('%s: no', (q) => {
    expect(ask(q)).toMatch(/^No one can honestly promise a ranking/);
  });

  it('more leads from a baseline is what the guarantee covers: no refusal', () => {
    expect(ask('Can you guarantee 50 more leads a month?')).toMatch(/^That's what our guarantee is for: /);
  });

  it('"is my data used to train AI?" is answered first', () => {
    expect(ask('Is my data used to train AI?')).toMatch(/^No\. [^.]*never use it to train AI models\./);
  });

  it('the legal name and where to get the registered address, not the studio’s facts', () => {
    const reply = ask("What is your company's full legal name and registered address?");
    expect(reply).toContain('Lumivox LLC, a limited liability company organized in Georgia');
    expect(reply).toContain('hello@lumivox.agency');
    expect(reply).not.toContain('Maya Okafor');
  });

  it.each([
    ["we're an LLC, can you help with branding?", '/services/branding'],
    ['we need a new company name and logo', '/services/branding'],
  ])('%s: the visitor’s company, not ours', (q, page) => {
    const reply = ask(q);
    expect(reply).toContain(page);
    expect(reply).not.toContain('trading name');
  });

  it('"can you update the address on our Google listing?" is SEO, not where we are', () => {
    const reply = ask('We moved: can you update the address on our Google listing?');
    expect(reply).toContain('/services/seo');
    expect(reply).not.toContain('Our office hours');
  });

  it('"what is your address?" is where we are', () => {
    const reply = ask('what is your address?');
    expect(reply).toContain('Atlanta, Georgia');
    expect(reply).not.toContain('/services/seo');
  });
});

it('"who exactly would work on my project?" names the team from /about (r27b: "I don\'t have that information")', () => {
  const reply = ask('Who exactly would work on my project, and can I see your team on LinkedIn?');
  expect(reply).toContain('Maya Okafor');
  expect(reply).toContain('](/about)');
  expect(reply).not.toMatch(/don't have that information/);
});
