import { CaseStudyCard } from '../../components/portfolio/CaseStudyCard';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { portfolioCaseStudies } from '../../content/caseStudies';
import { portfolio } from '../../content/pages';

export default function Page() {
  const { closing } = portfolio;
  return (
    <>
      <PageHeader title={portfolio.title} intro={portfolio.intro} />
      <Section className="!pt-4">
        <div className="space-y-10">
          {portfolioCaseStudies.map((study, i) => (
            <CaseStudyCard
              key={study.slug}
              study={study}
              servicesLabel={portfolio.servicesLabel}
              resultsLabel={portfolio.resultsLabel}
              eager={i === 0}
            />
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-600">{portfolio.figuresNote}</p>
      </Section>
      <CtaBanner
        tone="dark"
        title={closing.title}
        text={closing.text}
        href={closing.button.href}
        label={closing.button.label}
      />
    </>
  );
}
