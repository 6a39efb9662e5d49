// Each service's icon (a name from components/Icon.tsx): on its card, its page and the About page's list of services,
// which needs nothing else of the cards' copy (serviceCards.ts) and so loads only this and serviceNames.ts.
import type { IconName, ServiceSlug } from './types.ts';

export const serviceIcons = {
  'website-design': 'layout',
  branding: 'palette',
  seo: 'search',
  crm: 'workflow',
  marketing: 'megaphone',
  'customer-service': 'headset',
  analytics: 'chart',
  'schedule-management': 'calendar',
} satisfies Record<ServiceSlug, IconName>;
