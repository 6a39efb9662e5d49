import { useData } from 'vike-react/useData';
import { AboutHero } from '../../components/about/AboutHero';
import { NameStory } from '../../components/about/NameStory';
import { WhereWeWork } from '../../components/about/WhereWeWork';
import { ArrowRight, Icon } from '../../components/Icon';
import { ButtonLink, Section } from '../../components/ui';
import { serviceIcons } from '../../content/serviceIcons';
import { serviceNames } from '../../content/serviceNames';
import type { Data } from './+data';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  const { copy, team, studioFacts, whereWeWork } = useData<Data>();
  return (
    <>
      <AboutHero copy={copy} team={team} facts={studioFacts} />
      <AfterHero>
        <NameStory copy={copy} />
        <Section labelledBy="about-services" className="bg-slate-50">
          <h2 id="about-services" className="heading-section text-ink">
            {copy.servicesLeadIn}
          </h2>
          {/* Every row as tall as the tallest: on a phone "Schedule Management" takes two lines (the buyer's review r30: two
              chips 66 px tall beside rows of 46). */}
          <ul className="mt-8 grid auto-rows-fr grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {serviceNames.map((s) => (
              <li key={s.slug}>
                <a
                  href={`/services/${s.slug}`}
                  className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm font-semibold text-ink hover:border-brand-300 hover:text-brand-700 sm:p-4 sm:text-base"
                >
                  <Icon name={serviceIcons[s.slug]} className="h-5 w-5 text-brand-600" />
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <WhereWeWork facts={whereWeWork} />
        <Section>
          <div className="mx-auto max-w-3xl text-center">
            <p className="font-display text-2xl leading-10 font-bold text-ink sm:text-3xl">{copy.closing}</p>
            <ButtonLink href={copy.cta.href} className="mt-8">
              {copy.cta.label}
              <ArrowRight />
            </ButtonLink>
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
