// Resource articles (spec §2 Resources): static copy rendered block by block on /resources/<slug>.
import { responseTimes } from './responseTimes';
import { teamMember } from './team.ts';
import type { Article } from './types.ts';

/** The call to action under every article (spec §2 Resources: a call to action to /contact). */
export const articleCta = {
  title: 'Want help putting this into practice?',
  text: `Tell us about your business and we'll show you where to start. We reply within ${responseTimes.messageHours} hours.`,
  href: '/contact',
  label: 'Contact Us',
} as const;

export const articles = [
  {
    slug: 'ai-reshaping-business',
    cover: '/images/articles/ai-reshaping-business.svg',
    title: 'How AI Is Reshaping Small Business: A Practical Guide',
    description:
      'Where AI actually helps a small business today: support chat, scheduling, content and analytics, plus what to automate first and how to start safely.',
    topics: ['AI', 'Automation', 'Customer Service', 'Small Business'],
    icon: 'sparkles',
    published: '2026-09-15',
    readingMinutes: 5,
    author: teamMember('andre-bell'),
    body: [
      {
        type: 'p',
        text: 'Artificial intelligence stopped being a big-company experiment a while ago. Today the same kinds of tools that power enterprise help desks and marketing teams are available to a five-person shop for the price of a software subscription. The question for most owners is no longer whether AI is real, but where it fits, what it should touch first, and how to avoid paying for something nobody uses. This guide walks through the practical uses we see working for small and mid-size businesses, and the mistakes we help clients steer around.',
      },
      { type: 'h2', text: 'Where AI is already earning its keep' },
      {
        type: 'p',
        text: "The most useful AI tools are rarely the flashiest. They take repetitive, predictable work off your team's plate so people can spend more time on the conversations and decisions that actually need them. Four areas stand out.",
      },
      { type: 'h3', text: 'Customer support chat' },
      {
        type: 'p',
        text: 'A well-trained chat assistant can answer the questions your staff hears every day: hours, pricing ranges, service areas, how to reschedule, what to bring to a first appointment. It works at 11 p.m. on a Sunday, and it hands the conversation to a person when a question falls outside what it knows. The key is training it on your real policies and FAQs rather than letting it improvise.',
      },
      { type: 'h3', text: 'Scheduling and reminders' },
      {
        type: 'p',
        text: 'Back-and-forth emails to find a meeting time are a quiet drain on any service business. Smart booking tools let customers pick open slots, send automatic reminders, and fill cancellations from a waitlist. For a salon, clinic or contractor, fewer no-shows can matter more than a new marketing campaign.',
      },
      { type: 'h3', text: 'Content drafting' },
      {
        type: 'p',
        text: 'AI writing tools are good at first drafts: a product description, a follow-up email, a social post announcing a new service. They are not good at knowing your customers, your voice or the facts of your business. Treat the output as a starting point that a person edits, not a finished piece.',
      },
      { type: 'h3', text: 'Analytics and reporting' },
      {
        type: 'p',
        text: 'Many owners have more data than they ever read. AI features in analytics and CRM platforms can summarize weekly performance in plain language, flag unusual drops in traffic or sales, and score leads by how likely they are to buy. That turns a dashboard you ignore into a short note you actually act on.',
      },
      { type: 'h2', text: 'What to automate first' },
      {
        type: 'p',
        text: 'Start with work that is frequent, rule-based and low-risk if it goes slightly wrong. A simple way to choose is to list the tasks your team repeats every week and rank them by how much time they take. Good first candidates usually look like this:',
      },
      {
        type: 'ol',
        items: [
          'Answering the same five to ten customer questions by phone, email or chat.',
          'Booking, confirming and reminding appointments.',
          'Logging new leads into your CRM and sending a prompt first follow-up.',
          'Drafting routine emails, posts and internal summaries for a person to review.',
          'Pulling a weekly report from the tools you already use.',
        ],
      },
      {
        type: 'p',
        text: 'Leave anything involving refunds, legal questions, medical or financial advice, or sensitive complaints with a human, at least until you have months of evidence that an automated step handles it well.',
      },
      { type: 'h2', text: 'Common pitfalls' },
      {
        type: 'ul',
        items: [
          'Automating a broken process. If your intake form asks the wrong questions, AI will just collect the wrong answers faster. Fix the process, then automate it.',
          'No human handoff. Every chat assistant needs a clear path to a real person, and customers should always know when they are talking to software.',
          'Feeding it bad information. An assistant trained on an outdated price list will confidently quote outdated prices. Keep the source material current.',
          "Ignoring privacy. Know what customer data a tool stores, where it goes, and whether it's used to train someone else's model.",
          'Buying too many tools at once. Five half-configured subscriptions do less than one that is set up properly and used every day.',
        ],
      },
      { type: 'h2', text: 'How to get started without the risk' },
      {
        type: 'p',
        text: 'Pick one use case and give it a defined trial period, such as 60 or 90 days. Write down how things work today before you change anything: how long customers wait for a reply, how many appointments are missed, how many hours a week go to the task. Those numbers become your baseline, and they let you judge the tool on results instead of impressions.',
      },
      {
        type: 'p',
        text: 'Next, set it up with real material: your FAQs, policies, service descriptions and tone of voice. Test it yourself the way a frustrated customer would. Ask awkward questions, misspell things, change your mind halfway through a booking. Then launch it to a small slice of traffic or a single location before rolling it out everywhere.',
      },
      {
        type: 'p',
        text: 'Finally, review it on a schedule. Read a handful of chat transcripts each week, check which questions it failed to answer, and update its knowledge. AI tools improve fastest when someone owns them, even if that ownership is only half an hour a week.',
      },
      { type: 'h2', text: 'The bottom line' },
      {
        type: 'p',
        text: "AI won't replace the relationships that keep a small business running, but it can give the people behind those relationships more time and better information. The businesses getting the most from it are not the ones with the biggest budgets; they're the ones that start small, measure honestly and keep a human in the loop.",
      },
      {
        type: 'p',
        text: "If you'd like help choosing where AI fits in your business, the Lumivox team can review your current workflow and recommend a practical first step. Reach out and tell us what's eating up your week.",
      },
    ],
  },
  {
    slug: 'ads-troubleshooting-guide',
    cover: '/images/articles/ads-troubleshooting-guide.svg',
    title: "Why Your Ads Aren't Working: A Troubleshooting Guide",
    description:
      'Paid ads not paying off? Work through tracking, audience, creative, landing page and budget issues in order with this practical checklist.',
    topics: ['Paid Ads', 'Tracking', 'Landing Pages', 'Marketing'],
    icon: 'target',
    published: '2026-07-21',
    readingMinutes: 4,
    author: teamMember('jordan-ellis'),
    body: [
      {
        type: 'p',
        text: 'Few things are more frustrating than watching an ad budget disappear with little to show for it. The instinct is often to blame the platform or to pause everything. Usually the problem is more specific, and it can be found by checking a handful of things in the right order. This guide walks through that order, starting with the issues that are easiest to miss and most expensive to ignore.',
      },
      { type: 'h2', text: 'Start with tracking, not the ads' },
      {
        type: 'p',
        text: "Before you change a single headline, confirm that you can trust your numbers. Some campaigns that look like they're failing are actually working, but conversions aren't being recorded. Others look great because the same lead is counted twice.",
      },
      {
        type: 'ul',
        items: [
          'Submit a test lead or purchase yourself and confirm it appears in the ad platform, your analytics tool and your CRM.',
          'Check that the conversion tag fires once, on the thank-you page or confirmation event, not on every page load.',
          'Make sure phone calls and chat conversations are tracked if those are how customers actually reach you.',
          'Use consistent UTM parameters so you can tell which campaign, ad and keyword a lead came from.',
        ],
      },
      {
        type: 'p',
        text: 'If tracking is broken, fix it and let the campaign run for a week or two before you judge anything else.',
      },
      { type: 'h2', text: 'Check who is actually seeing your ads' },
      {
        type: 'p',
        text: "Audience problems are the next most common cause. Broad targeting can work well once a platform has conversion data to learn from, but early on it often shows ads to people who will never buy. For search campaigns, review the search terms report, not just your keyword list. You may find you're paying for clicks from job seekers, do-it-yourselfers or people in cities you don't serve. Add negative keywords, tighten location settings to your real service area and exclude existing customers where it makes sense.",
      },
      {
        type: 'p',
        text: "For social campaigns, look at the placement and demographic breakdowns. If most of your spend lands in placements that produce clicks but no leads, that's a signal to narrow where your ads appear.",
      },
      { type: 'h2', text: 'Review the creative and the offer' },
      {
        type: 'p',
        text: "An ad has a moment to earn attention. If your click-through rate is low compared with your own earlier campaigns, the message isn't landing. Common causes include generic copy that could describe any competitor, images that don't show the product or the result, and no clear reason to act now. Test one variable at a time: a new headline, a different image, a more specific offer. Changing everything at once tells you nothing about what worked.",
      },
      {
        type: 'p',
        text: 'Ad fatigue is real, too. When the same audience sees the same ad again and again, performance slides. Rotate fresh creative on a regular schedule rather than waiting for results to collapse.',
      },
      { type: 'h2', text: 'Fix the landing page' },
      {
        type: 'p',
        text: "If people click but don't convert, the problem often lives after the click. Send ad traffic to a page that matches the ad's promise, not your home page. Someone who clicked an ad for emergency roof repair should land on a page about emergency roof repair, with a phone number they can tap.",
      },
      {
        type: 'ul',
        items: [
          'Load time: test the page on a phone over a cellular connection. If it feels slow to you, it feels slower to a stranger.',
          "Message match: repeat the ad's headline or offer near the top of the page.",
          'One clear action: a single form or button, not five competing links.',
          'Short forms: ask only for what you need to follow up.',
          'Trust signals: reviews, photos of real work, licenses or guarantees.',
        ],
      },
      { type: 'h2', text: 'Look at budget and bidding last' },
      {
        type: 'p',
        text: "Budget is often the first thing people change and the last thing that's wrong. Still, a few issues are worth checking. A daily budget spread across too many campaigns gives each one too little data to optimize. Automated bidding strategies need a steady flow of conversions to work well, so a brand-new account may do better with simpler settings at first. And frequent edits can restart a campaign's learning, so make changes deliberately and give each one time to show results.",
      },
      { type: 'h2', text: 'A quick troubleshooting checklist' },
      {
        type: 'ol',
        items: [
          'Verify conversions are tracked once, accurately, across every channel.',
          'Review search terms and placements, and cut the waste.',
          'Compare click-through rates against your own past campaigns.',
          'Confirm the landing page matches the ad and loads fast on mobile.',
          'Consolidate budget so each campaign has enough data to learn.',
          'Change one thing at a time and give it at least a week or two.',
          'Follow leads through to sales, not just form fills.',
        ],
      },
      {
        type: 'p',
        text: "That last point matters most. A campaign that produces fewer leads but more paying customers is the better campaign, and you'll only see that if your ad data and sales data are connected.",
      },
      {
        type: 'p',
        text: "If your ads still aren't pulling their weight, the Lumivox team can review your campaigns, tracking and landing pages and show you where the budget is leaking. Get in touch and we'll start with what you already have.",
      },
    ],
  },
  {
    slug: 'smart-website-revolution',
    cover: '/images/articles/smart-website-revolution.svg',
    title: 'The Smart Website Revolution: What Modern Sites Do Differently',
    description:
      'Speed, mobile-first design, conversion-focused layouts, AI chat and personalization: how a smart website works harder for your business, and how to measure it.',
    topics: ['Web Design', 'Conversion', 'AI Chat', 'Performance'],
    icon: 'layout',
    published: '2026-05-19',
    readingMinutes: 4,
    author: teamMember('diego-reyes'),
    body: [
      {
        type: 'p',
        text: "For years, a business website was a digital brochure: a few pages describing who you are, a contact form and a photo of the team. That's no longer enough. Customers now expect a site to load quickly on their phone, answer their questions, and make it easy to book, buy or call. A smart website does that work around the clock. Here is what separates one from a brochure, and how to tell whether yours is pulling its weight.",
      },
      { type: 'h2', text: 'Speed is the first impression' },
      {
        type: 'p',
        text: 'Before anyone reads your headline, they wait for it to appear. Slow pages lose visitors, and search engines take page experience into account when ranking results. Most speed problems come from a short list of causes: oversized images, too many third-party scripts, heavy themes built to do everything, and underpowered hosting.',
      },
      {
        type: 'ul',
        items: [
          'Serve images in modern formats, sized for the screen that displays them.',
          "Audit plugins, trackers and widgets, and remove anything you don't use.",
          "Load what's visible first and defer the rest.",
          'Check Core Web Vitals in a free tool such as Google PageSpeed Insights and fix the worst issues first.',
        ],
      },
      { type: 'h2', text: 'Designed for the phone first' },
      {
        type: 'p',
        text: 'For many local businesses, a large share of visitors arrive on a phone, often while doing something else. Mobile-first design means planning the small screen before the large one, not squeezing a desktop layout down afterward. That means readable text without zooming, buttons big enough for a thumb, tap-to-call phone numbers, and forms that bring up the right keyboard. Check your own analytics to see how your traffic splits, then test the site on an actual phone, not just a resized browser window.',
      },
      { type: 'h2', text: 'Every page should have a job' },
      {
        type: 'p',
        text: 'Conversion design starts with a simple question for each page: what should a visitor do next? On a service page it might be requesting a quote; on a pricing page, booking a call. Once the goal is clear, the layout can support it.',
      },
      {
        type: 'ul',
        items: [
          'Put the main call to action near the top and repeat it after key sections.',
          'Lead with the outcome customers want, then explain how you deliver it.',
          'Show proof close to the ask: reviews, project photos, certifications.',
          'Remove distractions, such as sliders and auto-playing video, that compete with the main action.',
          'Keep forms short and say what happens after someone submits one.',
        ],
      },
      { type: 'h2', text: 'AI chat that actually helps' },
      {
        type: 'p',
        text: "A chat assistant can answer questions at the moment a visitor is deciding, which is often outside business hours. The best ones are trained on your real services, prices and policies, speak in your brand's voice, and know when to hand off to a person. They can also capture contact details and qualify leads, so your team starts the next morning with a list of warm conversations rather than an empty inbox. Avoid the generic pop-up that interrupts people the second they arrive; a visible, friendly option to chat works better than a forced one.",
      },
      { type: 'h2', text: 'Personalization without the creep factor' },
      {
        type: 'p',
        text: "Personalization doesn't require knowing everything about a visitor. Simple, respectful touches go a long way: showing the nearest location, highlighting the service someone browsed last time, or matching a landing page headline to the ad that brought them there. A returning customer might see a quick rebooking button instead of an introduction to your company. Keep it transparent, follow the privacy rules where you operate, and never make visitors feel watched.",
      },
      { type: 'h2', text: 'Measuring what matters' },
      {
        type: 'p',
        text: "A smart website earns its name through results, so decide how you'll measure them before launch. Record a baseline from your current site so you have something to compare against.",
      },
      {
        type: 'ol',
        items: [
          'Conversion rate: the share of visitors who complete a key action, such as a form, call or booking.',
          'Lead quality: how many of those inquiries turn into paying customers.',
          'Speed and stability: Core Web Vitals scores and uptime.',
          'Engagement: which pages people read, where they leave, and what they search for.',
          'Chat outcomes: questions answered, conversations handed off and leads captured.',
        ],
      },
      {
        type: 'p',
        text: 'Review these monthly, not daily. Small week-to-week swings are mostly noise; the trend over a quarter tells you whether changes are working. When a number moves the wrong way, look at what changed on the site around the same time.',
      },
      { type: 'h2', text: 'Where to begin' },
      {
        type: 'p',
        text: "You don't need to rebuild everything at once. Many businesses start with a speed and mobile cleanup, then tighten their top service pages around a single action, then add chat once the basics are solid. Each step can be measured on its own.",
      },
      {
        type: 'p',
        text: "If you'd like to know how your current site stacks up, the Lumivox team offers a free website audit covering speed, mobile experience and conversion opportunities. Reach out and we'll show you where to start.",
      },
    ],
  },
  {
    slug: 'data-driven-growth',
    cover: '/images/articles/data-driven-growth.svg',
    title: 'Data-Driven Growth: A Practical Playbook for Small Businesses',
    description:
      'Which metrics matter, how to set baselines, build a dashboard people use, run simple experiments and turn the numbers into decisions that grow your business.',
    topics: ['Analytics', 'Metrics', 'Dashboards', 'Growth'],
    icon: 'trend',
    published: '2026-03-17',
    readingMinutes: 4,
    author: teamMember('priya-raman'),
    body: [
      {
        type: 'p',
        text: "Every business generates data: website visits, calls, invoices, reviews, appointment histories. Most of it sits in separate tools that nobody has time to compare. Being data-driven doesn't mean hiring an analyst or buying an expensive platform. It means choosing a few numbers that reflect the health of your business, watching them consistently and letting them inform your decisions. Here's a practical way to get there.",
      },
      { type: 'h2', text: 'Choose the metrics that matter' },
      {
        type: 'p',
        text: 'The most common mistake is tracking everything. Page views, followers and impressions are easy to collect and easy to feel good about, but they rarely tell you whether the business is growing. Start with the path a customer takes from first contact to payment, and pick one or two numbers for each stage.',
      },
      {
        type: 'ul',
        items: [
          'Attract: qualified visitors to your website, calls from search, referrals.',
          'Convert: leads per month and the rate at which visitors become leads.',
          'Close: the share of leads that become customers, and how long that takes.',
          'Keep: repeat purchases, customer retention and new reviews.',
          'Profit: average order or project value, customer acquisition cost and margin.',
        ],
      },
      {
        type: 'p',
        text: "For most small businesses, five to eight numbers are plenty. If a metric wouldn't change a decision, leave it off.",
      },
      { type: 'h2', text: 'Set a baseline before changing anything' },
      {
        type: 'p',
        text: "A number means little without a point of comparison. Before you launch a new campaign or redesign a page, record where things stand today. Use at least a few months of history where you have it, because many businesses have seasonal patterns that can make a single month misleading. A landscaper's spring and a retailer's holiday season look nothing like the rest of their year.",
      },
      {
        type: 'p',
        text: 'Write the baseline down with the date and where each number came from. It sounds basic, but it prevents the familiar argument months later about whether something actually improved.',
      },
      { type: 'h2', text: 'Build a dashboard people will use' },
      {
        type: 'p',
        text: 'A good dashboard fits on one screen and answers one question: are we on track? Pull your key numbers from your website analytics, ad platforms, CRM and accounting tools into one view, updated automatically so no one has to copy figures by hand. Show each metric next to its baseline and target, and use trend lines rather than single totals.',
      },
      {
        type: 'p',
        text: 'Keep it focused. A dashboard with forty charts gets opened once and forgotten. A simple one reviewed in a fifteen-minute weekly meeting becomes part of how the business runs.',
      },
      { type: 'h2', text: 'Run small, honest experiments' },
      {
        type: 'p',
        text: 'Once you can measure reliably, you can test ideas instead of debating them. Good experiments for small businesses are simple and focused on a single change.',
      },
      {
        type: 'ol',
        items: [
          'State the change and what you expect it to do, for example: adding pricing ranges to the services page will increase quote requests.',
          "Decide how you'll measure it and for how long before you start.",
          'Change one thing at a time so you know what caused the result.',
          'Run it long enough to smooth out normal weekly swings.',
          "Record the outcome, including tests that didn't work, so no one repeats them by accident.",
        ],
      },
      {
        type: 'p',
        text: "Small businesses rarely have enough traffic for statistically rigorous A/B tests on every idea, and that's fine. Comparing a clear before and after, while noting anything else that changed in the same period, still beats guessing.",
      },
      { type: 'h2', text: 'Turn insights into actions' },
      {
        type: 'p',
        text: "Data only pays off when it changes what you do. Each time you review your numbers, end with a short list of decisions: what to do more of, what to stop, and what to test next. Give each action an owner and a date. If leads are rising but closed sales aren't, the next step might be faster follow-up or better lead qualification, not more ad spend. If repeat customers bring in most of your revenue, a simple retention email may be worth more than a new acquisition campaign.",
      },
      {
        type: 'p',
        text: 'Over time, this rhythm of measuring, deciding and reviewing becomes a habit. Decisions get faster, budgets go where they work and surprises become rarer.',
      },
      { type: 'h2', text: 'Start where you are' },
      {
        type: 'p',
        text: "You don't need perfect data to begin. Pick your handful of metrics, record today's baseline and schedule a monthly review. Improve the tracking as you go.",
      },
      {
        type: 'p',
        text: "If you'd like help connecting your tools, building a dashboard your team will actually use or deciding which numbers to watch, the Lumivox team can help. Get in touch and tell us what you want to grow.",
      },
    ],
  },
] as const satisfies readonly Article[];
