// About: where the agency works, the industries it serves and the platforms it builds on (content/facts.ts, through
// the page's +data: the words travel with the page, not in its JavaScript).
import type { factsCopy, location } from '../../content/facts';
import { CheckList, Section, threeUpGapClassName } from '../ui';

export interface WhereWeWorkFacts {
  copy: (typeof factsCopy)['whereWeWork'];
  location: Omit<typeof location, 'base' | 'clients'>;
  industries: readonly string[];
  platforms: string;
}

export function WhereWeWork({ facts: { copy, location, industries, platforms } }: { facts: WhereWeWorkFacts }) {
  return (
    <Section labelledBy="where-we-work">
      <h2 id="where-we-work" className="heading-section text-ink">
        {copy.title}
      </h2>
      <div className={`mt-8 grid gap-10 lg:grid-cols-3 ${threeUpGapClassName}`}>
        {/* Each column under a title of its own, so the three start their text on one line (the buyer's review, issue
            #32: the untitled first column's text stood level with the others' titles). */}
        <div>
          <h3 className="heading-block text-ink">{copy.locationTitle}</h3>
          <div className="mt-4 space-y-3 leading-7 text-slate-700">
            <p>{location.summary}</p>
            <p>{location.inPerson}</p>
            <p>{location.hours}</p>
          </div>
        </div>
        <div>
          <h3 className="heading-block text-ink">{copy.industriesTitle}</h3>
          <CheckList items={industries} className="mt-4" />
        </div>
        <div>
          <h3 className="heading-block text-ink">{copy.platformsTitle}</h3>
          <p className="mt-4 leading-7 text-slate-700">{platforms}</p>
        </div>
      </div>
    </Section>
  );
}
