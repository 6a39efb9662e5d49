import { ProjectForm } from '../../components/forms/ProjectForm';
import { WhatHappensNext } from '../../components/getStarted/WhatHappensNext';
import { PageHeader, Section } from '../../components/ui';
import { getStarted } from '../../content/pages/get-started';

export default function Page() {
  return (
    <>
      <PageHeader title={getStarted.headline} intro={getStarted.intro} />
      <Section className="!pt-0">
        {/* The reading width, on the page line with the heading above and the steps below. */}
        <div className="max-w-3xl">
          <ProjectForm />
        </div>
      </Section>
      <WhatHappensNext />
    </>
  );
}
