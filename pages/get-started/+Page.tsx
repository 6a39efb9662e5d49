import { ProjectForm } from '../../components/forms/ProjectForm';
import { WhatHappensNext } from '../../components/getStarted/WhatHappensNext';
import { PageHeader, Section } from '../../components/ui';
import { getStarted } from '../../content/pages/get-started';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <PageHeader title={getStarted.headline} intro={getStarted.intro} />
      <AfterHero>
        <Section className="!pt-0">
          {/* The form on the page line, at reading width from 1280 px; what happens next beside it, to the page's right
            line (under it on a phone and a tablet: the form first). */}
          <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
            <ProjectForm />
            <WhatHappensNext />
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
