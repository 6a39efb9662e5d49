// The crm, marketing, analytics and calendar graphics (Charts.tsx) against the charts spec model (charts.model.ts):
// every path runs against the real component and checks, in every state, which bars, points or bookings a visitor
// sees drawn (and their figures), the graphic's accessible name, and that it stands still, for a while, wherever
// it does not play.
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { AnalyticsChart, CalendarGrid, CrmFlow, MarketingChart } from '../../components/demos/Charts';
import { analyticsChart, calendarDemo, chartCopy, crmFlow, marketingChart } from '../../content/demos';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest, viewEventCases, viewExecutors } from '../model-kit/browser';
import { createTimedModel, waitPrefix } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import { FIRST_MS, NEXT_MS, createChartSpecModel, stillMs, type ChartSpecContext } from './charts.model';

interface Chart {
  name: string;
  element: ReactElement;
  count: number;
  /** What a visitor sees: one entry per element, its figure or label when drawn, null when not. */
  seen: (root: HTMLElement) => (string | null)[];
  /** The same, as it must be with the first `drawn` elements drawn. */
  expected: (drawn: number) => (string | null)[];
}

const crmMax = crmFlow[0].count;
/** A length as a figure to two decimals and its unit: the browser (and jsdom) keeps about six digits of a length it
 * was given (24.21875% reads back as 24.2188%). */
const cssLength = (value: number | string, unit: '%' | 'px') =>
  `${Number(parseFloat(String(value)).toFixed(2))}${unit}`;
const marketingMax = Math.max(...marketingChart.map((m) => m.leads));
const charts: Chart[] = [
  {
    name: 'crm',
    element: <CrmFlow />,
    count: crmFlow.length,
    seen: (root) =>
      within(root)
        .getAllByRole('listitem')
        .map((li) => {
          const width = li.querySelector<HTMLElement>('span span')!.style.width;
          return width === '0%' ? null : `${li.textContent} ${cssLength(width, '%')}`;
        }),
    expected: (drawn) =>
      crmFlow.map((s, i) => (i < drawn ? `${s.label}${s.count} ${cssLength((s.count / crmMax) * 100, '%')}` : null)),
  },
  {
    name: 'marketing',
    element: <MarketingChart />,
    count: marketingChart.length,
    seen: (root) => {
      const chart = within(root).getByRole('img', { name: chartCopy.marketing.label });
      return [...chart.children].map((column) => {
        const [figure, bar, month] = [...column.children] as HTMLElement[];
        if (bar!.style.height === '0px') return figure!.textContent === '' ? null : 'figure without a bar';
        return `${month!.textContent} ${figure!.textContent} ${cssLength(bar!.style.height, 'px')}`;
      });
    },
    expected: (drawn) =>
      marketingChart.map((m, i) =>
        i < drawn ? `${m.month} ${m.leads} ${cssLength((m.leads / marketingMax) * 170, 'px')}` : null,
      ),
  },
  {
    name: 'analytics',
    element: <AnalyticsChart />,
    count: analyticsChart.length,
    seen: (root) => {
      const chart = within(root).getByRole('img', { name: chartCopy.analytics.label });
      return [...chart.querySelectorAll('[data-day]')].map((day) => {
        const height = Number(day.querySelector('rect[data-bar]')!.getAttribute('height'));
        return height > 0 ? day.textContent : null;
      });
    },
    expected: (drawn) => analyticsChart.map((p, i) => (i < drawn ? p.label : null)),
  },
  {
    name: 'calendar',
    element: <CalendarGrid />,
    count: calendarDemo.appointments.length,
    seen: (root) => {
      const table = within(root).getByRole('table', { name: chartCopy.calendar.label });
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = rows.flatMap((row) => within(row).getAllByRole('cell'));
      // A booking shows as its label on the coloured cell; every other cell stays plain, its label (if any) hidden.
      expect(cells.filter((cell) => cell.querySelector('span:not(.invisible)')).length, 'labels in sight').toBe(
        cells.filter((cell) => cell.classList.contains('bg-brand-gradient')).length,
      );
      return calendarDemo.appointments.map((a) => {
        const cell = within(rows[a.slot]!).getAllByRole('cell')[a.day]!;
        const label = cell.querySelector('span:not(.invisible)');
        return label && cell.classList.contains('bg-brand-gradient') ? label.textContent : null;
      });
    },
    expected: (drawn) => calendarDemo.appointments.map((a, i) => (i < drawn ? a.label : null)),
  },
];

const browser = fakeBrowserForEachTest();
const first = { type: `${waitPrefix}${FIRST_MS}` };
const next = { type: `${waitPrefix}${NEXT_MS}` };
const visible = { type: 'view.visible' };

for (const chart of charts) {
  const timed = createTimedModel(createChartSpecModel(chart.count), { events: viewEventCases });
  const chosen = [
    chosenPath(timed.machine, 'away before the first element and twice mid-way, by scrolling and by the tab', [
      { type: 'hydrated.belowFold' },
      visible,
      { type: 'view.hidden', cause: 'scroll' },
      visible,
      first,
      { type: 'view.hidden', cause: 'tab' },
      visible,
      next,
      { type: 'view.hidden', cause: 'scroll' },
      visible,
      ...Array.from({ length: chart.count - 2 }, () => next),
      { type: 'view.hidden', cause: 'tab' },
      visible,
    ]),
  ];

  describe(`spec model: the ${chart.name} graphic`, () => {
    it('in a browser without IntersectionObserver counts as on screen: it plays from none drawn', async () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      const { container } = render(chart.element);
      await settleLoaded(); // the machine loads with the view's first report
      expect(chart.seen(container)).toEqual(chart.expected(0));
      act(() => void vi.advanceTimersByTime(FIRST_MS));
      expect(chart.seen(container)).toEqual(chart.expected(1));
    });

    for (const path of [...timed.paths, ...chosen]) {
      it(path.description, async () => {
        const { container } = render(chart.element);
        await timed.run(path, {
          events: viewExecutors(browser),
          assert: (snapshot: AnyMachineSnapshot) => {
            const { drawn } = snapshot.context as ChartSpecContext;
            expect(chart.seen(container), `${drawn} of ${chart.count} drawn`).toEqual(chart.expected(drawn));
            expect(screen.getByText(chartCopy[chart.name as keyof typeof chartCopy].caption)).toBeInTheDocument();
            if (['prerendered', 'unseen', 'away', 'done'].some((still) => snapshot.matches(still))) {
              // Before the scripts, not yet seen, away, with reduced motion or once complete, time passing changes
              // nothing.
              const before = container.innerHTML;
              act(() => void vi.advanceTimersByTime(stillMs(chart.count)));
              expect(container.innerHTML, `${snapshot.value as string}: the graphic stands still`).toBe(before);
            }
          },
        });
      });
    }
    timed.expectFullCoverage(`${chart.name} graphic (spec model)`);
  });
}
