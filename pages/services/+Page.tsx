import { useData } from 'vike-react/useData';
import { ServiceOverviewGrid } from '../../components/services/ServiceOverview';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { AfterHero } from '../../components/layout/HeroEnd';
import type { Data } from './+data';

export default function Page() {
  const { cards, copy } = useData<Data>();
  const { closing } = copy;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <AfterHero>
        <Section className="!pt-4">
          <ServiceOverviewGrid services={cards} labels={copy.card} />
        </Section>
        <CtaBanner title={closing.title} text={closing.text} href={closing.button.href} label={closing.button.label} />
      </AfterHero>
    </>
  );
}
