// The six featured projects of the home carousel (spec §3), each shown by screenshots of the pages we designed for
// the client (content/client-sites/<slug>/, rendered by `npm run render:work`, which reads their alt text from the
// pages). Their case studies are in content/caseStudies.ts, apart, so the home page does not carry the case-study copy.
import type { ProjectSlug } from './slugs.ts';
import type { FeaturedProject } from './types.ts';

export const featuredProjects = [
  {
    slug: 'ember-oak-coffee-roasters',
    title: 'Ember & Oak Coffee Roasters',
    category: 'Website Design & Branding',
    description:
      'A warm new identity and an online shop that tells the story behind every roast and makes reordering beans effortless.',
    domain: 'emberandoak.coffee',
  },
  {
    slug: 'peak-form-fitness-studio',
    title: 'Peak Form Fitness Studio',
    category: 'Complete Digital Transformation',
    description:
      'A new website, online class booking, automated reminders and AI support that answers member questions around the clock.',
    domain: 'peakformstudio.com',
  },
  {
    slug: 'whitfield-associates-law',
    title: 'Whitfield & Associates Law',
    category: 'Corporate Website & SEO',
    description:
      'A confident, accessible firm website with practice-area pages built to rank and a consultation request flow clients trust.',
    domain: 'whitfieldlaw.com',
  },
  {
    slug: 'azure-cove-pool-resort',
    title: 'Azure Cove Pool & Resort',
    category: 'Luxury Hospitality Experience',
    description:
      'A booking site built around the stay: suites side by side, seasonal packages and a concierge chat that helps guests plan their visit.',
    domain: 'azurecoveresort.com',
  },
  {
    slug: 'greenblade-lawn-care',
    title: 'GreenBlade Lawn Care',
    category: 'Brand Refresh & Local SEO',
    description:
      'A fresh, friendly brand and neighborhood-focused search strategy that puts GreenBlade at the top of local results.',
    domain: 'greenbladelawn.com',
  },
  {
    slug: 'summit-ridge-roofing',
    title: 'Summit Ridge Roofing',
    category: 'Lead Generation Platform',
    description:
      'Fast quote forms, storm-season landing pages and a CRM pipeline that routes every new lead to the right estimator.',
    domain: 'summitridgeroofing.com',
  },
] as const satisfies readonly FeaturedProject[];

/** The featured project of a slug; its case study is content/caseStudies.ts's getCaseStudy. */
export function getProject(slug: ProjectSlug): FeaturedProject {
  const project = featuredProjects.find((p) => p.slug === slug);
  if (!project) throw new Error(`Unknown project ${slug}`);
  return project;
}
