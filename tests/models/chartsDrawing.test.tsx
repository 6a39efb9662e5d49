// The graphics, fully drawn, read back as a visitor reads them. The analytics chart as a bar chart: bars on one
// baseline, heights to one scale with the figures, the axis labels on that same scale (0 up to a round top above every
// bar, using most of the picture's height), each day's name centred under its bar, bars side by side without
// overlapping, everything inside the picture. The calendar as a week: a column per day, a row per time.
import { render, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AnalyticsChart, CalendarGrid } from '../../components/demos/Charts';
import { analyticsChart, calendarDemo, chartCopy } from '../../content/demos';
import { fakeBrowserForEachTest } from '../model-kit/browser';

// As prerendered and hydrated before the graphic comes on screen: every bar drawn.
fakeBrowserForEachTest();

const num = (el: Element, name: string) => Number(el.getAttribute(name));

it('draws the week to scale, labelled, inside its picture', () => {
  const { container } = render(<AnalyticsChart />);
  const svg = within(container).getByRole('img', { name: chartCopy.analytics.label });
  const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  const days = [...svg.querySelectorAll('[data-day]')];
  expect(days.map((d) => d.textContent)).toEqual(analyticsChart.map((p) => p.label));
  const bars = days.map((d) => d.querySelector('rect')!);
  const labels = days.map((d) => d.querySelector('text')!);

  // One baseline, one scale: every bar's height is its figure times the same factor.
  const baseline = num(bars[0]!, 'y') + num(bars[0]!, 'height');
  const scale = num(bars[0]!, 'height') / analyticsChart[0].value;
  expect(scale).toBeGreaterThan(0);
  bars.forEach((bar, i) => {
    expect(num(bar, 'y') + num(bar, 'height'), `${analyticsChart[i]!.label} on the baseline`).toBeCloseTo(baseline, 9);
    expect(num(bar, 'height'), `${analyticsChart[i]!.label} to scale`).toBeCloseTo(analyticsChart[i]!.value * scale, 9);
  });

  // Side by side, in order, the same width, not touching; each name centred under its bar, below the baseline.
  bars.forEach((bar, i) => {
    expect(num(bar, 'width')).toBeCloseTo(num(bars[0]!, 'width'), 9);
    expect(num(bar, 'width')).toBeGreaterThan(0);
    if (i > 0) expect(num(bar, 'x')).toBeGreaterThan(num(bars[i - 1]!, 'x') + num(bars[i - 1]!, 'width'));
    expect(num(labels[i]!, 'x')).toBeCloseTo(num(bar, 'x') + num(bar, 'width') / 2, 9);
    expect(labels[i]).toHaveAttribute('text-anchor', 'middle');
    expect(num(labels[i]!, 'y')).toBeGreaterThan(baseline);
    expect(num(labels[i]!, 'y')).toBeLessThanOrEqual(height);
  });

  // The axis: five evenly spaced figures from 0, the top one a round figure above the tallest bar, each label beside
  // its grid line, every line on the bars' scale and across all the bars; the zero line stands out.
  const axis = svg.querySelector('[data-axis="y"]')!;
  const lines = [...axis.querySelectorAll('line')];
  const figures = [...axis.querySelectorAll('text')];
  const values = figures.map((t) => Number(t.textContent!.replace(/,/g, '')));
  expect(values).toHaveLength(5);
  const top = values[4]!;
  expect(values).toEqual([0, top / 4, top / 2, (top * 3) / 4, top]);
  expect(top % 100).toBe(0);
  const tallest = Math.max(...analyticsChart.map((p) => p.value));
  expect(top).toBeGreaterThanOrEqual(tallest);
  expect(top / 4, 'the top is the first round step above the tallest bar').toBeLessThan(tallest);
  expect(figures.map((t) => t.textContent)).toEqual(values.map((v) => v.toLocaleString('en-US')));
  const first = bars[0]!;
  const last = bars.at(-1)!;
  lines.forEach((line, i) => {
    const y = baseline - values[i]! * scale;
    expect(num(line, 'y1'), `line ${values[i]}`).toBeCloseTo(y, 9);
    expect(num(line, 'y2')).toBeCloseTo(y, 9);
    expect(num(line, 'x1')).toBeLessThanOrEqual(num(first, 'x'));
    expect(num(line, 'x2')).toBeGreaterThanOrEqual(num(last, 'x') + num(last, 'width'));
    expect(num(line, 'x2'), 'inside the picture').toBeLessThanOrEqual(width);
    expect(line.getAttribute('stroke')).toMatch(/^#[0-9a-f]{6}$/);
    // An 11 px figure is centred on its line when its baseline sits a few units below it.
    const below = num(figures[i]!, 'y') - y;
    expect(below, 'label beside its line').toBeGreaterThan(0);
    expect(below).toBeLessThanOrEqual(6);
    expect(num(figures[i]!, 'x'), 'label left of the lines').toBeLessThan(num(line, 'x1'));
    expect(figures[i]).toHaveAttribute('text-anchor', 'end');
    expect(num(figures[i]!, 'x')).toBeGreaterThan(0);
  });
  expect(lines.slice(1).every((l) => l.getAttribute('stroke') !== lines[0]!.getAttribute('stroke'))).toBe(true);
  expect(num(last, 'x') + num(last, 'width')).toBeLessThanOrEqual(width);
  expect(baseline - top * scale, 'the top line inside the picture').toBeGreaterThanOrEqual(0);
  expect(baseline - top * scale, 'the axis uses most of the height').toBeLessThan(height / 4);
});

it('lays the calendar out as a week: a column per day, a row per time', () => {
  const { container } = render(<CalendarGrid />);
  const table = within(container).getByRole('table', { name: chartCopy.calendar.label });
  const [head, ...rows] = within(table).getAllByRole('row');
  expect(
    within(head!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([...calendarDemo.days]); // no empty header above the times (axe: empty-table-header)
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([...calendarDemo.slots]);
  for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(calendarDemo.days.length);
});
