// website-design process cards (spec §2, §9): step i lights 1000·i + 600 ms after the cards come on screen.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessSteps } from '../../components/demos/ProcessSteps';
import { processSteps } from '../../content/demos';
import { processMachine } from '../../machines/processMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel, waitPrefix } from '../model/timedModel';

const timed = createTimedModel(processMachine, {
  delays: { revealOffset: 600, revealInterval: 1000 }, // spec §9
  input: { count: processSteps.length, shown: 0 },
  events: viewEventCases,
});

const browser = fakeBrowserForEachTest();

describe('process machine against ProcessSteps', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<ProcessSteps />);
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot, trace) => {
          // Independent of the machine: one more card per elapsed spec delay, all at once with reduced motion.
          const waits = trace.filter((e) => e.type.startsWith(waitPrefix)).length;
          const lit = trace.some((e) => e.type === 'motion.reduce') ? processSteps.length : waits;
          expect(snapshot.context.shown).toBe(lit);
          const cards = within(screen.getByRole('list')).getAllByRole('listitem');
          expect(cards.map((c) => c.dataset.active)).toEqual(processSteps.map((_, i) => String(i < lit)));
          cards.forEach((card, i) => expect(card.getAttribute('aria-current')).toBe(i === lit - 1 ? 'step' : null));
          expect(snapshot.matches('done')).toBe(lit === processSteps.length);
        },
      });
    });
  }
  timed.expectFullCoverage();
});
