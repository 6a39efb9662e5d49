// A small drawing per service for the /services overview (the buyer's review r23: eight identical icon cards): each
// shows the thing the service makes (a page, a mark, a ranking, a pipeline…) in the site's two tones, so no two cards
// share a picture. Inline SVG, no asset to load; decoration, as the card's heading names the service.
import type { ReactNode } from 'react';
import type { ServiceSlug } from '../../content/slugs';

// Tones: `s` a stroke in the brand colour, `f` a pale fill, `a` the accent fill.
const s = 'fill-none stroke-brand-600';
const f = 'fill-brand-200';
const a = 'fill-brand-500';

const drawings: Record<ServiceSlug, ReactNode> = {
  // A page: browser bar, hero block, two cards.
  'website-design': (
    <>
      <rect x="4" y="7" width="40" height="34" rx="4" className={s} />
      <path d="M4 14h40" className={s} />
      <rect x="9" y="18" width="20" height="4" rx="2" className={a} />
      <rect x="9" y="25" width="14" height="3" rx="1.5" className={f} />
      <rect x="9" y="31" width="13" height="6" rx="1.5" className={f} />
      <rect x="25" y="31" width="14" height="6" rx="1.5" className={f} />
    </>
  ),
  // A mark and its palette.
  branding: (
    <>
      <circle cx="17" cy="19" r="11" className={f} />
      <path d="M11 23l6-10 6 10z" className={a} />
      <rect x="6" y="35" width="8" height="8" rx="2" className={a} />
      <rect x="17" y="35" width="8" height="8" rx="2" className={f} />
      <rect x="28" y="35" width="8" height="8" rx="2" className={s} />
      <path d="M33 9h10M33 15h7M33 21h9" className={s} />
    </>
  ),
  // A search and the results it ranks, ours first.
  seo: (
    <>
      <rect x="4" y="5" width="40" height="9" rx="4.5" className={s} />
      <circle cx="10" cy="9.5" r="2" className={s} />
      <rect x="4" y="19" width="40" height="7" rx="2" className={a} />
      <rect x="4" y="29" width="30" height="5" rx="2" className={f} />
      <rect x="4" y="37" width="24" height="5" rx="2" className={f} />
    </>
  ),
  // A pipeline: a lead moves through three stages.
  crm: (
    <>
      <rect x="4" y="8" width="11" height="32" rx="3" className={f} />
      <rect x="18.5" y="8" width="11" height="32" rx="3" className={f} />
      <rect x="33" y="8" width="11" height="32" rx="3" className={s} />
      <rect x="6" y="12" width="7" height="5" rx="1.5" className={a} />
      <rect x="20.5" y="20" width="7" height="5" rx="1.5" className={a} />
      <rect x="35" y="28" width="7" height="5" rx="1.5" className={a} />
      <path d="M13 14.5q4 0 7.5 8M27.5 22.5q4 0 7.5 8" className={s} />
    </>
  ),
  // A campaign: a post, an e-mail and the reach they bring.
  marketing: (
    <>
      <rect x="4" y="6" width="18" height="22" rx="3" className={s} />
      <rect x="7" y="9" width="12" height="10" rx="1.5" className={a} />
      <path d="M7 23h9" className={s} />
      <rect x="26" y="6" width="18" height="13" rx="2" className={f} />
      <path d="M26 7l9 6 9-6" className={s} />
      <path d="M4 42l10-6 8 3 10-8 12-5" className={s} />
    </>
  ),
  // A conversation: the customer asks, the assistant answers at once.
  'customer-service': (
    <>
      <path d="M4 9a4 4 0 0 1 4-4h18a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H12l-6 5v-5.5A4 4 0 0 1 4 17z" className={f} />
      <path d="M44 24a4 4 0 0 0-4-4H20a4 4 0 0 0-4 4v9a4 4 0 0 0 4 4h15l6 5v-5.5a4 4 0 0 0 3-3.9z" className={a} />
      <path d="M21 27h17M21 31h11" className="fill-none stroke-white" />
      <path d="M9 11h15M9 15h9" className={s} />
    </>
  ),
  // A dashboard: bars, and the trend read from them.
  analytics: (
    <>
      <path d="M4 43h40" className={s} />
      <rect x="7" y="29" width="7" height="14" rx="1.5" className={f} />
      <rect x="17" y="22" width="7" height="21" rx="1.5" className={f} />
      <rect x="27" y="25" width="7" height="18" rx="1.5" className={f} />
      <rect x="37" y="12" width="7" height="31" rx="1.5" className={a} />
      <path d="M6 22l10-8 10 4 14-12" className={s} />
    </>
  ),
  // A week's calendar, filling.
  'schedule-management': (
    <>
      <rect x="4" y="7" width="40" height="36" rx="4" className={s} />
      <path d="M4 15h40M14 4v6M34 4v6" className={s} />
      <rect x="8" y="19" width="8" height="6" rx="1.5" className={a} />
      <rect x="20" y="19" width="8" height="6" rx="1.5" className={f} />
      <rect x="32" y="19" width="8" height="6" rx="1.5" className={a} />
      <rect x="8" y="29" width="8" height="6" rx="1.5" className={f} />
      <rect x="20" y="29" width="8" height="6" rx="1.5" className={a} />
      <rect x="32" y="29" width="8" height="6" rx="1.5" className={f} />
    </>
  ),
};

export function ServiceGlyph({ slug, className = '' }: { slug: ServiceSlug; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-glyph={slug}
    >
      {drawings[slug]}
    </svg>
  );
}
