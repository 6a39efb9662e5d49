// The eight Lumivox services: card copy, features and SEO data (serviceCards.ts) with the body of each service page.
import { serviceCards, serviceOptions, type ServiceOption } from './serviceCards.ts';
import type { Service, ServicePage, ServiceSlug } from './types.ts';

export { serviceCards, serviceOptions, type ServiceOption };

const servicePages = {
  'website-design': {
    eyebrow: 'Website Design',
    headline: 'Websites That Turn Visitors Into Customers',
    intro:
      'Your website is often the first conversation a customer has with your business. We design sites that load fast, read clearly on any phone and guide visitors to call, book or buy. Then we connect them to the tools you already use, so every lead lands somewhere useful.',
    sections: [
      {
        kind: 'demo',
        id: 'process',
        title: 'Our Process',
        intro: 'Four clear steps from the first call to launch day, with your sign-off at each one.',
        demo: 'process',
      },
      {
        kind: 'list',
        id: 'included',
        title: "What's Included",
        items: [
          'Custom design built around your brand, not a recycled template',
          'Responsive layouts tested on phones, tablets and desktops',
          'Page structure planned around how your customers decide to buy',
          'On-page SEO setup: page titles, meta descriptions and clean URLs',
          'Contact, quote and booking forms connected to your inbox or CRM',
          'Speed tuning for images, fonts and scripts',
          'Google Analytics and Search Console setup',
          'A walkthrough on editing your own pages, plus post-launch support',
        ],
      },
      {
        kind: 'cards',
        id: 'beyond-design',
        title: 'Beyond Traditional Design',
        intro: 'A good-looking site is the starting point. Ours are also built to work for you around the clock.',
        items: [
          {
            title: 'AI-Assisted Content',
            description:
              'We draft page copy from your services, reviews and FAQs, then edit every line by hand so it sounds like you.',
          },
          {
            title: 'Built-In Lead Capture',
            description:
              'Click-to-call buttons, quote forms and booking links sit exactly where visitors make up their minds.',
          },
          {
            title: 'Connected to Your Tools',
            description:
              'Form entries flow straight into your CRM, calendar and email, so no inquiry waits in a forgotten inbox.',
          },
          {
            title: 'Ready to Grow',
            description:
              'Adding a service, a location or a landing page later is a quick addition, not a costly rebuild.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'results',
        title: 'Results That Matter',
        intro: 'We measure a website by what it does for your business, not by how many pages it has.',
        items: [
          {
            title: 'More Calls and Form Fills',
            description:
              'A clear next step on every page means more visitors contact you instead of moving on to a competitor.',
          },
          {
            title: 'Pages That Load in Seconds',
            description:
              'We aim for green Core Web Vitals on mobile, because every extra second of waiting costs you visitors.',
          },
          {
            title: 'Stronger Local Rankings',
            description:
              'Clean structure, fast pages and proper schema markup give search engines what they need to rank you.',
          },
          {
            title: 'Less Time Spent on Updates',
            description: 'Change hours, prices and photos yourself in minutes, without waiting on a developer.',
          },
        ],
      },
    ],
    cta: {
      title: 'Ready for a Website That Works as Hard as You Do?',
      text: "Tell us about your business and your goals. We'll get back to you within 24 hours with clear next steps.",
      label: 'Start Your Project',
    },
  },
  branding: {
    eyebrow: 'Branding',
    headline: 'A Brand People Remember',
    intro:
      'Customers decide in seconds whether a business looks trustworthy. We build identities that look professional on a storefront, a truck or a phone screen. Every piece comes with clear rules, so your brand stays consistent as you grow.',
    sections: [
      {
        kind: 'list',
        id: 'deliverables',
        title: 'What You Receive',
        items: [
          'Primary logo with horizontal, stacked and icon versions',
          'Color palette with print and screen values (CMYK, RGB and HEX)',
          'Typography system for headings, body text and the web',
          "Brand guidelines document with clear do's and don'ts",
          'Business card and letterhead designs',
          'Social media profile images and cover graphics',
          'Email signature and presentation template',
          'Brand voice guide with a tagline and key messages',
        ],
      },
      {
        kind: 'cards',
        id: 'benefits',
        title: 'Why Branding Pays Off',
        items: [
          {
            title: 'Instant Recognition',
            description:
              'A distinctive logo and palette make your business easy to spot in search results, on social feeds and on the street.',
          },
          {
            title: 'Trust Before the First Call',
            description:
              'A polished, consistent look tells customers you take your work seriously before they ever speak to you.',
          },
          {
            title: 'Premium Positioning',
            description:
              'A strong brand sets you apart from the lowest bidder and supports the prices your work deserves.',
          },
          {
            title: 'Consistency Everywhere',
            description:
              'Guidelines and ready-made templates keep your website, print and social posts looking like one business.',
          },
        ],
      },
      {
        kind: 'stats',
        id: 'brand-stats',
        title: 'The Value of a Consistent Brand',
        intro: 'Illustrative industry figures on what consistent branding can be worth.',
        items: [
          { value: '3.5x', label: 'more brand visibility when a business presents itself consistently' },
          { value: '23%', label: 'average revenue lift associated with consistent branding' },
          { value: '82%', label: 'of buyers prefer to buy from brands they recognize' },
        ],
      },
    ],
    cta: {
      title: 'Ready to Stand Out?',
      text: "Tell us where your brand is today and where you want it to go. We'll reply within 24 hours.",
      label: 'Start Your Project',
    },
  },
  seo: {
    eyebrow: 'SEO',
    headline: 'Get Found by the Customers Searching for You',
    intro:
      'When someone nearby searches for what you do, you should be near the top. We research the searches your customers actually make and tune your site to match. Then we build the authority that moves you up and keeps you there.',
    sections: [
      {
        kind: 'cards',
        id: 'benefits',
        title: 'Why SEO Matters',
        items: [
          {
            title: 'Be Found First',
            description:
              'Most clicks go to the first few results. Ranking there puts you in front of customers ready to hire.',
          },
          {
            title: "Traffic You Don't Pay Per Click For",
            description:
              'Organic visits keep arriving month after month, without a bill for every person who lands on your site.',
          },
          {
            title: 'Growth You Can Measure',
            description:
              'Monthly reports show your rankings, traffic and leads, so you always know what your investment returns.',
          },
        ],
      },
      {
        kind: 'demo',
        id: 'search-demo',
        title: 'Watch a Client Climb the Rankings',
        intro: 'A simulated local search showing how a Lumivox client moves from fourth place to first.',
        demo: 'seo-search',
      },
      {
        kind: 'list',
        id: 'services',
        title: 'Our SEO Services',
        items: [
          'Keyword research for the searches your customers actually make',
          'On-page optimization of titles, headings and content',
          'Google Business Profile setup and optimization',
          'Local citations and consistent name, address and phone listings',
          'Technical audits covering speed, crawl errors, indexing and schema',
          'Link building through local partners and industry websites',
          'Content plans and articles that target buying intent',
          'Monthly ranking and traffic reports in plain English',
        ],
      },
    ],
    cta: {
      title: 'Ready to Move Up in Search?',
      text: "Tell us which searches you want to win. We'll reply within 24 hours with where you stand today.",
      label: 'Start Your Project',
    },
  },
  crm: {
    eyebrow: 'CRM Automation',
    headline: 'Follow Up With Every Lead, Automatically',
    intro:
      'Leads go cold when replies take hours and reminders live on sticky notes. We set up a CRM that captures every inquiry and follows up for you. Your team spends its time on conversations that close, not on data entry.',
    sections: [
      {
        kind: 'list',
        id: 'automations',
        title: 'Automations We Build',
        items: [
          'Instant replies to every new web, phone and social lead',
          'Lead scoring and routing to the right team member',
          'Follow-up sequences by email and text message',
          'Reminders for open quotes and estimates',
          'Appointment confirmations and no-show follow-ups',
          'Review requests after every completed job',
          'Win-back campaigns for customers who have gone quiet',
          'Invoice and payment reminders',
        ],
      },
      {
        kind: 'cards',
        id: 'benefits',
        title: 'What Automation Changes',
        items: [
          {
            title: 'Faster Response Times',
            description: 'New leads hear from you within minutes, while they are still comparing options.',
          },
          {
            title: 'Fewer Missed Opportunities',
            description: 'Every inquiry is tracked until it is won or closed, so nothing slips through the cracks.',
          },
          {
            title: 'Hours Back Every Week',
            description: 'Reminders, data entry and routine emails run on their own, freeing your team for real work.',
          },
          {
            title: 'One View of Every Customer',
            description:
              'Calls, emails, quotes and jobs sit in one record, so anyone on your team can pick up the thread.',
          },
        ],
      },
      {
        kind: 'demo',
        id: 'pipeline',
        title: 'From New Lead to Loyal Customer',
        intro: 'A sample pipeline showing how automated follow-ups move leads from first contact to a won job.',
        demo: 'crm-flow',
      },
    ],
    cta: {
      title: 'Ready to Stop Chasing Leads by Hand?',
      text: "Tell us how leads reach you today. We'll reply within 24 hours with the first workflows worth automating.",
      label: 'Start Your Project',
    },
  },
  marketing: {
    eyebrow: 'Marketing',
    headline: 'Campaigns That Bring in Customers, Not Just Clicks',
    intro:
      'Good marketing reaches the right people with the right message and then proves it worked. We plan campaigns around your goals, test what resonates and put the budget where it performs. You get clear reports on reach, leads and cost per customer.',
    sections: [
      {
        kind: 'cards',
        id: 'offerings',
        title: 'What We Offer',
        items: [
          {
            title: 'Social Media Management',
            description:
              'Planned calendars, on-brand posts and community replies on the platforms where your customers spend time.',
          },
          {
            title: 'Email Campaigns',
            description:
              'Newsletters, promotions and automated sequences that bring past customers back and nurture new ones.',
          },
          {
            title: 'Content Creation',
            description:
              'Articles, graphics and short videos that answer customer questions and give people a reason to choose you.',
          },
          {
            title: 'Paid Ads',
            description:
              'Google and Meta campaigns with tight targeting, tested creative and weekly budget adjustments.',
          },
        ],
      },
      {
        kind: 'demo',
        id: 'growth-chart',
        title: 'Reach and Leads, Month by Month',
        intro: 'An illustrative six-month campaign: reach builds first, and leads follow as the message is refined.',
        demo: 'marketing-chart',
      },
    ],
    cta: {
      title: 'Ready to Grow Your Reach?',
      text: "Tell us who you want to reach and what you've tried so far. We'll reply within 24 hours with ideas.",
      label: 'Start Your Project',
    },
  },
  'customer-service': {
    eyebrow: 'Customer Service',
    headline: 'Support That Never Sleeps',
    intro:
      'Customers expect answers at 9 p.m. on a Sunday, not just during business hours. We build AI assistants trained on your services, prices and policies that reply in seconds. When a question needs a person, the full conversation goes straight to your team.',
    sections: [
      {
        kind: 'cards',
        id: 'benefits',
        title: 'Why AI Support Works',
        items: [
          {
            title: 'Available 24/7',
            description: 'Nights, weekends and holidays are covered, so no customer waits until Monday for an answer.',
          },
          {
            title: 'Answers in Seconds',
            description: 'Common questions about hours, pricing and booking are answered instantly and accurately.',
          },
          {
            title: 'A Lighter Load for Your Team',
            description:
              'Routine requests are handled automatically, leaving your staff free for the conversations that need them.',
          },
          {
            title: 'Lower Support Costs',
            description: 'Cover more hours and more customers without hiring for every shift.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'features',
        title: 'Features',
        items: [
          'AI chat assistant trained on your services, pricing and policies',
          'Website chat, email and text message support from one inbox',
          'Appointment booking and rescheduling inside the conversation',
          'Smart handoff to your team with the full conversation attached',
          'Conversation transcripts emailed to you automatically',
          'Answers that match your brand voice',
          'Weekly reports on top questions and response times',
          'Ongoing tuning based on real customer conversations',
        ],
      },
      {
        kind: 'demo',
        id: 'support-log',
        title: 'Support in Action',
        intro: 'A simulated feed of support requests handled across chat, email, text and phone.',
        demo: 'support-log',
      },
    ],
    cta: {
      title: 'Ready to Answer Every Customer, Every Time?',
      text: "Tell us what your customers ask most often. We'll reply within 24 hours with how an assistant could help.",
      label: 'Start Your Project',
    },
  },
  analytics: {
    eyebrow: 'Analytics',
    headline: 'Turn Your Data Into Decisions',
    intro:
      'Most businesses have plenty of data and very little time to read it. We connect your sources and build dashboards that answer the questions you actually ask. You know where leads come from, what they cost and what to do next.',
    sections: [
      {
        kind: 'cards',
        id: 'tracking',
        title: 'What We Track',
        items: [
          {
            title: 'Website Traffic',
            description: 'Visits, sources and the pages people read before they contact you or leave.',
          },
          {
            title: 'Lead Sources',
            description:
              'Which channels bring in calls, forms and bookings, and which ones turn into paying customers.',
          },
          {
            title: 'Campaign Performance',
            description: 'Spend, clicks, conversions and cost per lead across every ad and email campaign.',
          },
          {
            title: 'Sales and Revenue',
            description: 'Revenue by service, average job value and repeat customers, updated automatically.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'services',
        title: 'Our Analytics Services',
        items: [
          'Google Analytics 4 and Search Console setup',
          'Conversion tracking for calls, forms and bookings',
          'Custom dashboards that combine all your data sources',
          'Monthly reports with plain-English recommendations',
          'Marketing attribution across channels',
          'Customer segmentation and lifetime value analysis',
          'Sales forecasts based on your historical trends',
          'A/B testing setup and result analysis',
        ],
      },
      {
        kind: 'demo',
        id: 'sessions-chart',
        title: 'A Week at a Glance',
        intro: 'A sample dashboard chart of website sessions, one bar per day.',
        demo: 'analytics-chart',
      },
    ],
    cta: {
      title: 'Ready to See What Your Numbers Are Telling You?',
      text: "Tell us which tools you use today. We'll reply within 24 hours with a plan for your first dashboard.",
      label: 'Start Your Project',
    },
  },
  'schedule-management': {
    eyebrow: 'Schedule Management',
    headline: 'A Full Calendar Without the Phone Tag',
    intro:
      'Every back-and-forth to find a time is a chance for a customer to give up. We set up booking that lets customers choose an open slot in a few taps, day or night. Reminders go out automatically, and your team sees the whole schedule in one place.',
    sections: [
      {
        kind: 'list',
        id: 'features',
        title: 'Features',
        items: [
          'Online booking from your website, Google profile and social pages',
          'Real-time availability across staff, rooms and equipment',
          'Automated email and text reminders before each appointment',
          'Easy rescheduling and cancellation links for customers',
          'Deposits and prepayments collected at booking',
          'Buffer times and travel time between appointments',
          'Two-way sync with Google Calendar and Outlook',
          'Waitlists that fill cancelled slots automatically',
        ],
      },
      {
        kind: 'cards',
        id: 'benefits',
        title: 'Why Smart Scheduling Pays',
        items: [
          {
            title: 'Fewer No-Shows',
            description: 'Timely reminders and easy rescheduling mean more customers show up or free the slot in time.',
          },
          {
            title: 'Bookings Around the Clock',
            description:
              'Customers book when it suits them, including evenings and weekends when your office is closed.',
          },
          {
            title: 'A Coordinated Team',
            description: 'Everyone sees the same live schedule, so double bookings and missed handoffs disappear.',
          },
          {
            title: 'Less Admin Time',
            description: 'No more phone tag or manual calendar entry. The schedule keeps itself up to date.',
          },
        ],
      },
      {
        kind: 'demo',
        id: 'calendar',
        title: 'Watch the Week Fill Up',
        intro: 'A sample work week as online bookings arrive.',
        demo: 'calendar',
      },
    ],
    cta: {
      title: 'Ready to Fill Your Calendar?',
      text: "Tell us how customers book with you today. We'll reply within 24 hours with a simpler way.",
      label: 'Start Your Project',
    },
  },
} as const satisfies Record<ServiceSlug, ServicePage>;

export const services: readonly Service[] = /* @__PURE__ */ serviceCards.map((card) => ({
  ...card,
  page: servicePages[card.slug],
}));

export type ServiceEntry = (typeof services)[number];

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
