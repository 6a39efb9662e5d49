// The eight services by name (spec §1, §3), the one table of them: the URL slug, the title of the card and the page
// (spec "Service card titles") and the label of the project form's option (spec "Service options"), which for one
// service differs ('CRM Automation' / 'CRM & Automation'). Small, as the client-side router reads the slugs from it.
// The functions' copy of the option labels (contract/service-options.generated.ts) is generated from this table.
export const serviceNames = [
  { slug: 'website-design', title: 'Website Design', option: 'Website Design' },
  { slug: 'branding', title: 'Branding', option: 'Branding' },
  { slug: 'seo', title: 'SEO', option: 'SEO' },
  { slug: 'crm', title: 'CRM Automation', option: 'CRM & Automation' },
  { slug: 'marketing', title: 'Marketing', option: 'Marketing' },
  { slug: 'customer-service', title: 'Customer Service', option: 'Customer Service' },
  { slug: 'analytics', title: 'Analytics', option: 'Analytics' },
  { slug: 'schedule-management', title: 'Schedule Management', option: 'Schedule Management' },
] as const;

/** A service's label in the project form (and in a case study's list of services). */
export type ServiceOptionLabel = (typeof serviceNames)[number]['option'];
