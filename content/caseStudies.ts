// The case study of each featured project (/portfolio/<slug>): the client, the challenge, what we did, the results and
// the services. Peak Form, Ember & Oak and Whitfield report the spec's figures (§3), each with its baseline, period and
// source; the spec gives no figures for the other three, so their results say in words what we delivered and what
// changed, with no number, and quote the client on it (types.ts: CaseStudyResults).
// Pages take a study through their +data (it travels with that page, not in every page's JavaScript); components
// import only content/caseStudyCopy.ts.
import { featuredProjects } from './projects.ts';
import type { ProjectSlug } from './slugs.ts';
import type { CaseStudy } from './types.ts';
import { workScreens } from './workScreens.ts';

const studies = [
  {
    slug: 'ember-oak-coffee-roasters',
    headline: 'A neighborhood roastery, selling coast to coast without losing its warmth.',
    overview:
      'A beloved local roastery ready to sell beyond its neighborhood. We crafted a brand that feels as warm as their café, launched an online shop with subscriptions, and built a social content plan around each new roast.',
    seoDescription:
      'How Lumivox rebranded Ember & Oak Coffee Roasters and launched an online shop with subscriptions: 200% more online sales and 5x social engagement.',
    client: 'A family-run roastery and café in Decatur with a loyal morning crowd and a 1962 drum roaster.',
    location: 'Decatur, Georgia',
    year: '2025',
    challenge:
      'Regulars loved the coffee, but anyone outside the neighborhood could only buy it by phone. The old site was a menu and an address; the packaging, the café and Instagram each looked like a different business, and every new roast sold out in the café before anyone online heard of it.',
    approach: [
      {
        title: 'A brand as warm as the café',
        description:
          'An ember-and-oak mark, Fraunces for a serif voice with an italic flourish over DM Sans for the text, and a palette taken from the roaster itself: cream, espresso and a single ember orange. One system for bags, signs, web and social.',
      },
      {
        title: 'A shop built around the roast',
        description:
          "Each coffee's page tells who grew it, when it was roasted and how to brew it. Tasting notes up front, twelve-ounce bags at one price per origin, and a cart that works with one thumb.",
      },
      {
        title: 'Subscriptions that are easy to keep',
        description:
          'The Ember Club delivers every one, two or four weeks, saves 10% and can be skipped or paused from a text message, so subscribers stay instead of canceling.',
      },
      {
        title: 'A content plan for every roast',
        description:
          'A calendar of posts, e-mails and café boards for each new coffee, so a roast sells online the week it leaves the drum.',
      },
    ],
    services: ['Branding', 'Website Design', 'Marketing'],
    results: {
      kind: 'measured',
      items: [
        {
          figure: '200%',
          label: 'more online sales',
          period: 'over the first year of the online shop',
          against: 'the phone and e-mail orders from outside the café in the year before',
          source: 'the shop’s sales reports',
        },
        {
          figure: '5x',
          label: 'social engagement',
          period: 'over the first year of the roast calendar',
          against: 'likes, comments, shares and saves per post on Instagram and Facebook in the year before',
          source: 'Meta Business Suite',
        },
      ],
    },
  },
  {
    slug: 'peak-form-fitness-studio',
    headline: 'From a clipboard at the front desk to a studio that runs itself between classes.',
    overview:
      'Peak Form was juggling paper sign-ups, missed calls and a dated website. We rebuilt their online presence end to end, moved class booking and reminders online, and added an AI assistant that answers member questions at any hour.',
    seoDescription:
      'How Lumivox moved Peak Form Fitness Studio to online booking, reminders and an AI assistant: 150% membership growth and 40% less admin time.',
    client: 'A small-group training studio in Midtown with six coaches and 42 classes a week.',
    location: 'Midtown Atlanta',
    year: '2025',
    challenge:
      'Classes filled on a clipboard, reminders went out by hand and the phone rang all day with the same questions: is there a spot at 6, can I bring a friend, where do I park. Coaches spent their breaks on admin, and a dated website turned away people searching for a studio nearby.',
    approach: [
      {
        title: 'A site with the energy of the studio',
        description:
          'A dark, high-contrast design in Barlow Condensed, the logo’s condensed display face, over Barlow for the text, with one lime accent, the schedule on the homepage and a free first class as the single call to action.',
      },
      {
        title: 'Booking in ten seconds',
        description:
          'Live spots per class, a waitlist that fills itself, and booking, swapping and check-in from the phone. Reminders and waitlist offers go out automatically.',
      },
      {
        title: 'Answers at any hour',
        description:
          'An AI assistant trained on the studio’s own timetable, prices and policies answers member questions day and night and hands anything unusual to a coach.',
      },
      {
        title: 'One place for members',
        description:
          'Bookings, memberships and messages flow into one CRM, so the team sees who is slipping away and who is ready for the next plan.',
      },
    ],
    services: ['Website Design', 'CRM & Automation', 'Customer Service', 'Schedule Management'],
    results: {
      kind: 'measured',
      items: [
        {
          figure: '150%',
          label: 'membership growth',
          period: 'over the first year after launch',
          against: 'active memberships in the month before launch',
          source: 'the studio’s booking system',
        },
        {
          figure: '40%',
          label: 'less admin time',
          period: 'in the first full quarter after launch',
          against: 'the front-desk hours spent on sign-ups, reminders and phone questions in the quarter before',
          source: 'the studio’s staff timesheets',
        },
      ],
    },
  },
  {
    slug: 'whitfield-associates-law',
    headline: 'A forty-year reputation, finally visible to the people searching for it.',
    overview:
      'An established firm whose website no longer reflected its reputation. We designed a clear, trustworthy site, rewrote every practice-area page for search, and made booking a consultation simple on any device.',
    seoDescription:
      'How Lumivox redesigned Whitfield & Associates Law for trust and search: 300% more consultations, #1 ranking for 15 keywords, 85% lower bounce rate.',
    client: 'A fourteen-person firm serving Atlanta businesses and families since 1984.',
    location: 'Buckhead, Atlanta',
    year: '2024',
    challenge:
      'Referrals kept the firm busy, but its website looked older than its newest partner. Practice-area pages were one paragraph each, the contact form asked for a fax number, and most visitors on a phone left before the page finished loading. Searches for the firm’s own specialties showed competitors first.',
    approach: [
      {
        title: 'Calm, confident design',
        description:
          'Navy, ivory and one gold accent, Libre Baskerville for headings over Source Sans 3 for the text, and generous white space: a firm that feels established without feeling distant.',
      },
      {
        title: 'Practice-area pages that rank',
        description:
          'Keyword research for each practice group, then every page rewritten in plain English around the questions clients actually ask, with structured data for search engines.',
      },
      {
        title: 'A consultation in three fields',
        description:
          'Name, area of law and a sentence about what happened, on every page and every device, with a promise that a lawyer replies within one business day.',
      },
      {
        title: 'Measured, not guessed',
        description:
          'Analytics on every step from search to consultation request, reviewed with the partners each month.',
      },
    ],
    services: ['Website Design', 'SEO', 'Analytics'],
    results: {
      kind: 'measured',
      items: [
        {
          figure: '300%',
          label: 'more consultations requested online',
          period: 'over the first year after launch',
          against: 'the requests from the old contact form in the year before',
          source: 'the firm’s intake records',
        },
        {
          figure: '#1',
          label: 'ranking for 15 keywords',
          period: 'on Google in Atlanta at the end of the first year',
          against: 'the year before, when none of these practice-area searches showed the firm on the first page',
          source: 'Google Search Console',
        },
        {
          figure: '85%',
          label: 'lower bounce rate',
          period: 'on the practice-area pages in the first quarter after launch',
          against: 'the same pages in the quarter before',
          source: 'Google Analytics',
        },
      ],
    },
  },
  {
    slug: 'azure-cove-pool-resort',
    headline: 'A lakeside resort that guests book directly, because the site feels like the stay.',
    overview:
      'A boutique resort that depended on travel sites and their commissions. We designed an immersive booking site with seasonal packages, and a concierge chat that plans a stay the way the front desk would.',
    seoDescription:
      'How Lumivox built an immersive direct-booking site and concierge chat for Azure Cove Pool & Resort on Lake Lanier, so guests book their stay direct.',
    client: 'A forty-suite resort with a saltwater lagoon pool and a spa on the shore of Lake Lanier.',
    location: 'Lake Lanier, Georgia',
    year: '2025',
    challenge:
      'Most guests found Azure Cove on travel sites, which kept a commission on every night, and the resort’s own site could not show what made a stay special. Booking meant a phone call in office hours, and packages lived in a PDF.',
    approach: [
      {
        title: 'The feeling before the facts',
        description:
          'A sunset-to-lagoon palette drawn in gradients, headlines in Cormorant Garamond italic over Jost, and wide, quiet spacing: the site slows down the way the resort does.',
      },
      {
        title: 'Booking in the first screen',
        description:
          'Dates, guests and availability on the homepage, and a checkout short enough to finish on a phone by the pool.',
      },
      {
        title: 'Packages that sell the season',
        description:
          'Summer, spa and family packages with what is included and a nightly rate, changed by the resort’s team without a developer.',
      },
      {
        title: 'A concierge that never sleeps',
        description:
          'An AI concierge answers questions about rooms, dining and the lake, suggests a package and passes special requests to the front desk.',
      },
    ],
    services: ['Website Design', 'Customer Service', 'Schedule Management'],
    results: {
      kind: 'outcomes',
      items: [
        {
          delivered: 'Direct bookings',
          changed:
            'Guests choose dates and book from the homepage, on a phone by the pool too, so a stay booked direct keeps the night’s rate at the resort instead of a travel site’s commission.',
        },
        {
          delivered: 'Packages the team runs itself',
          changed:
            'Summer, spa and family packages sell online all year, and the resort’s own staff change them in minutes, with no developer and no PDF.',
        },
        {
          delivered: 'A concierge that answers at night',
          changed:
            'Questions about rooms, dining and the lake get an answer at any hour, and special requests reach the front desk in writing instead of as missed calls.',
        },
      ],
      quote: {
        text: 'Guests used to find us on travel sites. Now they pick a package and book on our own homepage, and the concierge answers their questions before the front desk opens.',
        name: 'Claire Hollis',
        role: 'General manager',
      },
    },
  },
  {
    slug: 'greenblade-lawn-care',
    headline: 'The friendliest lawn crew in East Atlanta, now the first one neighbors find.',
    overview:
      'A growing lawn-care company with happy customers and almost no presence in search. We refreshed the brand, published a price in sixty seconds, and built neighborhood pages that put GreenBlade at the top of local results.',
    seoDescription:
      'How Lumivox refreshed GreenBlade Lawn Care’s brand and local SEO with neighborhood pages and instant prices that put it on the local map.',
    client: 'A local lawn-care company with four crews serving the neighborhoods of East Atlanta.',
    location: 'East Atlanta, Georgia',
    year: '2026',
    challenge:
      'GreenBlade’s customers stayed for years, but new ones came only by word of mouth. The logo was a clip-art mower, prices were “call for a quote”, and in map results for lawn care nearby the company did not appear at all.',
    approach: [
      {
        title: 'A fresh, friendly brand',
        description:
          'A leaf mark, a rounded bold voice in Outfit over Nunito Sans, deep green with a lime accent and a yellow sun: confident enough for the truck, friendly enough for a doorstep flyer.',
      },
      {
        title: 'A price in sixty seconds',
        description:
          'A ZIP-code box on the homepage gives a real price for each plan and books the first visit, no phone call needed.',
      },
      {
        title: 'A page for every neighborhood',
        description:
          'Pages for the neighborhoods the crews serve, with local reviews and photos, plus a complete, consistent business profile for map results.',
      },
      {
        title: 'Reviews as a habit',
        description:
          'An automatic text after each visit asks happy customers for a review, and routes any complaint straight to the owner.',
      },
    ],
    services: ['Branding', 'SEO', 'Website Design'],
    results: {
      kind: 'outcomes',
      items: [
        {
          delivered: 'On the map where the crews mow',
          changed:
            'GreenBlade now shows up in map results for lawn care in the neighborhoods it serves, where before it did not appear at all.',
        },
        {
          delivered: 'A price without a phone call',
          changed:
            'Homeowners get a real price from their ZIP code and book the first visit online, and the owner no longer spends his evenings returning quote calls.',
        },
        {
          delivered: 'Reviews as a weekly habit',
          changed:
            'A text after every visit brings in new reviews each week, and the rare complaint reaches the owner before it reaches the internet.',
        },
      ],
      quote: {
        text: 'New customers tell me they found us on the map and got their price before they ever called. I spend my evenings with my family now, not returning quote calls.',
        name: 'Luis Ortega',
        role: 'Owner',
      },
    },
  },
  {
    slug: 'summit-ridge-roofing',
    headline: 'Every storm-season lead answered in minutes, and routed to the right estimator.',
    overview:
      'A roofing contractor losing storm-season leads to slow call-backs. We built fast quote forms and storm landing pages, and a CRM pipeline that sends each request to the right estimator within minutes.',
    seoDescription:
      'How Lumivox built quote forms, storm landing pages and a CRM pipeline for Summit Ridge Roofing, so every storm lead reaches an estimator.',
    client: 'A family-owned roofing contractor with eleven estimators across metro Atlanta.',
    location: 'Marietta, Georgia',
    year: '2025',
    challenge:
      'After every hailstorm the phones rang off the hook, and leads waited days for a call-back while competitors knocked on the same doors. Web requests landed in a shared inbox; nobody could tell which estimator had which homeowner.',
    approach: [
      {
        title: 'Urgency without alarm',
        description:
          'Charcoal and safety orange, Oswald for a condensed display face over Archivo, and one clear promise in the first screen: a free inspection within 48 hours.',
      },
      {
        title: 'A quote form in three steps',
        description:
          'What happened, where the house is and how to reach you, one question per step with big buttons, so homeowners finish it on a phone in the rain.',
      },
      {
        title: 'Storm landing pages',
        description:
          'Pages ready to go live within an hour of a storm, per county, with claim help and the alert bar on every page.',
      },
      {
        title: 'A pipeline that routes itself',
        description:
          'Each request goes into the CRM, to the estimator for that area and their phone, with reminders until the inspection is booked.',
      },
    ],
    services: ['Website Design', 'SEO', 'CRM & Automation', 'Marketing'],
    results: {
      kind: 'outcomes',
      items: [
        {
          delivered: 'Every request to the right estimator',
          changed:
            'Web requests no longer wait in a shared inbox: each one reaches the estimator for that area on their phone, with reminders until the inspection is booked.',
        },
        {
          delivered: 'Storm pages live the same day',
          changed:
            'After a storm, a county page with claim help goes live within the hour, so homeowners searching that night find Summit Ridge with an answer ready.',
        },
        {
          delivered: 'A quote form finished in the rain',
          changed:
            'One question per step and big buttons: homeowners finish the form on a phone, and the team knows what happened and where before the first call.',
        },
      ],
      quote: {
        text: 'After the last hailstorm, every request reached the right estimator the same afternoon. We were booking inspections while other crews were still calling people back.',
        name: 'Ray Dalton',
        role: 'Owner',
      },
    },
  },
] as const satisfies readonly CaseStudy[];

import type { ProjectCaseStudy } from './caseStudyCopy.ts';

export const caseStudies: readonly ProjectCaseStudy[] = featuredProjects.map((project) => {
  const study = studies.find((s) => s.slug === project.slug);
  if (!study) throw new Error(`No case study for ${project.slug}`);
  return { ...project, ...study, screens: workScreens[project.slug] };
});

/** The three case-study cards of /portfolio (spec §2 Portfolio, §3: fitness studio, coffee roastery, law firm). */
export const portfolioCaseStudies = (
  ['peak-form-fitness-studio', 'ember-oak-coffee-roasters', 'whitfield-associates-law'] as const
).map((slug) => getCaseStudy(slug));

export function getCaseStudy(slug: ProjectSlug): ProjectCaseStudy {
  const study = caseStudies.find((s) => s.slug === slug);
  if (!study) throw new Error(`Unknown case study ${slug}`);
  return study;
}

/** The project after this one in the carousel's order, wrapping at the end. */
export function nextCaseStudy(slug: ProjectSlug): ProjectCaseStudy {
  return caseStudies[(caseStudies.findIndex((s) => s.slug === slug) + 1) % caseStudies.length]!;
}
