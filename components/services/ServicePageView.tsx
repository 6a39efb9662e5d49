// A service page: header with back arrow, its sections from content/, page-specific blocks, closing CTA.
import type { ReactNode } from 'react';
import type { Service, ServiceSection } from '../../content/types';
import { ArrowRight, Icon } from '../Icon';
import {
  BackLink,
  ButtonLink,
  CheckList,
  CtaBanner,
  PageHeader,
  Section,
  SectionHeading,
  threeUpGapClassName,
} from '../ui';
import { PricingTimeline } from './PricingTimeline';
import { ServiceDemo } from './ServiceDemo';
import { AfterHero } from '../layout/HeroEnd';
import { getStartedLink } from '../../content/pages/shared';

/** `open`: a row of cards right after another is set as open columns under a rule, not as a second row of boxes. */
function SectionBody({ section, open }: { section: ServiceSection; open: boolean }) {
  switch (section.kind) {
    case 'list':
      // Beside its heading from lg up (the section's row fills the page's width: the buyer's review, round 20,
      // found 480 px of it empty at 1440 with the list under its heading in a 48rem column).
      return <CheckList items={section.items} className="mt-10 grid gap-x-10 sm:grid-cols-2 lg:col-span-8 lg:mt-0" />;
    case 'cards':
      return (
        // On a phone the cards are a row to swipe through (a page a thumb can finish), from sm up a grid. The row
        // scrolls, so it takes keyboard focus (arrow keys scroll it) and has a name: a group named by the section's
        // heading (a second region of the same name inside the section's own would be a duplicate landmark).
        <div
          role="group"
          aria-labelledby={`${section.id}-title`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className={`-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 sm:grid-cols-2 ${section.items.length === 3 ? `lg:grid-cols-3 ${threeUpGapClassName}` : 'lg:grid-cols-4'}`}
        >
          {section.items.map((item) => (
            <div
              key={item.title}
              className={`w-[82%] shrink-0 snap-start sm:w-auto ${open ? 'border-t-2 border-brand-500 pt-5' : 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'}`}
            >
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
            </div>
          ))}
        </div>
      );
    case 'stats':
      return (
        <dl className={`mt-10 grid gap-6 sm:grid-cols-3 ${threeUpGapClassName}`}>
          {section.items.map((stat) => (
            <div key={stat.value} className="rounded-2xl bg-brand-50 p-8 text-center">
              <dt className="sr-only">{stat.label}</dt>
              <dd className="text-brand-gradient figure text-5xl font-extrabold">{stat.value}</dd>
              <dd className="mt-3 text-slate-700">{stat.label}</dd>
            </div>
          ))}
        </dl>
      );
    case 'demo':
      // Beside its heading from lg up, like a checklist (process: its own four columns across the page).
      return section.demo === 'process' ? (
        <ServiceDemo demo={section.demo} />
      ) : (
        <div className="lg:col-span-8">
          <ServiceDemo demo={section.demo} />
        </div>
      );
  }
}

const besideHeading = (section: ServiceSection) =>
  section.kind === 'list' || (section.kind === 'demo' && section.demo !== 'process');

/** `art`: the header's picture (website-design: a client site; the others: their stack of demos, WorkStack),
 * passed in so a page bundles only its own. `lead`: a block right under the header (website-design: its client sites).
 * `children`: the page's own block before the closing CTA (the audit panel, the live chat). */
export function ServicePageView({
  service,
  art,
  lead,
  children,
}: {
  service: Service;
  art?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { page } = service;
  return (
    <>
      <PageHeader
        eyebrow={service.title}
        title={page.headline}
        intro={page.intro}
        aside={art}
        actions={
          <ButtonLink href={getStartedLink.href}>
            {getStartedLink.label}
            <ArrowRight />
          </ButtonLink>
        }
      >
        <BackLink href="/services">All services</BackLink>
        {/* From sm: on a phone the eyebrow names the service and the screen goes to the headline and the work. */}
        <div className="mb-6 hidden h-14 w-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm sm:inline-flex">
          <Icon name={service.icon} className="h-7 w-7" />
        </div>
      </PageHeader>
      <AfterHero>
        {lead}
        {page.sections.map((section, i) => (
          <Section
            key={section.id}
            id={section.id}
            labelledBy={`${section.id}-title`}
            className={i % 2 === 1 ? 'bg-slate-50' : ''}
          >
            {/* A checklist or a demo stands beside its heading from lg up, a row across the page's width (the buyer's
                review r23: the SEO demo 768 px wide at 1440, 448 px empty beside it). */}
            <div className={besideHeading(section) ? 'lg:grid lg:grid-cols-12 lg:gap-x-8' : undefined}>
              <div className={besideHeading(section) ? 'lg:col-span-4' : undefined}>
                <SectionHeading id={`${section.id}-title`} title={section.title} intro={section.intro} />
              </div>
              <SectionBody section={section} open={page.sections[i - 1]?.kind === 'cards'} />
            </div>
          </Section>
        ))}
        <PricingTimeline slug={service.slug} />
        {children}
        <CtaBanner tone="dark" title={page.cta.title} text={page.cta.text} href="/get-started" label={page.cta.label} />
      </AfterHero>
    </>
  );
}
