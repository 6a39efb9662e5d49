// The crm, marketing, analytics and schedule-management graphics: complete until seen, then revealed in turn.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AnalyticsChart, CalendarGrid, CrmFlow, MarketingChart } from '../../components/demos/Charts';
import { analyticsChart, calendarDemo, crmFlow, marketingChart } from '../../content/demos';
import { chartMachine } from '../../machines/chartMachine';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model/browser';
import { createTimedModel, waitPrefix } from '../model/timedModel';

/** How many elements a chart shows, read from what is drawn. */
const charts: { name: string; element: ReactElement; count: number; drawn: (root: HTMLElement) => number }[] = [
  {
    name: 'crm',
    element: <CrmFlow />,
    count: crmFlow.length,
    drawn: (root) =>
      [...root.querySelectorAll<HTMLElement>('li span span')].filter((bar) => bar.style.width !== '0%').length,
  },
  {
    name: 'marketing',
    element: <MarketingChart />,
    count: marketingChart.length,
    drawn: (root) =>
      [...root.querySelectorAll<HTMLElement>('.bg-brand-gradient')].filter((bar) => bar.style.height !== '0px').length,
  },
  {
    name: 'analytics',
    element: <AnalyticsChart />,
    count: analyticsChart.length,
    drawn: (root) =>
      [...root.querySelectorAll('rect[data-bar]')].filter((bar) => Number(bar.getAttribute('height')) > 0).length,
  },
  {
    name: 'calendar',
    element: <CalendarGrid />,
    count: calendarDemo.appointments.length,
    drawn: (root) => [...root.querySelectorAll('td')].filter((cell) => cell.textContent !== '').length,
  },
];

const browser = fakeBrowserForEachTest();

for (const chart of charts) {
  const timed = createTimedModel(chartMachine, {
    // No spec timing for these graphics: the numbers the machine documents.
    delays: { revealOffset: 300, revealInterval: 400 },
    input: { count: chart.count, shown: chart.count },
    events: viewEventCases,
  });
  describe(`chart machine against the ${chart.name} graphic`, () => {
    for (const path of timed.paths) {
      it(path.description, async () => {
        const { container } = render(chart.element);
        await timed.run(path, {
          events: viewExecutors(browser),
          assert: (snapshot, trace) => {
            const started = trace.some((e) => e.type === 'view.visible');
            const armed = trace.some((e) => e.type === 'view.armed');
            const reduced = trace.some((e) => e.type === 'motion.reduce');
            const waits = trace.filter((e) => e.type.startsWith(waitPrefix)).length;
            // Prerendered finished; once hydrated off screen, from its first frame (never the end, then a reset).
            const expected = reduced || (!started && !armed) ? chart.count : waits;
            expect(snapshot.context.shown).toBe(expected);
            expect(chart.drawn(container)).toBe(expected);
          },
        });
      });
    }
    timed.expectFullCoverage(`chart (${chart.name})`);
  });
}
