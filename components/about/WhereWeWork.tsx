// About: where the agency works, the industries it serves and the platforms it builds on (content/facts.ts, through
// the page's +data: the words travel with the page, not in its JavaScript).
import type { factsCopy, location } from '../../content/facts';
import { CheckList, Section } from '../ui';

export interface WhereWeWorkFacts {
  copy: (typeof factsCopy)['whereWeWork'];
  location: Omit<typeof location, 'base'>;
  industries: readonly string[];
  platforms: string;
}

export function WhereWeWork({ facts: { copy, location, industries, platforms } }: { facts: WhereWeWorkFacts }) {
  return (
    <Section labelledBy="where-we-work">
      <div className="grid gap-10 lg:grid-cols-3">
        <div>
          <h2 id="where-we-work" className="text-2xl font-bold text-ink">
            {copy.title}
          </h2>
          <p className="mt-4 leading-7 text-slate-700">{location.summary}</p>
          <p className="mt-3 leading-7 text-slate-700">{location.inPerson}</p>
          <p className="mt-3 leading-7 text-slate-700">{location.hours}</p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">{copy.industriesTitle}</h2>
          <CheckList items={industries} className="mt-4" />
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">{copy.platformsTitle}</h2>
          <p className="mt-4 leading-7 text-slate-700">{platforms}</p>
        </div>
      </div>
    </Section>
  );
}
