import { useData } from 'vike-react/useData';
import { CaseStudyCard } from '../../components/portfolio/CaseStudyCard';
import { ProjectTiles } from '../../components/portfolio/ProjectTiles';
import { CtaBanner, PageHeader, Section, SectionHeading } from '../../components/ui';
import { caseStudyCopy } from '../../content/caseStudyCopy';
import { portfolio } from '../../content/pages/portfolio';
import type { Data } from './+data';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  const { closing, more } = portfolio;
  const { studies, more: projects } = useData<Data>();
  return (
    <>
      <PageHeader title={portfolio.title} intro={portfolio.intro} />
      <AfterHero>
        <Section className="!pt-4">
          {/* How every figure below was counted, at body size before the cards: a method, not fine print (r21b). */}
          <p
            className="mb-10 max-w-3xl border-l-2 border-brand-400 pl-5 text-lg leading-8 text-slate-700"
            data-testid="figures-method"
          >
            {portfolio.figuresNote}
          </p>
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
        </Section>
        <Section labelledBy="more-work-title" className="bg-slate-50">
          <SectionHeading id="more-work-title" title={more.title} intro={more.intro} />
          <div className="mt-10">
            <ProjectTiles projects={projects} linkLabel={caseStudyCopy.linkLabel} />
          </div>
        </Section>
        <CtaBanner
          tone="dark"
          title={closing.title}
          text={closing.text}
          href={closing.button.href}
          label={closing.button.label}
        />
      </AfterHero>
    </>
  );
}
