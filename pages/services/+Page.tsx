import { useData } from 'vike-react/useData';
import { ServiceOverviewGrid } from '../../components/services/ServiceOverview';
import { ServicesClosing } from '../../components/services/ServicesClosing';
import { PageHeader, Section } from '../../components/ui';
import { AfterHero, heroEnd } from '../../components/layout/HeroEnd';
import type { Data } from './+data';

export default function Page() {
  const { cards, copy } = useData<Data>();
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} endsFirstFrame={false} />
      <AfterHero>
        <Section className="!pt-4">
          <ServiceOverviewGrid services={cards} labels={copy.card} />
          {/* The first frame waits for the cards: a card arriving beside another stretches their row, and each card's
              price and link sit at its foot. */}
          {heroEnd}
        </Section>
        <ServicesClosing closing={copy.closing} />
      </AfterHero>
    </>
  );
}
