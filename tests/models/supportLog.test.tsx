// The customer-service support log (SupportLog) against the support-log spec model (supportLog.model.ts): every
// path runs against the real component and checks, in every state, the eight lines a visitor reads, in order, and
// that they stand still, for a while, wherever the spec says the log does not play.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SupportLog } from '../../components/demos/SupportLog';
import { supportEvents } from '../../content/demos';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { KEPT, LINE_MS, STILL_MS, supportLogSpecModel, type SupportLogSpecContext } from './supportLog.model';

const timed = createTimedModel(supportLogSpecModel, {
  events: viewEventCases,
  // Bounds the endless log: generated paths stop once every first line has gone and one more came (the chosen
  // path runs on until the templates wrap around).
  stopWhen: (snapshot) => (snapshot.context as SupportLogSpecContext).added > KEPT,
});

const line = { type: `${waitPrefix}${LINE_MS}` };
const lines = (n: number) => Array.from({ length: n }, () => line);
const visible = { type: 'view.visible' };
const chosen = [
  chosenPath(timed.machine, 'plays past the last template, scrolled away and back, tab hidden and shown', [
    { type: 'hydrated.belowFold' },
    visible,
    ...lines(5),
    { type: 'view.hidden', cause: 'scroll' },
    visible,
    ...lines(7),
    { type: 'view.hidden', cause: 'tab' },
    visible,
    ...lines(supportEvents.length),
    { type: 'motion.reduce' },
    visible,
  ]),
  chosenPath(timed.machine, 'reduced motion while scrolled away: shown again, it stands still', [
    { type: 'hydrated.belowFold' },
    visible,
    ...lines(2),
    { type: 'view.hidden', cause: 'scroll' },
    { type: 'motion.reduce' },
    visible,
  ]),
];

const browser = fakeBrowserForEachTest();

/** What the visitor reads after `added` lines: the last eight events, oldest first, the templates in turn. */
const expectedLines = (added: number) =>
  Array.from({ length: KEPT }, (_, i) => supportEvents[(added + i) % supportEvents.length]!);

describe('spec model: support log', () => {
  it('keeps the spec numbers', () => {
    expect([LINE_MS, KEPT]).toEqual([280, 8]);
  });

  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      render(<SupportLog />);
      expect(screen.getByText('What your support feed looks like')).toBeInTheDocument();
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot: AnyMachineSnapshot) => {
          const { added } = snapshot.context as SupportLogSpecContext;
          const list = screen.getByRole('list', { name: 'Support events' });
          const items = within(list).getAllByRole('listitem');
          expect(items, `always the last ${KEPT} lines`).toHaveLength(KEPT);
          expect(items.map((li) => li.textContent)).toEqual(
            expectedLines(added).map((e) => `${e.channel}${e.text}${e.outcome}`),
          );
          items.forEach((li, i) => {
            const e = expectedLines(added)[i]!;
            expect(within(li).getByText(e.outcome)).toBeInTheDocument();
            expect(within(li).getByText(e.channel)).toBeInTheDocument();
          });
          if (!snapshot.matches('playing')) {
            // Off screen, in a hidden tab or with reduced motion, time passing changes nothing.
            const before = list.innerHTML;
            act(() => void vi.advanceTimersByTime(STILL_MS));
            expect(list.innerHTML, `${snapshot.value as string}: the log stands still`).toBe(before);
          }
        },
      });
    });
  }
  timed.expectFullCoverage('support log (spec model)');
});
