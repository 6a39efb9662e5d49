import { ServiceOverviewGrid } from '../../components/services/ServiceCards';
import { ServicesClosing } from '../../components/services/ServicesClosing';
import { PageHeader, Section } from '../../components/ui';
import { servicesOverview } from '../../content/pages/services';
import { services } from '../../content/services';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <PageHeader title={servicesOverview.title} intro={servicesOverview.intro} />
      <AfterHero>
        <Section className="!pt-4">
          <ServiceOverviewGrid services={services} linkLabel={servicesOverview.cardLinkLabel} />
        </Section>
        <ServicesClosing closing={servicesOverview.closing} services={services} />
      </AfterHero>
    </>
  );
}
