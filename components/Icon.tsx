// Inline stroke icons (24×24, currentColor) so no icon font or external asset is loaded.
import type { IconName } from '../content/types';

const paths: Record<IconName, string[]> = {
  layout: ['M3 4h18v16H3z', 'M3 9h18', 'M9 9v11'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.8.7-1.4 1.5-1.4H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8z',
    'M7.5 11.5h.01',
    'M10.5 7.5h.01',
    'M15.5 8.5h.01',
  ],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M21 21l-5-5'],
  workflow: ['M4 4h6v6H4z', 'M14 14h6v6h-6z', 'M7 10v4a3 3 0 0 0 3 3h4'],
  megaphone: ['M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z', 'M17 8a5 5 0 0 1 0 8', 'M20 5a9 9 0 0 1 0 14'],
  headset: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H5a1 1 0 0 1-1-1z',
    'M20 14h-3v5h2a1 1 0 0 0 1-1z',
    'M17 19a4 4 0 0 1-4 2',
  ],
  chart: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  calendar: ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h2', 'M14 14h2'],
  sparkles: [
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  ],
  target: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
    'M12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  ],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  book: ['M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z', 'M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z'],
  bolt: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M22 21v-1a6 6 0 0 0-4-5.6',
  ],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  phone: ['M5 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z'],
  check: ['M5 12l5 5L20 7'],
  trend: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
};

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function ArrowLeft({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className={className} aria-hidden="true">
      <path d="M19 12H5M12 19l-7-7 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ArrowRight({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className={className} aria-hidden="true">
      <path d="M5 12h14M12 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
