// The SEO search demo (SeoSearchDemo) against the SEO demo spec model (seoDemo.model.ts): every path runs against
// the real component and checks, in every state, the query in the box and its caret, whether the results wait,
// their order, rank numbers and the featured badge, and that the demo stands still, for a while, wherever the spec
// says it does not play.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SeoSearchDemo } from '../../components/demos/SeoSearchDemo';
import { seoDemo } from '../../content/demos';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { CHAR_MS, QUERY, RESULTS, STILL_MS, SWAP_MS, seoSpecModel, type SeoSpecContext } from './seoDemo.model';

const timed = createTimedModel(seoSpecModel, { events: viewEventCases });

const char = { type: `${waitPrefix}${CHAR_MS}` };
const swap = { type: `${waitPrefix}${SWAP_MS}` };
const chars = (n: number) => Array.from({ length: n }, () => char);
const visible = { type: 'view.visible' };
const chosen = [
  // Reduced motion before it is seen, or while it is away: coming on screen later plays nothing.
  chosenPath(timed.machine, 'reduced motion before it is seen', [
    { type: 'hydrated.belowFold' },
    { type: 'motion.reduce' },
    visible,
  ]),
  chosenPath(timed.machine, 'reduced motion while away', [
    { type: 'hydrated.belowFold' },
    visible,
    ...chars(3),
    { type: 'view.hidden', cause: 'scroll' },
    { type: 'motion.reduce' },
    visible,
  ]),
  chosenPath(timed.machine, 'away while typing, on the last character and while ranking; back each time', [
    { type: 'hydrated.belowFold' },
    visible,
    ...chars(5),
    { type: 'view.hidden', cause: 'tab' },
    visible,
    ...chars(QUERY.length - 6),
    { type: 'view.hidden', cause: 'scroll' },
    visible,
    char,
    { type: 'view.hidden', cause: 'scroll' },
    visible,
    swap,
    { type: 'view.hidden', cause: 'tab' },
    visible,
    swap,
    swap,
    { type: 'view.hidden', cause: 'scroll' },
    visible,
  ]),
];

const browser = fakeBrowserForEachTest();
const names: string[] = seoDemo.results.map((r) => r.name);
const featured: string = seoDemo.results.find((r) => r.featured)!.name;
const others = names.filter((n) => n !== featured);

describe('spec model: SEO search demo', () => {
  it('shows the spec query and four contractors, the featured one last', () => {
    expect(seoDemo.query).toBe(QUERY);
    expect(names).toHaveLength(RESULTS);
    expect(names.at(-1)).toBe(featured);
  });

  it('in a browser without IntersectionObserver counts as on screen: it types from the start', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<SeoSearchDemo />);
    await settleLoaded(); // the machine loads with the view's first report
    expect(screen.getByTestId('seo-query').textContent).toBe('');
    act(() => void vi.advanceTimersByTime(CHAR_MS));
    expect(screen.getByTestId('seo-query').textContent).toBe(QUERY.slice(0, 1));
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      const { container } = render(<SeoSearchDemo />);
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot: AnyMachineSnapshot) => {
          const { typed, rank } = snapshot.context as SeoSpecContext;
          const complete = typed === QUERY.length;
          const box = screen.getByTestId('seo-query');
          expect(box.textContent).toBe(QUERY.slice(0, typed));
          // The caret blinks while the query types, not while the demo waits (an endless animation off screen).
          expect(box.children, 'a caret while typing').toHaveLength(snapshot.matches('typing') ? 1 : 0);
          // Screen readers get the whole demo in one sentence, whatever the animation shows.
          expect(screen.getByText(`Search for “${QUERY}”, with our client moving up to the first result.`)).toHaveClass(
            'sr-only',
          );
          // While the query is typed (and before it is) the results wait in place, in their starting order and
          // readable: a whole frame, never an empty box or blank cards (the buyer's review r23). The client is
          // highlighted once the query is typed.
          const results = screen.getByRole('list', { name: 'Search results', hidden: true });
          expect(results).toHaveAttribute('data-waiting', String(!complete));
          for (const item of within(results).getAllByRole('listitem', { hidden: true })) {
            expect(item).toBeVisible();
            for (const part of item.children) expect(part, 'every part of a result readable').toBeVisible();
          }
          expect(
            within(results)
              .getAllByRole('listitem', { hidden: true })
              .filter((li) => li.className.includes('bg-brand-50')).length,
            complete ? 'the client highlighted' : 'no highlight while waiting',
          ).toBe(complete ? 1 : 0);
          const expected = [...others];
          expected.splice(rank, 0, featured);
          const items = within(results).getAllByRole('listitem', { hidden: true });
          expect(items.map((li) => names.find((n) => li.textContent!.includes(n)))).toEqual(expected);
          expect(items.map((li) => li.querySelector('span')!.textContent)).toEqual(['1', '2', '3', '4']);
          expect(within(items[rank]!).getByText(seoDemo.featuredBadge)).toBeInTheDocument();
          expect(within(results).getAllByText(seoDemo.featuredBadge, { exact: true })).toHaveLength(1);
          if (['prerendered', 'unseen', 'away', 'done'].some((still) => snapshot.matches(still))) {
            // Before the scripts, not yet seen, away, with reduced motion or once over, time passing changes nothing.
            const before = container.innerHTML;
            act(() => void vi.advanceTimersByTime(STILL_MS));
            expect(container.innerHTML, `${snapshot.value as string}: the demo stands still`).toBe(before);
          }
        },
      });
    });
  }
  timed.expectFullCoverage('SEO search demo (spec model)');
});
