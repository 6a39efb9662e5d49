// The website-design process cards (ProcessSteps) against the process spec model (process.model.ts): every path
// runs against the real component and checks, in every state, which cards a visitor sees highlighted, which one is
// the current step (aria-current), the cards' titles and numbers, and that they stand still, for a while, wherever
// the spec says the demo does not play.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ProcessSteps } from '../../components/demos/ProcessSteps';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { FIRST_MS, STEP_MS, STEPS, STILL_MS, processSpecModel, type ProcessSpecContext } from './process.model';

const timed = createTimedModel(processSpecModel, { events: viewEventCases });

const first = { type: `${waitPrefix}${FIRST_MS}` };
const step = { type: `${waitPrefix}${STEP_MS}` };
const visible = { type: 'view.visible' };
const chosen = [
  chosenPath(timed.machine, 'away before the first card and twice mid-way, by scrolling and by the tab', [
    { type: 'hydrated.belowFold' },
    visible,
    { type: 'view.hidden', cause: 'tab' },
    visible,
    first,
    { type: 'view.hidden', cause: 'scroll' },
    visible,
    step,
    { type: 'view.hidden', cause: 'tab' },
    visible,
    step,
    step,
    { type: 'view.hidden', cause: 'scroll' },
    visible,
  ]),
  // Reduced motion while it is away: every card shows, and coming back plays nothing.
  chosenPath(timed.machine, 'reduced motion while away mid-way', [
    { type: 'hydrated.belowFold' },
    visible,
    first,
    { type: 'view.hidden', cause: 'scroll' },
    { type: 'motion.reduce' },
    visible,
    step,
    step,
    step,
  ]),
];

const browser = fakeBrowserForEachTest();

describe('spec model: process cards', () => {
  it('keeps the spec numbers: step i at 1000·i + 600 ms', () => {
    expect(STEPS.map((_, i) => FIRST_MS + i * STEP_MS)).toEqual([600, 1600, 2600, 3600]);
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<ProcessSteps />);
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot: AnyMachineSnapshot) => {
          const { lit } = snapshot.context as ProcessSpecContext;
          const list = screen.getByRole('list');
          const cards = within(list).getAllByRole('listitem');
          expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([...STEPS]);
          expect(cards.map((c) => c.textContent!.slice(0, 2))).toEqual(['01', '02', '03', '04']);
          expect(
            cards.map((c) => c.dataset.active),
            `${lit} of ${STEPS.length} lit`,
          ).toEqual(STEPS.map((_, i) => String(i < lit)));
          expect(
            cards.map((c) => c.getAttribute('aria-current')),
            'the last lit card is the current step',
          ).toEqual(STEPS.map((_, i) => (i === lit - 1 ? 'step' : null)));
          if (['prerendered', 'unseen', 'away', 'done'].some((still) => snapshot.matches(still))) {
            // Before the scripts, off screen, in a hidden tab, with reduced motion or once all are lit, time passing
            // changes nothing.
            const before = list.outerHTML;
            act(() => void vi.advanceTimersByTime(STILL_MS));
            expect(list.outerHTML, `${snapshot.value as string}: the cards stand still`).toBe(before);
          }
        },
      });
    });
  }
  timed.expectFullCoverage('process cards (spec model)');
});
