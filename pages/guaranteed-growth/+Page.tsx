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
        {/* The promise, and beside it (below on a phone) what is put in writing before work starts, payment included:
            "you don't pay" read against the 50 % deposit on /get-started (the buyer's review r26), and a page whose
            content stopped at 880 px of 1,440. The guarantee's terms under the promise, so the two columns end
            together (r28: the promise's card 240 px tall beside the 522 px of what is agreed in writing). */}
        <Section className="!pt-0">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
            <div className="space-y-10">
              <div className="flex gap-5 rounded-3xl bg-brand-50 p-6 sm:p-8">
                <Icon name="shield" className="h-10 w-10 flex-none text-brand-700" />
                <div className="space-y-4 text-lg leading-8 text-slate-700">
                  {guarantee.statement.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              </div>
              <section aria-labelledby="guarantee-terms" id="terms" className="scroll-mt-24">
                <h2 id="guarantee-terms" className="heading-section text-ink">
                  {guarantee.disclaimer.title}
                </h2>
                <div className="mt-4 space-y-4 leading-7 text-slate-600">
                  {guarantee.disclaimer.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              </section>
            </div>
            <section aria-labelledby="in-writing" className="self-start rounded-3xl border border-slate-200 p-6 sm:p-8">
              <h2 id="in-writing" className="heading-block text-ink">
                {guarantee.inWriting.title}
              </h2>
              <dl className="mt-5 space-y-5">
                {guarantee.inWriting.items.map((item) => (
                  <div key={item.title}>
                    <dt className="font-semibold text-ink">{item.title}</dt>
                    <dd className="mt-1 leading-7 text-slate-600">{item.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </Section>
        <Section labelledBy="how-it-works" className="bg-slate-50">
          <h2 id="how-it-works" className="heading-section text-ink">
            {guarantee.howItWorks.title}
          </h2>
          <div className="mt-12">
            <Timeline steps={guarantee.howItWorks.steps} />
          </div>
          <ButtonLink href={guarantee.cta.href} className="mt-12">
            {guarantee.cta.label}
            <ArrowRight />
          </ButtonLink>
        </Section>
      </AfterHero>
    </>
  );
}
