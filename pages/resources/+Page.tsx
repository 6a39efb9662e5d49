import { ArticleCard } from '../../components/resources/ArticleCard';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { resourcesPage } from '../../content/pages/resources';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { AfterHero, heroEnd } from '../../components/layout/HeroEnd';

export default function Page() {
  const { articles } = useData<Data>();
  return (
    <>
      <PageHeader title={resourcesPage.title} intro={resourcesPage.intro} endsFirstFrame={false} />
      <AfterHero>
        <Section className="!pt-4">
          <div className="grid gap-6 md:grid-cols-2">
            {articles.map((a, i) => (
              <ArticleCard key={a.slug} article={a} eager={i === 0} />
            ))}
          </div>
          {/* The first frame waits for the cards: a card arriving beside another stretches their row. */}
          {heroEnd}
        </Section>
        <CtaBanner
          title={resourcesPage.closing.title}
          text={resourcesPage.closing.text}
          href={resourcesPage.closing.button.href}
          label={resourcesPage.closing.button.label}
        />
      </AfterHero>
    </>
  );
}
