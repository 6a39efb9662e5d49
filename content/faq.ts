// The seven questions of the FAQ page (spec §2 FAQ), in the spec's order.
import { serviceFacts } from './pricing.ts';
import type { FaqItem } from './types.ts';

/** Where a published price range starts: "$1,000" of "$1,000–$3,500". */
const startOf = (price: string) => price.split('–')[0]!;

export const faqs = [
  {
    id: 'budget',
    question: 'How much budget do I need to get started?',
    answer: `Projects start at ${startOf(serviceFacts['schedule-management'].price)} (online booking with automated reminders); a website is ${serviceFacts['website-design'].price}, and monthly SEO starts at ${startOf(serviceFacts.seo.price)}. Every service page shows its typical range, and after a free consultation you get a fixed, itemized quote before any work begins. Larger projects can be phased, so you invest step by step as results come in.`,
  },
  {
    id: 'time-to-results',
    question: 'How long does it take to see results?',
    answer:
      'Most clients see measurable results within 30-60 days, such as faster response times, more inquiries or better search visibility. Quick wins like automated follow-ups often show up in the first weeks, while SEO and brand work keep compounding over the following months. We agree on the metrics up front and report on them regularly, so you always know where you stand.',
  },
  {
    id: 'team-time',
    question: 'How much time will my team need to put in?',
    answer:
      "Very little. Expect a kickoff call of about an hour, a few short review sessions, and quick feedback when we share designs or drafts. We handle the setup, content and integrations, then train your team on anything they'll use day to day.",
  },
  {
    id: 'need-ai-knowledge',
    question: 'Do I need to know anything about AI?',
    answer:
      'Not at all. We choose, configure and maintain the AI tools for you and explain them in plain language. Your team simply works with the results: answered customer questions, booked appointments, clearer reports.',
  },
  {
    id: 'replacing-tools',
    question: 'Will I have to replace the tools I already use?',
    answer:
      "Usually not. We start by reviewing your current software, such as your email platform, calendar, CRM or point of sale, and connect to it wherever we can. If a tool is holding you back, we'll recommend an alternative and explain why, but the decision is always yours.",
  },
  {
    id: 'what-if-it-fails',
    question: "What if it doesn't work?",
    answer:
      "That's what our guarantee is for: if we don't meet the results we agreed on together, you don't pay. Eligibility, baseline benchmarks and review cadences are set during your consultation, so both sides know exactly what success looks like. We also review progress along the way and adjust course early instead of waiting until the end.",
  },
  {
    id: 'post-launch-support',
    question: 'What support do you offer after launch?',
    answer:
      'We stay with you after launch. Every project includes a support period for fixes, questions and small adjustments, and ongoing care plans cover updates, monitoring, performance reports and continuous improvements. You can reach us by email, phone or text, and we reply within 24 hours.',
  },
] as const satisfies readonly FaqItem[];
