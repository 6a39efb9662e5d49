import { useData } from 'vike-react/useData';
import { CaseStudyCard } from '../../components/portfolio/CaseStudyCard';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { portfolio } from '../../content/pages/portfolio';
import type { Data } from './+data';

export default function Page() {
  const { closing } = portfolio;
  const { studies } = useData<Data>();
  return (
    <>
      <PageHeader title={portfolio.title} intro={portfolio.intro} />
      <Section className="!pt-4">
        <div className="space-y-10">
          {studies.map((study, i) => (
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
