// About: where the name comes from (spec §1: two Latin-derived words, light and voice) and what the agency offers.
import type { AboutCopy } from '../../content/pages/about';
import { Section, SectionHeading } from '../ui';

export function NameStory({ copy }: { copy: AboutCopy }) {
  return (
    <Section labelledBy="name-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <SectionHeading id="name-title" title={copy.nameTitle} />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {copy.nameParts.map((part) => (
              <div key={part.word} className="rounded-2xl bg-brand-50 p-5">
                <dt className="text-brand-gradient font-display text-3xl font-extrabold">{part.word}</dt>
                <dd className="mt-1 text-slate-700">
                  {part.language}: <strong>{part.meaning}</strong>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-6 text-lg leading-8 text-slate-700">
          {copy.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
