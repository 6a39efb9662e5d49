// The <title> and meta description of every static route (server-side: content/routes.ts).
import type { SeoMeta, StaticPath } from './shared.ts';

export const seo = {
  '/': {
    title: 'Lumivox | AI-Powered Design & Marketing Agency in Atlanta',
    description:
      'Lumivox is an Atlanta digital agency offering website design, branding, SEO, marketing and AI automation that help small and mid-size businesses grow.',
  },
  '/about': {
    title: 'About Lumivox | Light and Voice for Your Business',
    description:
      'Meet the Atlanta team behind Lumivox, named for lumen (light) and vox (voice): design, marketing and business management powered by AI.',
  },
  '/services': {
    title: 'Services: Design, Marketing & AI Automation | Lumivox',
    description:
      'Explore eight core services from Lumivox: website design, branding, SEO, CRM automation, marketing, AI customer service, analytics and scheduling.',
  },
  '/portfolio': {
    title: 'Portfolio & Case Studies | Lumivox',
    description:
      'See how Lumivox helped a fitness studio, a coffee roastery and a law firm grow with new websites, stronger brands, SEO and AI-powered automation.',
  },
  '/faq': {
    title: 'FAQs: Budget, Results & Support | Lumivox',
    description:
      'Answers to common questions about budgets, how soon you will see results, team time, AI know-how, your existing tools, our guarantee and support.',
  },
  '/resources': {
    title: 'Resources: AI, Ads, Websites & Data | Lumivox',
    description:
      'Practical guides for business owners on how AI is reshaping business, fixing underperforming ads, smarter websites and data-driven growth.',
  },
  '/contact': {
    title: 'Contact Lumivox | Get in Touch With Our Atlanta Team',
    description:
      'Email, call or text Lumivox, chat with our AI support assistant or send us a message. Our Atlanta team replies to every inquiry within 24 hours.',
  },
  '/get-started': {
    title: 'Get Started | Request Your Project | Lumivox',
    description:
      'Tell Lumivox about your business, the services you need and your goals. Our team will review your project request and contact you within 24 hours.',
  },
  '/guaranteed-growth': {
    title: 'Guaranteed Growth: Our Results Promise | Lumivox',
    description:
      "Our guarantee: if we don't meet the results we agree on together, you don't pay. Subject to eligibility, baselines and review cadences set in consultation.",
  },
  '/privacy': {
    title: 'Privacy Notice | Lumivox',
    description:
      'What Lumivox collects through its forms, website audit and chat, who handles it, how long we keep it, and how to see, correct or delete it.',
  },
  '/terms': {
    title: 'Terms of Service | Lumivox',
    description:
      'How Lumivox LLC works with you: fixed-price proposals, how you pay, what you own, the guarantee, and how either of us can stop. In plain words.',
  },
} as const satisfies Record<StaticPath, SeoMeta>;
