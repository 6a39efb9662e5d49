// The people behind Lumivox and the studio's facts (/about, and the articles' bylines). Each portrait is drawn by
// scripts/team-portraits.ts (DiceBear's Notionists style, CC0) in the brand's tints, one consistent hand for everyone.
import { location } from './facts.ts';
import { site } from './site.ts';
import type { TeamMember } from './types.ts';

/** Every member's portrait in one file (scripts/team-portraits.ts), each with two views: `#<id>` the whole drawing and
 * `#<id>-face` its head and shoulders, as the small round faces show it. /about draws its row of faces and its team grid
 * from it: one request where they made seven (docs/performance.md, "Session 30"). */
export const teamSheet = '/images/team/team.svg';

const member = <Id extends string>(id: Id, name: string, role: string, line: string) =>
  ({
    id,
    name,
    role,
    line,
    portrait: `/images/team/${id}.svg`,
    face: `/images/team/${id}.svg#face`,
    inSheet: { whole: `${teamSheet}#${id}`, face: `${teamSheet}#${id}-face` },
  }) satisfies TeamMember;

export const team = [
  member(
    'maya-okafor',
    'Maya Okafor',
    'Founder & Creative Director',
    'Sets the direction of every brand and website we make, and reviews each one before a client sees it.',
  ),
  member(
    'hannah-kim',
    'Hannah Kim',
    'Client Partner',
    'Your one contact from the first call: scopes the work, runs the weekly check-ins and reports results in plain English.',
  ),
  member(
    'lena-fischer',
    'Lena Fischer',
    'Brand & UX Designer',
    'Draws the logos, type and layouts, and tests each page with real customers before it is built.',
  ),
  member(
    'diego-reyes',
    'Diego Reyes',
    'Lead Developer',
    'Builds the sites and shops on WordPress, Webflow and Shopify, and keeps them fast, accessible and secure.',
  ),
  member(
    'priya-raman',
    'Priya Raman',
    'Search & Analytics Lead',
    'Finds what your customers search for, writes the pages that answer them and builds the dashboards that show it working.',
  ),
  member(
    'jordan-ellis',
    'Jordan Ellis',
    'Marketing Lead',
    'Plans the social posts, e-mails and paid ads, and moves the budget to what brings in customers.',
  ),
  member(
    'andre-bell',
    'Andre Bell',
    'Automation & AI Lead',
    'Connects your CRM, booking and AI assistant, so follow-ups, reminders and answers happen without anyone chasing them.',
  ),
] as const satisfies readonly TeamMember[];

export type TeamMemberId = (typeof team)[number]['id'];

export function teamMember(id: TeamMemberId): TeamMember {
  return team.find((m) => m.id === id)!;
}

interface StudioFact {
  term: string;
  value: string;
}

/** The studio's facts, beside the team on /about: when it began, how many work here, where, and for whom (short
 * enough to sit on one line each, on a phone too). */
export const studioFacts = [
  { term: 'Founded', value: '2019' },
  { term: 'Team', value: `${team.length} people` },
  { term: 'Studio', value: `${site.address.locality}, ${site.address.region}` },
  { term: 'Clients', value: location.clients },
] as const satisfies readonly StudioFact[];
