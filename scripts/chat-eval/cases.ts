// The assistant's evaluation set: questions as visitors type them (typos, casual phrasing, two parts), each with
// the facts its answer must hold and the claims it must not make. Written by hand from what an agency would tell a
// caller, deliberately NOT imported from content/: a wrong or missing fact in the knowledge fails a case.
export interface EvalCase {
  q: string;
  /** Every one must appear in the answer (a string case-insensitively, or a pattern). */
  must: (string | RegExp)[];
  /** None may appear. */
  mustNot?: (string | RegExp)[];
}

const contactForm = '](/contact)';
const noInventedYes = /\byes\b/i;
/** A second "Details on …" or "More on …": paragraphs stitched together, each with its own pointer. */
const aSecondPointer = /(?:Details|More) on[\s\S]*(?:Details|More) on/;

export const evalCases: EvalCase[] = [
  // Price
  { q: 'How much does a new website cost?', must: ['$4,000', '$15,000', '](/services/website-design)'] },
  { q: 'ballpark for a basic 5 page site?', must: ['$4,000–$6,000'] },
  { q: 'how much r u guys for seo', must: ['$750', 'a month', '](/services/seo)'] },
  { q: 'whats the price of a logo', must: ['$2,500', '](/services/branding)'] },
  { q: 'Rough cost to set up a CRM for my team?', must: ['$2,000', '$7,500'] },
  { q: 'is social media marketing expensive? what do you charge per month', must: ['$1,000', '$4,000', /ad spend/i] },
  { q: 'How much is the AI chatbot thing', must: ['$1,500', '$5,000', /\$200.*\$600/] },
  { q: 'pricing for dashboards / analytics?', must: ['$1,500', '$6,000'] },
  { q: 'what would online booking setup run me', must: ['$1,000', '$3,500'] },
  { q: 'Do you have a price list?', must: ['$4,000', '$750', /quote/i] },
  { q: 'I only have like 3k, can you still help?', must: [/quote/i, /consultation/i] },
  { q: 'Do I pay for the ads on top of your fee?', must: [/ad spend/i] },
  { q: 'how much is a website care plan per month after launch', must: ['$150', '$400'] },
  // Timeline
  { q: 'How long does a 5-page site take?', must: ['4–6 weeks'] },
  { q: 'how long for a logo?', must: ['3–6 weeks'] },
  { q: 'How fast can u get online booking up and running', must: ['1–3 weeks'] },
  { q: "what's the turnaround on an online store", must: ['8–12 weeks'] },
  { q: 'how soon could my chatbot be live', must: ['2–4 weeks'] },
  { q: 'When will I start seeing results?', must: ['30-60 days'] },
  { q: 'how long until seo actually works', must: ['3–6 months'], mustNot: ['4–6 weeks'] },
  // Two-part questions
  { q: 'How much is SEO and how long until it works?', must: ['$750', '3–6 months'] },
  { q: 'how much for a website and how long will it take?', must: ['$4,000', '4–6 weeks'] },
  { q: 'Price for branding? Also how long does it take', must: ['$2,500', '3–6 weeks'] },
  { q: 'do you build shopify stores and what does that cost', must: [/yes/i, 'Shopify', '$15,000'] },
  { q: 'Are you in Atlanta? and how quickly do you reply', must: ['Atlanta', '24 hours'] },
  { q: 'can i see some of your work and do you have a guarantee', must: ['](/portfolio)', '](/guaranteed-growth)'] },
  { q: 'how much does a crm cost and do you work with hubspot?', must: ['$2,000', 'HubSpot'] },
  // Location
  { q: 'Do you work outside Atlanta?', must: [/remote/i, /United States/i] },
  { q: 'where r u located', must: ['Atlanta'] },
  { q: "I'm in Denver, can we still work together?", must: [/remote/i] },
  { q: 'can we meet in person?', must: [/in person/i, /Atlanta/] },
  { q: 'what time zone are you in / office hours?', must: ['Eastern'] },
  // Platforms and what is not offered
  { q: 'Do you build Shopify stores?', must: [/yes/i, 'Shopify'] },
  { q: 'can you do wordpress', must: [/yes/i, 'WordPress'] },
  { q: 'do you make iphone apps', must: [/\bno\b|don't/i, contactForm], mustNot: [noInventedYes] },
  {
    q: 'We use Wix right now, can you redesign it on Wix?',
    must: [/isn't|don't|not/i, 'Wix'],
    mustNot: [/yes, we work with wix/i],
  },
  { q: 'Do you do magento?', must: [/don't|no\b/i, contactForm] },
  { q: 'could you shoot a promo video for us', must: [/don't/i, contactForm], mustNot: [noInventedYes] },
  { q: 'which platforms do you build on?', must: ['WordPress', 'Webflow', 'Shopify'] },
  { q: 'Can you build us custom software, like a SaaS app?', must: [/don't/i] },
  // Response times and contact
  { q: 'How quickly will you reply?', must: ['24 hours'] },
  { q: 'if i request an audit how long till i get it', must: ['48 hours'] },
  { q: "what's your phone number", must: ['(404) 555-0142'] },
  { q: 'can I talk to a real person?', must: ['hello@lumivox.agency', contactForm] },
  // Audit
  { q: 'Is the website audit free?', must: [/free/i, '48 hours', '](/services/website-design)'] },
  // Portfolio
  { q: 'Can I see your work?', must: ['](/portfolio)'] },
  { q: 'got any examples of sites you built?', must: ['](/portfolio)', 'Ember & Oak'] },
  // Process and terms
  { q: "what's your process like?", must: [/consultation/i, /proposal/i, /launch/i] },
  { q: 'what happens after I send the project form', must: [/proposal/i, '24 hours'] },
  { q: 'do I have to sign a long contract?', must: [/month to month/i, '30 days'] },
  { q: 'Do you want money upfront?', must: ['50%'] },
  { q: 'who owns the website when its done', must: [/you own/i] },
  { q: 'can i cancel my seo any time?', must: [/cancel/i, '30 days'] },
  // Guarantee and support
  { q: "what happens if it doesn't work?", must: [/don't pay/i, '](/guaranteed-growth)'] },
  { q: 'is there a money back guarantee', must: ['](/guaranteed-growth)'] },
  { q: 'do you help after the site launches?', must: [/support/i, '30 days'] },
  // Privacy (the privacy notice, /privacy): what happens to what a visitor types; "our data" for dashboards is Analytics.
  {
    q: 'What do you do with my personal data?',
    must: ['](/privacy)', /never sell/i],
    mustNot: ['](/services/analytics)'],
  },
  { q: 'do you use cookies?', must: [/no cookies/i, '](/privacy)'] },
  { q: 'What happens to my data if I type it into this chat?', must: ['](/privacy)'], mustNot: [/consultation/i] },
  { q: 'who exactly would work on my project?', must: ['Maya Okafor', '](/about)'] },
  {
    q: 'If I type my details into this chat, who sees them and how long do you keep them?',
    must: ['](/privacy)', /30 days/],
    mustNot: ['Typical timelines', '555-0142'],
  },
  { q: 'will you sell my email address to anyone?', must: [/never sell/i, '](/privacy)'], mustNot: ['555-0142'] },
  { q: 'Can you build dashboards from our sales data?', must: ['](/services/analytics)'], mustNot: ['](/privacy)'] },
  // The notice's words in a question about the visitor's business.
  { q: 'We run a private clinic, how much is SEO?', must: ['$750'], mustNot: ['](/privacy)', /never sell/i] },
  {
    q: "We're a bakery that sells cookies, can you build us a website?",
    must: ['](/services/website-design)'],
    mustNot: ['](/privacy)'],
  },
  { q: 'Is this chat private?', must: ['](/privacy)'] },
  { q: 'I own a bakery in Decatur, how much would a website cost?', must: ['$4,000'], mustNot: ['50% to start'] },
  { q: 'We need a contact form on our website', must: ['](/services/website-design)'], mustNot: ['555-0142'] },
  {
    q: 'Our booking process is a mess, can you help?',
    must: ['](/services/schedule-management)'],
    mustNot: [/consultation/i],
  },
  { q: 'is what I type here used to train AI?', must: [/never use it to train AI/i, '](/privacy)'] },
  { q: 'do you have terms of service?', must: ['](/terms)', '50%'] },
  { q: 'what is the legal name of your company?', must: ['Lumivox LLC'] },
  {
    q: 'Can you guarantee we will rank #1 on Google?',
    must: [/no one can honestly promise/i],
    mustNot: ["That's what"],
  },
  { q: 'what is your address?', must: ['Atlanta'], mustNot: ['](/services/seo)'] },
  { q: 'will my project be outsourced?', must: [/nothing is handed/i, '](/about)'] },
  // Industries
  { q: 'Do you work with restaurants?', must: [/restaurants/i] },
  { q: 'what kind of businesses do you usually work with', must: [/home services/i, /law firms/i] },
  { q: 'I run a dental office, is that something you do?', must: [/dental/i] },
  // Services
  { q: 'what services do you offer', must: ['Website Design', 'SEO', 'Schedule Management'] },
  { q: 'Can you help me get more reviews on google and rank higher?', must: ['](/services/seo)'] },
  { q: 'I need a new logo', must: ['](/services/branding)'] },
  { q: 'can you automate our follow up emails to leads', must: ['](/services/crm)'] },
  // Articles / FAQ
  { q: 'do I need to be techy to use AI stuff?', must: [/not at all|plain language/i] },
  { q: 'will I have to ditch the software we already use?', must: [/usually not/i] },
  { q: 'How much of my staff time will this take?', must: [/kickoff call/i], mustNot: ['Typical timelines'] },
  // More casual ones
  { q: "Hey, how pricey is branding? we're a small bakery", must: ['$2,500', '$8,000'] },
  { q: 'whats the cheapest option you have', must: ['$1,000', /quote/i] },
  { q: 'do you guys do google ads', must: ['](/services/marketing)'] },
  { q: 'do you offer payment plans', must: ['50%'] },
  { q: 'what is your refund policy', must: [/don't pay/i, '](/guaranteed-growth)'] },
  { q: 'who are you guys', must: ['Atlanta', '](/about)'] },
  { q: 'When can you start?', must: [/proposal/i, '24 hours'] },
  { q: 'do you do squarespace sites and how long do they take', must: [/yes/i, 'Squarespace', '4–6 weeks'] },
  { q: 'I need help with instagram, how much per month?', must: ['$1,000–$4,000 a month'] },
  { q: 'is seo worth it for a plumber', must: [/home services/i, '](/services/seo)'] },
  { q: 'are you open on saturdays', must: ['Monday to Friday'] },
  { q: 'can you write blog posts for us', must: ['](/services/marketing)'] },
  // Not in the facts: say so and hand over to a person, never guess
  { q: 'do you sign NDAs', must: [contactForm], mustNot: [noInventedYes] },
  { q: 'how many revisions do i get', must: [contactForm], mustNot: [/\b\d+ revisions?\b/i, /unlimited/i] },
  // Issue #32: what the site does not say (a tool it never names, a quote for the visitor's own business) is said
  // plainly, with what is known and a person to follow up; iOS apps and refunds the site does answer.
  {
    q: "We're a 40-person HVAC company using ServiceTitan, what would it cost?",
    must: [/can't|cannot|don't know|not sure/i, 'ServiceTitan', '$4,000', /e-mail/i, '](/get-started)'],
    mustNot: [/\byes\b/i, /experience/i, /restaurants/i, /real estate/i, '$2,500–$8,000'],
  },
  {
    q: 'do you integrate with Salesforce?',
    must: [/can't confirm|cannot confirm|don't know|not sure/i, 'HubSpot', /e-mail/i],
    mustNot: [/^yes/i, /isn't a platform/i],
  },
  {
    q: 'we use QuickBooks, can you connect to it?',
    must: [/can't confirm|cannot confirm|don't know|not sure/i, /e-mail/i],
    mustNot: [/^yes/i],
  },
  {
    q: 'how much would it cost for our 12-person dental practice?',
    must: [/quote/i, '$4,000', '](/get-started)'],
    mustNot: [/real estate/i, /restaurants/i],
  },
  { q: 'can you build an iOS app?', must: [/don't offer|\bno\b/i, contactForm], mustNot: [noInventedYes] },
  { q: "what's your refund policy?", must: [/don't pay/i, '](/guaranteed-growth)', /e-mail|contact form/i] },
  // Issue #32: the work it names links to each case study; there are no live client sites to send.
  {
    q: 'show me a live site',
    must: ['](/portfolio/ember-oak-coffee-roasters)', '](/portfolio/summit-ridge-roofing)', /pages we designed/i],
    mustNot: [/^yes/i, /\]\(https?:/],
  },
  {
    q: 'examples of your work',
    must: ['](/portfolio/peak-form-fitness-studio)', '](/portfolio/whitfield-associates-law)'],
  },
  { q: 'do you work with roofers?', must: ['](/portfolio/summit-ridge-roofing)'] },
  // The buyer's review (session 25): the studio from /about, templates, tools named and not named.
  { q: 'how many people work at Lumivox?', must: ['7 people', '](/about)'], mustNot: [/marketing page/i] },
  { q: 'who works there?', must: ['Maya Okafor', 'Lead Developer'] },
  { q: 'when were you founded', must: ['2019'] },
  { q: 'do you use templates?', must: [/not a recycled template/i, '](/services/website-design)'] },
  { q: 'we use Google Calendar', must: ['](/services/schedule-management)'], mustNot: ['](/services/seo)'] },
  { q: 'do you sync with outlook', must: [/Outlook/, '](/services/schedule-management)'] },
  { q: 'we use calendly', must: [/can't confirm|cannot confirm|don't know|not sure/i, /e-mail/i], mustNot: [/^yes/i] },
  { q: 'we use acuity', must: [/can't confirm|cannot confirm|don't know|not sure/i, /e-mail/i], mustNot: [/^yes/i] },
  // The buyer's review of the two-part answer: one answer (one pointer at most), not the 5-page site's figures for a
  // bigger one, and a person to quote a project of the visitor's own (/get-started, a reply within 24 hours).
  {
    q: 'We need a 20-page website with online booking — how much would that cost and how long would it take?',
    must: [
      '$4,000–$15,000',
      '8–12 weeks',
      '$1,000–$3,500',
      '1–3 weeks',
      /consultation/i,
      '](/get-started)',
      '24 hours',
    ],
    mustNot: ['$4,000–$6,000', '4–6 weeks', aSecondPointer],
  },
  {
    q: 'how much would a 20 page site cost',
    must: ['$4,000–$15,000', /5-page/, /quote/i, '](/get-started)'],
    mustNot: ['$4,000–$6,000'],
  },
  { q: 'ballpark number in dollars for a 20-page site?', must: ['$4,000–$15,000'], mustNot: ['$4,000–$6,000'] },
  {
    q: 'What would an e-commerce site with 200 products cost?',
    must: [/quote/i, '](/get-started)'],
    mustNot: ['$4,000–$6,000'],
  },
  { q: 'We need a 5-page website for our bakery, how much?', must: ['$4,000–$6,000', '](/get-started)'] },
  {
    q: 'How much does branding cost and how long does it take?',
    must: ['$2,500', '3–6 weeks', '](/services/branding)'],
    mustNot: [aSecondPointer, '](/get-started)'],
  },
  { q: 'what are your hours?', must: ['Monday to Friday'], mustNot: ['](/get-started)'] },
  // Out of scope: no invented answer, point to a person
  { q: "what's the weather in atlanta tomorrow", must: [contactForm], mustNot: [/°|sunny|rain/i] },
  { q: 'can you fix my car', must: [contactForm], mustNot: [noInventedYes] },
];
