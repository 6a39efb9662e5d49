import { WhereWeWork } from '../../components/about/WhereWeWork';
import { ArrowRight, Icon } from '../../components/Icon';
import { ButtonLink, PageHeader, Section } from '../../components/ui';
import { about } from '../../content/pages/about';
import { LightAndVoice } from '../../components/ui/LightAndVoice';
import { serviceCards } from '../../content/serviceCards';

export default function Page() {
  return (
    <>
      <PageHeader eyebrow={about.eyebrow} title={about.headline} aside={<LightAndVoice />} />
      <Section className="!pt-4">
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6 text-lg leading-8 text-slate-700">
            {about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {/* Named by a heading: a <dl> cannot take a name of its own. sr-only is out of flow: no grid cell. */}
          <h2 className="sr-only">Where our name comes from</h2>
          <dl className="grid gap-4 self-start">
            {about.nameParts.map((part) => (
              <div key={part.word} className="rounded-2xl bg-brand-50 p-6">
                <dt className="text-brand-gradient font-display text-3xl font-extrabold">{part.word}</dt>
                <dd className="mt-1 text-slate-700">
                  {part.language}: <strong>{part.meaning}</strong>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Section labelledBy="about-services" className="bg-slate-50">
        <h2 id="about-services" className="text-2xl font-bold text-ink">
          {about.servicesLeadIn}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCards.map((s) => (
            <li key={s.slug}>
              <a
                href={`/services/${s.slug}`}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-ink hover:border-brand-300 hover:text-brand-700"
              >
                <Icon name={s.icon} className="h-5 w-5 text-brand-600" />
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <WhereWeWork />
      <Section>
        <div className="mx-auto max-w-3xl text-center">
          <p className="font-display text-2xl leading-10 font-bold text-ink sm:text-3xl">{about.closing}</p>
          <ButtonLink href={about.cta.href} className="mt-8">
            {about.cta.label}
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
