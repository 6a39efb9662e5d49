// The eight Lumivox services: card copy, features and SEO data (serviceCards.ts) with the body of each service page.
import { serviceCards } from './serviceCards.ts';
import type { Service, ServicePage, ServiceSlug } from './types.ts';
import { websiteDesignPage } from './service-pages/website-design.ts';
import { brandingPage } from './service-pages/branding.ts';
import { seoPage } from './service-pages/seo.ts';
import { crmPage } from './service-pages/crm.ts';
import { marketingPage } from './service-pages/marketing.ts';
import { customerServicePage } from './service-pages/customer-service.ts';
import { analyticsPage } from './service-pages/analytics.ts';
import { scheduleManagementPage } from './service-pages/schedule-management.ts';

const servicePages = {
  'website-design': websiteDesignPage,
  branding: brandingPage,
  seo: seoPage,
  crm: crmPage,
  marketing: marketingPage,
  'customer-service': customerServicePage,
  analytics: analyticsPage,
  'schedule-management': scheduleManagementPage,
} as const satisfies Record<ServiceSlug, ServicePage>;

export const services: readonly Service[] = /* @__PURE__ */ serviceCards.map((card) => ({
  ...card,
  page: servicePages[card.slug],
}));

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
