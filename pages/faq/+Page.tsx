import { useData } from 'vike-react/useData';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { FaqHelp } from '../../components/faq/FaqHelp';
import { PageHeader, Section } from '../../components/ui';
import type { Data } from './+data';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  const { faqs, faqPage } = useData<Data>();
  return (
    <>
      <PageHeader title={faqPage.title} intro={faqPage.intro} />
      <AfterHero>
        <Section className="!pt-4">
          {/* The questions keep the reading width (48rem) on the page line; from xl the way to ask another fills the
              rest of the row, ending on the page's right line (the buyer's review r21b found 449 px empty at 1440). */}
          <div className="grid gap-10 xl:grid-cols-[48rem_1fr] xl:items-start xl:gap-12">
            <div className="max-w-3xl">
              <FaqAccordion items={faqs} />
            </div>
            <FaqHelp title={faqPage.cta.text} text={faqPage.cta.detail} button={faqPage.cta.button} />
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
