// A document in plain words (the privacy notice, the terms of service): the headline and its date, the sections in the
// reading measure, "In short" beside them from 1024 px, and whom to ask.
import type { LegalCopy } from '../../content/pages/shared';
import { AfterHero } from '../layout/HeroEnd';
import { CheckList, PageHeader, Section } from './index';

export function LegalDocument({ copy }: { copy: LegalCopy }) {
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        title={copy.headline}
        intro={copy.intro}
        actions={
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={copy.updated.iso}>{copy.updated.display}</time>
          </p>
        }
      />
      <AfterHero>
        <Section className="!pt-0">
          {/* The document in the reading measure on the page line; "In short" beside it from 1024 px (sticky while
              the document scrolls), above it on a phone, where it is the first thing read. Each placed in its cell, so
              "In short" is in its column before the document after it has arrived. */}
          <div className="grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-16">
            <aside
              aria-labelledby="legal-summary"
              className="self-start rounded-3xl bg-brand-50 p-6 sm:p-8 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1"
            >
              <h2 id="legal-summary" className="heading-block text-ink">
                {copy.summary.title}
              </h2>
              <CheckList items={copy.summary.points} className="mt-5" />
            </aside>
            <div className="max-w-3xl space-y-12 lg:col-start-1 lg:row-start-1">
              {copy.sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id} className="heading-section text-ink">
                    {section.title}
                  </h2>
                  {section.paragraphs?.map((p) => (
                    <p key={p} className="mt-4 leading-7 text-slate-600">
                      {p}
                    </p>
                  ))}
                  {/* A titled entry (the privacy notice: a form's name, a heading of its own for a screen reader's list
                      of headings, then what it asks for and why). */}
                  {section.items?.map((item) => (
                    <div key={item.title} className="mt-6">
                      <h3 className="font-semibold text-ink">{item.title}</h3>
                      <p className="mt-1 leading-7 text-slate-600">{item.description}</p>
                    </div>
                  ))}
                  {section.link && (
                    <p className="mt-4">
                      <a
                        href={section.link.href}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                      >
                        {section.link.label}
                      </a>
                    </p>
                  )}
                </section>
              ))}
              <section aria-labelledby="legal-contact" className="border-t border-slate-200 pt-10">
                <h2 id="legal-contact" className="heading-section text-ink">
                  {copy.contact.title}
                </h2>
                <p className="mt-4 leading-7 text-slate-600">{copy.contact.text}</p>
                {/* On a line of its own, 44 px tall for a thumb (the buyer's review r27: 19 px inside the sentence). */}
                <a
                  href={copy.contact.email.href}
                  className="mt-2 inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {copy.contact.email.label}
                </a>
              </section>
            </div>
          </div>
        </Section>
      </AfterHero>
    </>
  );
}
