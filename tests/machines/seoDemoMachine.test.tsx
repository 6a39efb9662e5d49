// seo demo (spec §2, §9): 'Contractors in Atlanta' typed at 70 ms a character, then the featured contractor
// climbs one rank per 600 ms to first place.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeoSearchDemo } from '../../components/demos/SeoSearchDemo';
import { seoDemo } from '../../content/demos';
import { seoDemoMachine } from '../../machines/seoDemoMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const query = 'Contractors in Atlanta'; // spec §2
const names = seoDemo.results.map((r) => r.name);
const featured = seoDemo.results.findIndex((r) => r.featured);

const timed = createTimedModel(seoDemoMachine, {
  delays: { typeDelay: 70, swapDelay: 600 }, // spec §9
  input: { queryLength: seoDemo.query.length, resultCount: names.length, featured },
  events: viewEventCases,
});

const browser = fakeBrowserForEachTest();

/** The spec's ranking after `swaps` swaps: the featured result moved up that many places. */
function ranking(swaps: number): string[] {
  const order = names.filter((_, i) => i !== featured);
  order.splice(Math.max(0, featured - swaps), 0, names[featured]!);
  return order;
}

describe('seo demo machine against SeoSearchDemo', () => {
  it('uses the spec query', () => expect(seoDemo.query).toBe(query));

  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<SeoSearchDemo />);
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot, trace) => {
          // Time spent running, from the spec: 70 ms per character, then 600 ms per swap.
          const started = trace.some((e) => e.type === 'view.visible');
          const armed = trace.some((e) => e.type === 'view.armed');
          const reduced = trace.some((e) => e.type === 'motion.reduce');
          const typing = trace.filter((e) => e.type === 'WAIT.70').length;
          const swaps = trace.filter((e) => e.type === 'WAIT.600').length;
          // Prerendered finished; once hydrated off screen, from its first frame (never the end, then a reset).
          const finished = reduced || (!started && !armed);
          const typed = finished ? query.length : typing;
          const order = finished ? ranking(featured) : ranking(swaps);

          expect(screen.getByTestId('seo-query').textContent).toBe(query.slice(0, typed));
          const results = screen.getByRole('list', { name: 'Search results', hidden: true });
          // The results only show once the whole query is typed; until then their cards wait empty in place.
          expect(results).toHaveAttribute('data-waiting', String(typed < query.length));
          for (const item of within(results).queryAllByRole('listitem', { hidden: true })) {
            expect(item.querySelector('div')!.classList.contains('invisible')).toBe(typed < query.length);
          }
          const shown = within(results)
            .getAllByRole('listitem', { hidden: true })
            .map((li) => names.find((n) => li.textContent!.includes(n)));
          expect(shown).toEqual(order);
          expect(snapshot.matches('done')).toBe(reduced || (started && shown[0] === names[featured]));
          // The spec's order of events: the whole query is typed before any rank swap, and the demo ends
          // when the featured result has climbed every rank, no sooner.
          expect(typing).toBeLessThanOrEqual(query.length);
          if (swaps > 0 || snapshot.matches('ranking')) expect(typing).toBe(query.length);
          if (snapshot.matches('typing')) expect(typing).toBeLessThan(query.length);
          if (snapshot.matches('done') && !reduced) expect(swaps).toBe(featured);
        },
      });
    });
  }
  timed.expectFullCoverage();
});
