import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { CtaBanner, PageHeader, Section } from '../../components/ui';
import { faqs } from '../../content/faq';
import { faqPage } from '../../content/pages/faq';

export default function Page() {
  return (
    <>
      <PageHeader title={faqPage.title} intro={faqPage.intro} />
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
    </>
  );
}
