// One heading system (the buyer's review r21b found three cases): the spec's own headings keep their words and case,
// names stay names, and every other heading — a service page's title, sections and cards, the FAQ's title, the
// portfolio's second section — is written in sentence case, like the spec's 'Ready to transform your business?'.
// The spec's strings and the names are typed out here; the headings are read from the rendered page.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditPanel } from '../../components/services/AuditPanel';
import { ServicePageView } from '../../components/services/ServicePageView';
import { PageHeader, SectionHeading } from '../../components/ui';
import { faqPage } from '../../content/pages/faq';
import { portfolio } from '../../content/pages/portfolio';
import { services } from '../../content/services';
import { specProjects } from '../specCopy';

/** Spec §2 headings on the service pages, in the spec's words. */
const specHeadings = ["What's Included", 'Beyond Traditional Design', 'Results That Matter'];
/** Spec §2: the eight services' names. */
const serviceNames = [
  'Website Design',
  'Branding',
  'SEO',
  'CRM Automation',
  'Marketing',
  'Customer Service',
  'Analytics',
  'Schedule Management',
];
/** Names and abbreviations that keep their capitals anywhere in a sentence. */
const names = ['Lumivox', 'Atlanta', 'Google', 'AI', 'SEO', 'CRM', ...specProjects.map((p) => p.title)];

/** The words after the first that start with a capital, once the names are taken out. */
function capitalsAfterTheFirstWord(heading: string): string[] {
  const plain = names.reduce((text, name) => text.replaceAll(name, 'name'), heading);
  return plain
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-Z][a-z]/.test(word));
}

function headingsOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll('h1, h2, h3')]
    .map((h) => h.textContent.trim())
    .filter((text) => !specHeadings.includes(text) && !serviceNames.includes(text));
}

describe('headings other than the spec’s are in sentence case', () => {
  for (const service of services) {
    it(`the ${service.slug} page`, () => {
      const { container } = render(
        <ServicePageView service={service}>{service.slug === 'website-design' && <AuditPanel />}</ServicePageView>,
      );
      const headings = headingsOf(container);
      expect(headings.length).toBeGreaterThan(3);
      expect(headings.filter((h) => capitalsAfterTheFirstWord(h).length > 0)).toEqual([]);
    });
  }

  it('the FAQ’s title and the portfolio’s other work', () => {
    const { container } = render(
      <>
        <PageHeader title={faqPage.title} />
        <SectionHeading title={portfolio.more.title} />
      </>,
    );
    expect(headingsOf(container).filter((h) => capitalsAfterTheFirstWord(h).length > 0)).toEqual([]);
  });

  it('keeps the spec’s own headings word for word', () => {
    const { container } = render(<ServicePageView service={services.find((s) => s.slug === 'website-design')!} />);
    const all = [...container.querySelectorAll('h2, h3')].map((h) => h.textContent.trim());
    for (const heading of specHeadings) expect(all).toContain(heading);
  });
});
