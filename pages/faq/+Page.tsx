import { useData } from 'vike-react/useData';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import type { Data } from './+data';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  const { faqs, faqPage } = useData<Data>();
  return (
    <>
      <PageHeader title={faqPage.title} intro={faqPage.intro} />
      <AfterHero>
        <Section className="!pt-4">
          {/* The reading width, on the page line with the heading above and the closing card below. */}
          <div className="max-w-3xl">
            <FaqAccordion items={faqs} />
          </div>
        </Section>
        <CtaBanner
          tone="quiet"
          title={faqPage.cta.text}
          href={faqPage.cta.button.href}
          label={faqPage.cta.button.label}
        />
      </AfterHero>
    </>
  );
}
