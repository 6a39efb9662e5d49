import { Fragment } from 'react';
import { useData } from 'vike-react/useData';
import { CaseStudyCard } from '../../components/portfolio/CaseStudyCard';
import { FiguresMethod } from '../../components/portfolio/FiguresMethod';
import { ProjectTiles } from '../../components/portfolio/ProjectTiles';
import { CtaBanner, PageHeader, Section, SectionHeading } from '../../components/ui';
import { caseStudyCopy } from '../../content/caseStudyCopy';
import { portfolio } from '../../content/pages/portfolio';
import type { Data } from './+data';
import { AfterHero, heroEnd } from '../../components/layout/HeroEnd';

export default function Page() {
  const { closing, more } = portfolio;
  const { studies, more: projects } = useData<Data>();
  return (
    <>
      <PageHeader title={portfolio.title} intro={portfolio.intro} endsFirstFrame={false} />
      <AfterHero>
        <Section className="!pt-0 sm:!pt-4">
          <FiguresMethod {...portfolio.figuresMethod} />
          <div className="space-y-6 sm:space-y-10">
            {studies.map((study, i) => (
              <Fragment key={study.slug}>
                <CaseStudyCard
                  study={study}
                  servicesLabel={portfolio.servicesLabel}
                  resultsLabel={portfolio.resultsLabel}
                  eager={i === 0}
                />
                {/* The first frame waits for the first card: its picture is centred against the words after it. */}
                {i === 0 && heroEnd}
              </Fragment>
            ))}
          </div>
        </Section>
        <Section labelledBy="more-work-title" className="bg-slate-50">
          <SectionHeading id="more-work-title" title={more.title} intro={more.intro} />
          <div className="mt-10">
            <ProjectTiles projects={projects} linkLabel={caseStudyCopy.linkLabel} swipeLabel={more.swipeLabel} />
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
