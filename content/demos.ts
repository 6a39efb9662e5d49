// Data behind the animated and illustrated demos on the service pages. Static copy, not live data (spec §1).
import { responseTimes } from './responseTimes';
import { site } from './site.ts';

type ProcessStepTitle = 'Discovery' | 'Design' | 'Development' | 'Launch';

interface ProcessStep {
  title: ProcessStepTitle;
  description: string;
}

interface SeoResult {
  name: string;
  /** Average star rating out of 5. */
  rating: number;
  reviews: number;
  /** The Lumivox client that climbs to first place. */
  featured: boolean;
}

interface SeoDemo {
  featuredBadge: string;
  query: string;
  /** Initial ranking, first to last. */
  results: readonly SeoResult[];
}

type SupportChannel = 'Chat' | 'Email' | 'SMS' | 'Phone';
type SupportOutcome = 'Resolved by AI' | 'Booked' | 'Escalated to team';

export interface SupportEvent {
  channel: SupportChannel;
  text: string;
  outcome: SupportOutcome;
}

type AuditStatus = 'good' | 'warn' | 'bad';

interface AuditItem {
  label: string;
  value: string;
  status: AuditStatus;
}

interface AuditPanelCopy {
  title: string;
  text: string;
  snapshotTitle: string;
  labels: { siteHealth: string; conversionRate: string; aiPriorityScore: string };
  statusText: Record<AuditItem['status'], string>;
}

/** Captions of the charts; `label` is what a screen reader hears for the drawn graphic. */
interface ChartCopy {
  label: string;
  caption: string;
}

interface AuditSnapshot {
  /** Out of 100. */
  siteHealth: number;
  conversionRate: string;
  /** Out of 100. */
  aiPriorityScore: number;
  items: readonly AuditItem[];
}

interface PipelineStage {
  label: string;
  count: number;
}

type ChartMonth = 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov';

interface MarketingMonth {
  month: ChartMonth;
  leads: number;
}

interface ChartPoint {
  label: string;
  value: number;
}

interface CalendarAppointment {
  /** Index into CalendarDemo.days. */
  day: 0 | 1 | 2 | 3 | 4;
  /** Index into CalendarDemo.slots. */
  slot: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  label: string;
}

interface CalendarDemo {
  days: readonly [string, string, string, string, string];
  slots: readonly [string, string, string, string, string, string, string, string];
  /** In the order they appear. */
  appointments: readonly CalendarAppointment[];
}

/** website-design: the four process cards, highlighted in turn. */
export const processSteps = [
  {
    title: 'Discovery',
    description:
      'We learn your business, your customers and your goals, review your current site and competitors, and agree on what success looks like.',
  },
  {
    title: 'Design',
    description:
      'We map the pages and design the look, starting with mobile. You review real layouts and we refine them until they feel right.',
  },
  {
    title: 'Development',
    description:
      'We build a fast, responsive site, connect your forms and tools, set up SEO basics and test it on every screen size.',
  },
  {
    title: 'Launch',
    description: 'We go live, submit your site to Google, set up analytics and show you how to make your own updates.',
  },
] as const satisfies readonly ProcessStep[];

/** seo: typed query, then the featured client climbs from last place to first. */
export const seoDemo = {
  /** The badge on the featured (our client's) listing. */
  featuredBadge: `${site.name} client`,
  query: 'Contractors in Atlanta',
  results: [
    { name: 'Buckhead Home Builders', rating: 4.6, reviews: 148, featured: false },
    { name: 'Southside Plumbing & Electric', rating: 4.7, reviews: 131, featured: false },
    { name: 'Midtown Renovation Co.', rating: 4.4, reviews: 96, featured: false },
    // A client from the portfolio (its own site shows the same rating), never one invented for the demo.
    { name: 'Summit Ridge Roofing', rating: 4.9, reviews: 620, featured: true },
  ],
} as const satisfies SeoDemo;

/** customer-service: templates for the simulated support log, cycled in order. */
export const supportEvents = [
  { channel: 'Chat', text: 'Asked about Saturday opening hours', outcome: 'Resolved by AI' },
  { channel: 'SMS', text: 'Requested a quote appointment for next Tuesday', outcome: 'Booked' },
  { channel: 'Email', text: "Asked for a copy of last month's invoice", outcome: 'Resolved by AI' },
  { channel: 'Phone', text: 'Reported a billing discrepancy on an order', outcome: 'Escalated to team' },
  { channel: 'Chat', text: 'Asked whether you serve their zip code', outcome: 'Resolved by AI' },
  { channel: 'Chat', text: "Wanted to reschedule Friday's consultation", outcome: 'Booked' },
  { channel: 'Email', text: 'Asked about warranty coverage on a repair', outcome: 'Resolved by AI' },
  { channel: 'SMS', text: "Confirmed tomorrow's 10:00 appointment", outcome: 'Resolved by AI' },
  { channel: 'Phone', text: 'Requested an urgent same-day service call', outcome: 'Escalated to team' },
  { channel: 'Chat', text: 'Asked which payment methods are accepted', outcome: 'Resolved by AI' },
  { channel: 'Email', text: 'Requested a new-client intake call', outcome: 'Booked' },
  { channel: 'SMS', text: 'Asked for the status of an open order', outcome: 'Resolved by AI' },
  { channel: 'Chat', text: 'Asked for pricing on a custom package', outcome: 'Escalated to team' },
  { channel: 'Phone', text: 'Asked for directions and parking details', outcome: 'Resolved by AI' },
  { channel: 'Chat', text: 'Booked a free estimate for Thursday afternoon', outcome: 'Booked' },
  { channel: 'Email', text: 'Updated the contact phone on their account', outcome: 'Resolved by AI' },
] as const satisfies readonly SupportEvent[];

