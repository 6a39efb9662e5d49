import { home } from '../../content/pages/home';
import { serviceCards } from '../../content/serviceCards';
import { ServiceGrid } from '../services/ServiceCards';
import { Section } from '../ui';

export function ServicesSection() {
  const copy = home.servicesSection;
  return (
    <Section id="services" labelledBy="home-services-title" className="bg-slate-50 !py-12 sm:!py-20">
      <div className="max-w-3xl">
        <h2 id="home-services-title" className="heading-section text-ink">
          {copy.title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          {copy.introBefore}
          <a href={copy.linkHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {copy.linkText}
          </a>
          {copy.introAfter}
        </p>
      </div>
      <div className="mt-6 md:mt-12">
        <ServiceGrid services={serviceCards} linkLabel={copy.cardLinkLabel} topAnchored={copy.topAnchoredCard} />
      </div>
    </Section>
  );
}
