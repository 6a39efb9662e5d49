import { ArticleCard } from '../../components/resources/ArticleCard';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { articles } from '../../content/articles';
import { resourcesPage } from '../../content/pages';

export default function Page() {
  return (
    <>
      <PageHeader title={resourcesPage.title} intro={resourcesPage.intro} />
      <Section className="!pt-4">
        <div className="grid gap-6 md:grid-cols-2">
          {articles.map((a, i) => (
            <ArticleCard key={a.slug} article={a} eager={i === 0} />
          ))}
        </div>
      </Section>
      <CtaBanner
        title={resourcesPage.closing.title}
        text={resourcesPage.closing.text}
        href={resourcesPage.closing.button.href}
        label={resourcesPage.closing.button.label}
      />
    </>
  );
}
