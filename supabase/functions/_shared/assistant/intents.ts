// What a visitor's question asks, as the built-in assistant (../assistant.ts) recognises it: the intents and services
// it names, typos included, the things we do not offer, and the clauses a multi-part question splits into. These
// patterns are retrieval vocabulary, not site copy; the answers' wording is in answers.ts.
import type { SiteKnowledge } from '../knowledge.ts';

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
  | 'references'
  | 'guarantee'
  | 'privacy'
  | 'industries'
  | 'support'
  | 'ai-knowledge'
  | 'team-time'
  | 'replacing-tools'
  | 'studio'
  | 'company'
  | 'custom-design'
  | 'about'
  | 'overview';

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
    // "how long will it take", "will a site take 6 weeks"; not "do you take payments by card" (the review r29 probe).
    /\bhow long\b|\btime ?line|\bturn ?around|\bhow (fast|quick(ly)?|soon)\b|\bhow many (weeks|days|months)\b|\b(it|that|this|they|you|project|site|website|one)\s+(take|takes|taking)\b(?! (on|payments?|cards?|bookings?|orders?|calls?)\b)|\b(take|takes|taking)\b[^.?!]{0,30}\b(weeks?|months?|days?|long|time)\b|\b(weeks?|months?|days?|time)\b[^.?!]{0,30}\b(take|takes)\b|\bdeadline|\bready by\b|\bwhen (can|will|could|would)\b.*\b(ready|done|live|launch|finished)\b/i,
  ],
  [
    'response',
    /\b(reply|replies|respond|response|get back|hear back|answer (my|an?) (e-?mail|message))\b|\bhow (fast|quick(ly)?|soon|long)\b.*\b(reply|respond|hear|get back|contact)\b/i,
  ],
  [
    'location',
    /\b(located|location|based|your (office |studio |street |mailing |physical )?address|atlanta|georgia|remote(ly)?|in[- ]person|office|near me|outside|other (states?|cities|countries)|anywhere|nationwide|time ?zone|come to|meet (up|in person|you)|where are you|where r u|which city|what city|out of state|across the (us|country)|still work|work together|i'?m (in|from)|we'?re (in|from)|different state|(office|business|opening|your|what|which) hours|hours of operation|when are (you|u) open|open on|saturdays?|sundays?|weekends?)\b/i,
  ],
  [
    'platform',
    /\b(wordpress|word press|webflow|shopify|squarespace|wix|woo ?commerce|magento|hubspot|zoho|pipedrive|platforms?|cms|apps?|ios|android|iphone|e-?commerce|online (store|shop)|custom software|saas|print(ing)?|video(s| production)?|photo(s|graphy| shoots?)?)\b/i,
  ],
  [
    // How a project with us runs; not the visitor's own process ("our booking process is a mess").
    'process',
    /\b((your|the) (design |project |working |work |onboarding )?process|process (like|look like|works?)|how (do|does) (the|your) process|(first|next|the|what are the|your) steps?|step[- ]by[- ]step|how does (it|this|that) work|how do you work|what happens (next|after|when (i|we))|onboarding|kick-?off|what to expect|what'?s next|after i (submit|send|fill)|when (can|could|would) (you|u|we) (start|begin))\b/i,
  ],
  [
    // The commercial terms; not the same words about the visitor's business ("I own a bakery", "our payments page").
    'terms',
    /\b(contract|terms|deposit|payment (plans?|terms|schedule|options)|(one|single|monthly|first|final|last|two) payments?|financing|pay (up ?front|upfront|in advance|half|in installments|monthly|in full)|(how|when) (do|does|would|will|should) (i|we) pay|up ?front|cancel(lation)?|lock(ed)? in|commit(ment)?|who owns|(do|will|would|does) (i|we) (get to )?own|own (the|my|our) (site|website|domain|code|content|logo|design|accounts?)|ownership|how (do|will) you invoice|installments?|retainer|month[- ]to[- ]month|pay (you|lumivox|your invoices?)|invoices?)\b/i,
  ],
  [
    // Asking how to reach us; not the words of a service question ("too many phone calls", "a contact form on our
    // site", "a human resources firm", "customers who want to talk to a person").
    'contact',
    /\b(contact (you|u|the team|your team|someone|somebody|a person|lumivox|us)|(how|where) (do|can|could) (i|we) contact|contact (details|info(rmation)?|number)|your contact|(?<!\S[\s\S]*)contact(?=\W*$)|e-?mail (address|you)|(your|the|a) phone number|phone (you|u|number)|by phone|on the phone with|(call|phone) (you|u|someone|somebody)|reach (you|someone|a person)|(talk|speak) (to|with) (you|u|someone|somebody|a (person|human|real person)|an? (actual|real) (person|human)|your team|an? (expert|designer|developer|strategist))|(a|an) (human|real person)(?! resources)|human being|your (e-?mail|number)|get in touch)\b/i,
  ],
  ['start', /\b(get started|start (a|my|the) project|hire (you|u)|work with (you|u)|sign up|next step|book a call)\b/i],
  ['audit', /\baudit\b|\bfree (review|check(up)?|analysis)\b/i],
  [
    'portfolio',
    /\b(portfolio|examples?|past work|live (web ?)?sites?|your work|previous work|case stud(y|ies)|samples?|show me|clients? you|work you('ve)? done|projects you)\b/i,
  ],
  [
    'references',
    /\b(references?|referees?|(call|talk to|speak (to|with)|contact|reach|hear from) (a |one of )?(your )?(past|former|previous|existing|current|real|other) (clients?|customers)|(clients?|customers) (i|we) (could|can|might) (call|talk to|speak (to|with)|contact))\b/i,
  ],
  [
    'guarantee',
    // Also asked without the word: "do I pay anything if you miss the agreed results?" (the buyer's review r25).
    /\b(guarantee[ds]?|gaurantee|refund|money back|no results|don'?t (see|get) results|if it (fails|doesn'?t|does not|didn'?t)|(do|will|would|should) (i|we) (still )?(have to )?pay( anything| at all| for it)? (if|when)|(miss|fail to (hit|meet|reach|deliver)|(don'?t|do not|doesn'?t|can'?t) (hit|meet|reach|deliver)) (the |our |my |your |those |these )?(agreed |promised |target )?(results?|targets?|goals?|metrics|numbers|kpis?)|what if (you|it|the (site|campaign|project)) (don'?t|doesn'?t|does not|do not|fails?|can'?t) (work|deliver))\b/i,
  ],
  [
    // What happens to what a visitor types (the privacy notice); not "how can we use our data" (Analytics), nor the
    // words in a question about the visitor's business: a private clinic, a bakery's cookies, tracking the visitors
    // of their own site, an AI trained on their FAQ.
    'privacy',
    /\b(privacy|personal (data|information|info|details)|gdpr|ccpa|data protection|(is|are) (it|this|that|everything|(this|the|my|our) (chat|conversation|data|information|info|details|messages?|transcripts?|e-?mails?|e-?mail address|numbers?)) (kept |stay(ing)? )?(private|confidential)|(keep|kept|stays?) (it|this|them|that|everything|(my|our|the) [a-z]+) (private|confidential)|(use|uses|using|set|sets|setting|store|stores|drop|drops|place|any|third[- ]party|tracking|accept|without) cookies|cookies? (policy|banner|consent|notice|settings)|(?<!\S[\s\S]*)cookies?(?=\W*$)|what (do|will|would) (you|u) do with (my|our|the) (data|information|info|details|e-?mails?)|(is|are) (my|our) (personal )?(data|information|info|details) (safe|secure|private|protected)|(sell|share|store|keep|delete|protect|handle)\b.{0,20}\b(my|our) (personal )?(data|information|info|details|e-?mails?|e-?mail address(es)?|numbers?)|(are|do|does|will|is) (you|u|the site|this site|this chat|it) (be )?track(ing)? (me|us|my|our|visitors|users|what)|track(ing|s)? me\b|what happens to (my|our|the|that|this|their) (personal |customer |patient |booking )*(data|information|info|details)|(used|use (it|them|that|my data|our data)) to train|train(s|ing|ed)? (an? |your |the |its |their )?(ai|models?|llms?) (on|with) (my|our|this|these|the|what (i|we) (type|write|send))( [a-z]+)? (data|information|info|details|chats?|conversations?|messages?|transcripts?)|who (sees|reads|gets|has access to) (them|it|my|our|what i)|how long (do|will|would) (you|u) keep (them|it|my|our|this|that|the (data|information|details|chat|conversation|transcript)))\b/i,
  ],
  [
    'industries',
    /\b(industr(y|ies)|niche|sectors?|restaurants?|caf[eé]s?|dentists?|dental|lawyers?|law firms?|roof(ers?|ing)|plumb(ers?|ing)|hvac|contractors?|salons?|gyms?|fitness|real estate|realtors?|medical|clinics?|doctors?|retail|small business(es)? like|(types?|kinds?|sorts?) of (business(es)?|companies|clients)|my business type|non-?profits?|charit(y|ies)|startups?|churches)\b/i,
  ],
  [
    'ai-knowledge',
    /\b(tech(y|ie|-savvy| savvy)|technical|know (anything|much) about ai|understand ai|ai experience)\b/i,
  ],
  // How much of the visitor's team a project takes; not "our staff time is wasted on e-mails" (a service question).
  [
    'team-time',
    /\b(how much (of )?(my |our )?(staff|team)|(my|our|staff|team)('s)? time (will|would|does|do|is) (it|this|that|you) (take|need)|(take|need|require)s? (of |from )?(my|our) (staff|team)('s)? time|time commitment|how involved)\b/i,
  ],
  [
    'replacing-tools',
    /\b(replace|ditch|switch|get rid of|keep using|throw out)\b.*\b(tools?|software|systems?|apps?|programs?)\b/i,
  ],
  [
    // Who the company is on paper: its legal name and form, for a contract or a vendor form; not "we're an LLC" or "we
    // need a new company name" (the visitor's business).
    'company',
    /\b((your|the agency'?s|lumivox'?s|the company'?s) (full |official |registered |legal )*(company |business )?(name|entity|form|ein|tax id|registration)|legal (name|entity|form)|registered (address|office)|(are you|is (it|lumivox|your (company|agency|business))) (an? )?(llc|incorporated|registered|corporation|real company|legal entity)|company registration)\b/i,
  ],
  [
    // The studio itself, as /about shows it: how many work here, who, since when.
    'studio',
    /\b(how many (people|employees|staff|designers|developers|of you)|how (big|large) (is|are) (your|the|lumivox'?s?) (team|agency|company|studio)|(team|company|agency) size|size of (your|the) (team|agency|company)|who works (there|here|at|for|with you)|who('s| is| are) (on )?(your|the) team|who would (i|we) (be )?work(ing)? with|who (exactly )?(would|will|is going to) (work|be working) on|meet the team|employees|headcount|when (were|was) (you|u|lumivox|it|the (agency|studio|company)) (founded|started|set up)|founded|how old is (your|the|lumivox)|outsourc(e|ed|ing)|subcontract(ed|ors?|ing)?|freelancers?|offshore|in-house)\b/i,
  ],
  // How a site is made: designed for the client or a template.
  [
    'custom-design',
    /\b(templates?|templated|pre-?made (sites?|designs?)|from scratch|custom(-| )(designs?|built|made)|bespoke)\b/i,
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
  seo: /\b(seo|google(?! ads| calendar)|rank(ing|ings)?|search engines?|organic|found online)\b/i,
  // Leads and customers kept by hand ("we use paper and spreadsheets") are what CRM Automation replaces.
  crm: /\b(crm|automations?|automate|follow[- ]?ups?|lead pipeline|workflows?|spreadsheets?|excel|google sheets|pen and paper|on paper|paper and|paper (forms?|records?|files?|notes?)|by hand|manual(ly)?|sticky notes|notebooks?)\b/i,
  marketing:
    /\b(marketing|social media|blog( posts?)?|content (strategy|writing)|copywriting|ads|advertising|campaigns?|newsletters?|instagram|facebook|promot(e|ion))\b/i,
  'customer-service':
    /\b(chat ?bots?|ai (assistant|chat|support)|customer (service|support)|chat assistant|support bot|answer(ing|s)? (the same|common|customer|repetitive|routine) (questions|e-?mails|messages|inquiries)|(too many|so many|lots of|endless|missed|drowning in|swamped with|buried in|overwhelmed (by|with)) (phone )?calls|phones? (never stops?|keeps?) ringing|(can't|cannot|can not) (keep up with|answer) (the )?(phones?|calls))\b/i,
  analytics: /\b(analytics|dashboards?|reporting|metrics|kpis?|tracking|data)\b/i,
  'schedule-management':
    /\b(bookings?|book(ings)? online|schedul(e|ing)|appointments?|calendars?|reminders?|no-shows?)\b/i,
};

/** Names of things we do not do, mapped to the wording of the notOffered list or a platform we do not build on. */
const NOT_OFFERED_PATTERNS: [RegExp, string][] = [
  [/\b(mobile apps?|apps?|ios|android|iphone)\b/i, 'native mobile apps for iOS or Android'],
  [/\b(custom software|saas)\b/i, 'custom software or SaaS products'],
  [/\b(magento|woo ?commerce)\b/i, 'Magento or WooCommerce stores'],
  [/\b(videos?|video production|photo(s|graphy| shoots?)?)\b/i, 'video production and photo shoots'],
  [/\bprint(ing)?\b/i, 'printing'],
];
/** Website builders we do not build on: the builds list (WordPress, Webflow, Squarespace, Shopify) is the whole of
 * what we build on. A CRM or other tool not named is not refused but not known (gaps.ts): the CRMs are "such as". */
const OTHER_PLATFORMS = /\b(wix|drupal|joomla|godaddy|bigcommerce)\b/i;

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

/** The visitor's own customers doing the reaching or starting: "customers (who want) to talk to a person", "patients
 * can call", "customers to get started booking online". */
const THEIR_CUSTOMERS_RE =
  /\b(customers?|clients?|patients?|visitors?|guests?|callers?|users?|members?)\b[^.?!]{0,25}\b(talk|speak|reach|call|chat|get|sign up|book)\b/i;

/** A product whose name ends in "App" ("we use Jane App for bookings", the buyer's review r30b: got "we don't offer
 * native mobile apps"): the visitor's software, not an app they want built. */
const PRODUCT_NAMED_APP = /\b[A-Z][\w]*\s+App\b/g;

export function detectIntents(question: string): Intent[] {
  const text = question.replace(PRODUCT_NAMED_APP, '');
  const found = INTENT_PATTERNS.filter(([, re]) => re.test(text)).map(([intent]) => intent);
  const has = (i: Intent) => found.includes(i);
  // "how quickly will you reply" is about our response time, not a project timeline.
  let out = found;
  if (has('response')) out = out.filter((i) => i !== 'timeline' && i !== 'contact');
  // "how long until SEO works" asks when results come, not how long the project takes.
  if (has('results')) out = out.filter((i) => i !== 'timeline');
  if (has('guarantee')) out = out.filter((i) => i !== 'results' && i !== 'process');
  // "will you sell my e-mail address?" asks what happens to it, not how to reach us;
  // "how long do you keep my details?" asks how long they are kept, not a project's timeline; "what happens to my
  // data?" is not how a project runs.
  if (has('privacy')) out = out.filter((i) => i !== 'contact' && i !== 'timeline' && i !== 'process');
  // "how much of my staff time will this take?" asks for the team's hours, not the project's weeks.
  if (has('team-time')) out = out.filter((i) => i !== 'price' && i !== 'timeline');
  if (has('replacing-tools')) out = out.filter((i) => i !== 'platform');
  if (has('about')) out = out.filter((i) => i !== 'timeline');
  // The studio's facts say who we are and since when; the general introduction would repeat the location.
  if (has('studio')) out = out.filter((i) => i !== 'about' && i !== 'team-time');
  if (has('company')) out = out.filter((i) => i !== 'studio' && i !== 'about' && i !== 'location');
  // "can I talk to one of your past clients" asks for a reference, not for our phone number.
  if (has('references')) out = out.filter((i) => i !== 'contact' && i !== 'portfolio');
  // "we want our customers to talk to a real person" is about the visitor's customers, not about reaching us.
  if (THEIR_CUSTOMERS_RE.test(text)) out = out.filter((i) => i !== 'contact' && i !== 'start');
  // Card payments in a shop or on a site we build are a store's checkout; "can I pay you by card?" is not.
  if (asksForCardPayments(text) && STORE_CONTEXT_RE.test(text) && !out.includes('platform')) out = [...out, 'platform'];
  return out;
}

type Service = SiteKnowledge['services'][number];

/** The services a text names, by their patterns or their titles. */
export function servicesIn(services: readonly Service[], text: string): Service[] {
  return services.filter(
    (s) => SERVICE_PATTERNS[s.slug]?.test(text) || text.toLowerCase().includes(s.title.toLowerCase()),
  );
}

/** The wording of each thing we do not offer that a text names. */
export function notOfferedIn(text: string): string[] {
  const asked = text.replace(PRODUCT_NAMED_APP, '');
  return NOT_OFFERED_PATTERNS.filter(([re]) => re.test(asked)).map(([, name]) => name);
}

/** A platform we do not build on that a text names, as written. */
export function otherPlatformIn(text: string): string | undefined {
  return text.match(OTHER_PLATFORMS)?.[0];
}

/** Which of these platform names a text names. */
export function platformsNamed(names: readonly string[], text: string): string[] {
  return names.filter((p) => new RegExp(`\\b${p}\\b`, 'i').test(text));
}

/** "show me a live site", "a link to a real website you built": the case studies are what there is to show. */
export const asksForLiveSite = (text: string) =>
  /\b(live|real|actual|working) (web ?)?sites?\b|\bsites? (that (is|are) )?live\b|\b(urls?|links?) (to|of|for) (a |an |one of |your |the )?(clients?'? )?(web ?)?sites?\b/i.test(
    text,
  );
/** Phone calls a business cannot keep up with ("our receptionist is drowning in phone calls", the review r29b). */
export const asksAboutCalls = (text: string) =>
  /\b(phone ?calls?|calls|phones?|ringing|receptionist|front desk)\b/i.test(text);
export const asksForOnlineStore = (text: string) => /\b(e-?commerce|online (store|shop))\b/i.test(text);
/** Words that put card payments in a shop or on a site ("… in the shop you build?"), not in paying us. */
const STORE_CONTEXT_RE = /\b(shops?|stores?|sites?|website|checkout|customers?|online)\b/i;
/** Taking payments by card online ("do you take payments by card in the shop you build?", the review r29b): a store's
 * checkout, which the stores we build on Shopify have. */
export const asksForCardPayments = (text: string) =>
  /\b((card|credit card|debit card|online) payments?|(payments?|pay) (by|with) (a )?(credit |debit )?cards?|(take|accept)s? (credit |debit )?cards|checkout)\b/i.test(
    text,
  );
export const isOutOfScope = (question: string) => OUT_OF_SCOPE_RE.test(question);
export const isGreeting = (question: string) => GREETING_RE.test(question);
export const isThanks = (question: string) => THANKS_RE.test(question);
export const asksForServices = (question: string) => SERVICES_OVERVIEW_RE.test(question);

/** A size a visitor states for a site (retrieval vocabulary): its pages, "a large site", a store's products. */
export interface StatedSize {
  pages?: number;
  large?: boolean;
  products?: number;
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const COUNT = `(\\d[\\d,]*|${Object.keys(NUMBER_WORDS).join('|')})`;
/** "20-page", "20 pages", "10 to 15 pages", "twenty pages", "20+ pages". */
const PAGES_RE = new RegExp(`\\b${COUNT}\\+?(?:\\s*(?:-|–|to)\\s*${COUNT})?[- ]pages?\\b`, 'i');
/** "a large site", "a big e-commerce website", "a multi-page site". */
const LARGE_SITE_RE =
  /\b(?:large|larger|big|bigger|huge|multi-?page)\s+(?:[\w-]+\s+)?(?:web ?sites?|sites?|online (?:stores?|shops?)|stores?|shops?)\b/i;
/** "200 products", "a catalogue of 1,500 items". */
const PRODUCTS_RE = new RegExp(`\\b${COUNT}\\+?\\s+(?:products|items|skus)\\b`, 'i');

const countOf = (word: string | undefined) =>
  word === undefined ? undefined : (NUMBER_WORDS[word.toLowerCase()] ?? Number(word.replace(/,/g, '')));

/** The size a text states for a site, if any. */
export function sizeIn(text: string): StatedSize | undefined {
  const pages = text.match(PAGES_RE);
  const products = countOf(text.match(PRODUCTS_RE)?.[1]);
  const size: StatedSize = {
    ...(pages ? { pages: Math.max(countOf(pages[1]) ?? 0, countOf(pages[2]) ?? 0) } : {}),
    ...(LARGE_SITE_RE.test(text) ? { large: true } : {}),
    ...(products === undefined ? {} : { products }),
  };
  return Object.keys(size).length > 0 ? size : undefined;
}

/** "we need a site…", "I want…", "for our shop": the visitor asks about a project of their own, which a person quotes. */
export const describesOwnProject = (text: string) =>
  /\b(?:we|i)(?:'re| are|'m| am|'d| would)?\s+(?:need|want|like|looking for|planning|thinking of|after)\b|\b(?:our|my)\s+(?!own\b)\w+|\bfor (?:us|me)\b/i.test(
    text,
  );

/** The parts of a multi-part question, each asked on its own. */
export function clausesOf(question: string): string[] {
  return question
    .split(CLAUSE_SPLIT_RE)
    .map((c) => c?.trim() ?? '')
    .filter((c) => c.length > 1);
}