/** website-design: the static performance snapshot in the free-audit panel (spec §9: static figures). */
export const auditSnapshot = {
  siteHealth: 63,
  conversionRate: '2.8%',
  aiPriorityScore: 74,
  items: [
    { label: 'Mobile load time', value: '4.6 s', status: 'bad' },
    { label: 'Mobile friendliness', value: 'Passed', status: 'good' },
    { label: 'Pages missing meta descriptions', value: '5 of 12', status: 'warn' },
    { label: 'Clear call to action above the fold', value: '1 of 5 key pages', status: 'bad' },
  ],
} as const satisfies AuditSnapshot;

/** website-design: the copy around the snapshot. */
export const auditPanel = {
  title: 'Get a free website audit',
  text: `We review your site's speed, search visibility and conversion path, then send you a prioritized action plan within ${responseTimes.auditHours} hours. No cost, no obligation.`,
  snapshotTitle: 'An audit report at a glance',
  labels: { siteHealth: 'Site health', conversionRate: 'Conversion rate', aiPriorityScore: 'AI priority score' },
  statusText: { good: 'Good', warn: 'Needs work', bad: 'Poor' },
} as const satisfies AuditPanelCopy;

/** Captions of the crm, marketing, analytics and scheduling graphics. */
export const chartCopy = {
  crm: { label: 'A sales pipeline', caption: 'Every lead followed up automatically, first contact to won job.' },
  marketing: {
    label: 'Leads per month rising from June to November',
    caption: 'Leads per month as the campaign builds.',
  },
  analytics: {
    label: 'Website sessions per day over one week, highest on Thursday',
    caption: 'Sessions per day over one week.',
  },
  calendar: { label: 'A work week filling with bookings', caption: 'Bookings arriving across the week.' },
} as const satisfies Record<'crm' | 'marketing' | 'analytics' | 'calendar', ChartCopy>;

/** crm: a sales pipeline, first contact to won job. */
export const crmFlow = [
  { label: 'New Leads', count: 128 },
  { label: 'Contacted', count: 96 },
  { label: 'Qualified', count: 54 },
  { label: 'Proposal Sent', count: 31 },
  { label: 'Won', count: 18 },
] as const satisfies readonly PipelineStage[];

/** marketing: six months of a campaign. */
export const marketingChart = [
  { month: 'Jun', leads: 86 },
  { month: 'Jul', leads: 104 },
  { month: 'Aug', leads: 131 },
  { month: 'Sep', leads: 162 },
  { month: 'Oct', leads: 197 },
  { month: 'Nov', leads: 238 },
] as const satisfies readonly MarketingMonth[];

/** analytics: website sessions over one week. */
export const analyticsChart = [
  { label: 'Mon', value: 820 },
  { label: 'Tue', value: 940 },
  { label: 'Wed', value: 1010 },
  { label: 'Thu', value: 1130 },
  { label: 'Fri', value: 1060 },
  { label: 'Sat', value: 690 },
  { label: 'Sun', value: 610 },
] as const satisfies readonly ChartPoint[];

/** schedule-management: a work week that fills up as bookings arrive. */
export const calendarDemo = {
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  slots: ['9:00', '10:00', '11:00', '12:00', '1:00', '2:00', '3:00', '4:00'],
  // Soft hyphens (\u00ad): where a label may break in a phone's narrow day column.
  appointments: [
    { day: 0, slot: 0, label: 'Con\u00adsul\u00adta\u00adtion' },
    { day: 2, slot: 3, label: 'Site visit' },
    { day: 1, slot: 5, label: 'Es\u00adti\u00admate' },
    { day: 3, slot: 1, label: 'Fol\u00adlow-up call' },
    { day: 4, slot: 6, label: 'Team meet\u00ading' },
    { day: 0, slot: 4, label: 'Re\u00adpair' },
    { day: 2, slot: 0, label: 'New client' },
    { day: 3, slot: 6, label: 'In\u00adstal\u00adla\u00adtion' },
    { day: 1, slot: 2, label: 'Con\u00adsul\u00adta\u00adtion' },
    { day: 4, slot: 2, label: 'Re\u00adview call' },
  ],
} as const satisfies CalendarDemo;
