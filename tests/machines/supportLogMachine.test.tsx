// customer-service support log (spec §2, §9): one simulated event every 280 ms, only the last 8 kept.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportLog } from '../../components/demos/SupportLog';
import { supportEvents } from '../../content/demos';
import { supportLogMachine } from '../../machines/supportLogMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const kept = 8; // spec §9
const timed = createTimedModel(supportLogMachine, {
  delays: { lineInterval: 280 }, // spec §9
  events: viewEventCases,
  // The log never ends: explore until the templates have wrapped around once.
  stopWhen: (snapshot) => (snapshot.context.lines.at(-1) ?? 0) > supportEvents.length,
});

const browser = fakeBrowserForEachTest();

describe('support log machine against SupportLog', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(<SupportLog />);
      await timed.run(path, {
        events: viewExecutors(browser),
        assert: (snapshot, trace) => {
          const added = trace.filter((e) => e.type === 'WAIT.280').length;
          const total = kept + added;
          const expected = Array.from(
            { length: kept },
            (_, i) => supportEvents[(total - kept + i) % supportEvents.length]!,
          );
          const lines = within(screen.getByRole('list', { name: 'Simulated support events' })).getAllByRole('listitem');
          expect(lines).toHaveLength(kept);
          expect(lines.map((li) => li.textContent)).toEqual(expected.map((e) => `${e.channel}${e.text}${e.outcome}`));
          expect(snapshot.context.lines).toHaveLength(kept);
        },
      });
    });
  }
  timed.expectFullCoverage();
});
