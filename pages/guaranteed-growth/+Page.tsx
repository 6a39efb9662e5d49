import { ArrowRight, Icon } from '../../components/Icon';
import { BackLink, ButtonLink, PageHeader, Section } from '../../components/ui';
import { Timeline } from '../../components/ui/sections';
import { guarantee } from '../../content/pages/guarantee';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <PageHeader eyebrow={guarantee.eyebrow} title={guarantee.headline}>
        <BackLink href={guarantee.backLink.href}>{guarantee.backLink.label}</BackLink>
      </PageHeader>
      <AfterHero>
        <Section className="!pt-0">
          <div className="flex max-w-3xl gap-5 rounded-3xl bg-brand-50 p-8">
            <Icon name="shield" className="h-10 w-10 flex-none text-brand-700" />
            <div className="space-y-4 text-lg leading-8 text-slate-700">
              {guarantee.statement.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </Section>
        <Section labelledBy="how-it-works" className="bg-slate-50">
          <h2 id="how-it-works" className="heading-section text-ink">
            {guarantee.howItWorks.title}
          </h2>
          <div className="mt-12">
            <Timeline steps={guarantee.howItWorks.steps} />
          </div>
        </Section>
        <Section labelledBy="guarantee-terms">
          <div className="max-w-3xl">
            <h2 id="guarantee-terms" className="heading-section text-ink">
              {guarantee.disclaimer.title}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-600">
              {guarantee.disclaimer.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <ButtonLink href={guarantee.cta.href} className="mt-8">
              {guarantee.cta.label}
              <ArrowRight />
            </ButtonLink>
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
