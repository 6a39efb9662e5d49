import { ServiceOverviewGrid } from '../../components/services/ServiceCards';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { servicesOverview } from '../../content/pages/services';
import { services } from '../../content/services';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  const { closing } = servicesOverview;
  return (
    <>
      <PageHeader title={servicesOverview.title} intro={servicesOverview.intro} />
      <AfterHero>
        <Section className="!pt-4">
          <ServiceOverviewGrid services={services} linkLabel={servicesOverview.cardLinkLabel} />
        </Section>
        <CtaBanner title={closing.title} text={closing.text} href={closing.button.href} label={closing.button.label} />
      </AfterHero>
    </>
  );
}
