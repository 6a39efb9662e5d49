// The eight Lumivox services as cards and links (title, icon from serviceIcons.ts, texts, features, SEO data), without
// the page bodies of services.ts: the footer on every page needs only this.
import { serviceIcons } from './serviceIcons.ts';
import { serviceNames } from './serviceNames.ts';
import type { Service, ServiceCard, ServicePage, ServiceSlug } from './types.ts';

/** Each card's copy besides its slug and title (serviceNames.ts). */
const cardCopy = {
  'website-design': {
    shortDescription: 'Responsive websites that turn visitors into customers.',
    description:
      'We design and build fast, responsive websites around one goal: turning visitors into customers. Every site is mobile-first, easy to update and ready to rank from day one.',
    features: ['Responsive Design', 'UX/UI Design', 'Fast Loading', 'Mobile-First'],
    seoTitle: 'Website Design for Small Businesses | Lumivox',
    seoDescription:
      'Fast, mobile-first websites designed to turn visitors into customers. Lumivox designs and builds sites for small and mid-size businesses in Atlanta.',
  },
  branding: {
    shortDescription: 'A memorable identity that makes your business instantly recognizable.',
    description:
      'We shape a brand that people remember and trust, from the logo to the way you talk about your work. You get a complete identity system and the guidelines to use it consistently everywhere.',
    features: ['Logo Design', 'Brand Guidelines', 'Visual Identity', 'Brand Strategy'],
    seoTitle: 'Branding and Logo Design | Lumivox',
    seoDescription:
      'Logo design, visual identity and brand strategy that make your business memorable. Lumivox builds complete brand systems for small and mid-size businesses.',
  },
  seo: {
    shortDescription: 'Higher search rankings and organic traffic that keeps growing.',
    description:
      'We help customers find you when they search for what you offer. Keyword research, on-page work, links and technical fixes combine into rankings that bring steady organic traffic.',
    features: ['Keyword Research', 'On-Page SEO', 'Link Building', 'Technical SEO'],
    seoTitle: 'Local SEO Services | Lumivox',
    seoDescription:
      'Rank higher on Google and win more local customers. Lumivox handles keyword research, on-page SEO, link building and technical fixes for small businesses.',
  },
  crm: {
    shortDescription: 'Automated follow-ups and workflows so no lead slips through the cracks.',
    description:
      'We set up a CRM that tracks every lead and customer and automates the follow-ups your team never has time for. Your tools are connected, so information is entered once and used everywhere.',
    features: ['Process Automation', 'Lead Management', 'Customer Insights', 'Integration Setup'],
    seoTitle: 'CRM Setup and Automation | Lumivox',
    seoDescription:
      'CRM setup and workflow automation that follows up with every lead, saves admin hours and connects your tools. Built by Lumivox for growing small businesses.',
  },
  marketing: {
    shortDescription: 'Data-driven campaigns that reach the right customers at the right time.',
    description:
      'We plan and run campaigns across social media, email, content and paid ads, guided by what your data says works. Budgets go to the channels that bring in customers, not just clicks.',
    features: ['Social Media', 'Email Marketing', 'Content Strategy', 'Paid Advertising'],
    seoTitle: 'Digital Marketing Services | Lumivox',
    seoDescription:
      'Data-driven social media, email, content and paid ad campaigns that bring in customers, not just clicks. Lumivox runs marketing for growing small businesses.',
  },
  'customer-service': {
    shortDescription: 'AI-powered support that answers your customers 24/7.',
    description:
      'We build AI support assistants that answer common questions, book appointments and hand complex issues to your team. Customers get answers at any hour, on the channels they already use.',
    features: ['Chatbot Development', 'Support Automation', 'Multi-Channel Support', 'Response Optimization'],
    seoTitle: 'AI Customer Service and Chatbots | Lumivox',
    seoDescription:
      'AI customer support that answers questions 24/7 across chat, email and text, and hands complex cases to your team. Built by Lumivox for small businesses.',
  },
  analytics: {
    shortDescription: 'Turn your data into clear insights you can act on.',
    description:
      'We bring your website, marketing and sales numbers together in dashboards that are easy to read. You see what is working, what is not and where to put your next dollar.',
    features: ['Data Visualization', 'Performance Tracking', 'Custom Reports', 'Predictive Analytics'],
    seoTitle: 'Business Analytics and Dashboards | Lumivox',
    seoDescription:
      'Dashboards and reports that turn website, marketing and sales data into clear decisions. Lumivox sets up analytics for small and mid-size businesses.',
  },
  'schedule-management': {
    shortDescription: 'Smart scheduling that fills your calendar and cuts no-shows.',
    description:
      'We set up online booking, automated reminders and shared team calendars that keep your schedule full and organized. Customers book in a few taps and your team always knows who is where.',
    features: ['Appointment Booking', 'Team Coordination', 'Automated Reminders', 'Calendar Integration'],
    seoTitle: 'Online Booking and Scheduling Setup | Lumivox',
    seoDescription:
      'Online booking, automated reminders and team calendars that fill your schedule and cut no-shows. Lumivox sets up smart scheduling for small businesses.',
  },
} satisfies Record<ServiceSlug, Omit<ServiceCard, 'slug' | 'title' | 'icon'>>;

export const serviceCards: readonly ServiceCard[] = /* @__PURE__ */ serviceNames.map(({ slug, title }) => ({
  slug,
  title,
  icon: serviceIcons[slug],
  ...cardCopy[slug],
}));

/** A service's card joined with its page body: lets a page import only the body it shows. */
export function withPage(slug: ServiceCard['slug'], page: ServicePage): Service {
  const card = serviceCards.find((c) => c.slug === slug);
  if (!card) throw new Error(`Unknown service ${slug}`);
  return { ...card, page };
}
