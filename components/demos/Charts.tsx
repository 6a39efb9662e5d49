// The crm, marketing, analytics and scheduling graphics, revealed in turn by chartMachine while on screen.
// `shown` is how many elements have animated in; before the reveal (and without JavaScript) all of them.
import { type RefObject, useRef } from 'react';
import { brand } from '../../content/brand';
import { analyticsChart, calendarDemo, chartCopy, crmFlow, marketingChart } from '../../content/demos';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';

const chart = machineLoader(() => import('../../machines/chartMachine').then((m) => m.chartMachine));

function useChartReveal(ref: RefObject<Element | null>, count: number): number {
  const { snapshot } = useLazyGatedMachine(chart, ref, { input: { count, shown: count }, wake: true });
  // Until its machine has loaded, the chart stands as prerendered: every item shown.
  return snapshot?.context.shown ?? count;
}

const frameClassName =
  'mt-10 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-lg lg:mt-0 lg:max-w-none';

export function CrmFlow() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, crmFlow.length);
  const max = crmFlow[0].count;
  return (
    <figure ref={ref} className={frameClassName}>
      <ol className="space-y-3">
        {crmFlow.map((stage, i) => (
          <li key={stage.label} className="flex items-center gap-4">
            <span className="w-32 flex-none text-sm font-medium text-slate-700">{stage.label}</span>
            <span className="h-8 flex-1 rounded-full bg-slate-100">
              <span
                className="bg-brand-gradient block h-8 rounded-full transition-[width] duration-700"
                style={{ width: i < shown ? `${(stage.count / max) * 100}%` : '0%' }}
              />
            </span>
            <span className="figure w-10 text-right font-semibold text-ink">{stage.count}</span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-4 text-sm text-slate-600">{chartCopy.crm.caption}</figcaption>
    </figure>
  );
}

export function MarketingChart() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, marketingChart.length);
  const max = Math.max(...marketingChart.map((m) => m.leads));
  return (
    <figure ref={ref} className={frameClassName}>
      <div className="flex h-56 items-end gap-4" role="img" aria-label={chartCopy.marketing.label}>
        {marketingChart.map((m, i) => (
          <div key={m.month} className="flex flex-1 flex-col items-center gap-2">
            <span className="figure text-xs font-semibold text-slate-700">{i < shown ? m.leads : ''}</span>
            <span
              className="bg-brand-gradient w-full rounded-t-lg transition-[height] duration-700"
              style={{ height: i < shown ? `${(m.leads / max) * 170}px` : '0px' }}
            />
            <span className="text-xs text-slate-600">{m.month}</span>
          </div>
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-slate-600">{chartCopy.marketing.caption}</figcaption>
    </figure>
  );
}

// Chart geometry in viewBox units: the day labels sit under the bars' centres by construction.
const plot = { left: 48, right: 612, top: 12, bottom: 196, height: 228 };

export function AnalyticsChart() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, analyticsChart.length);
  const top = Math.ceil(Math.max(...analyticsChart.map((p) => p.value)) / 400) * 400;
  const ticks = [0, top / 4, top / 2, (top * 3) / 4, top];
  const step = (plot.right - plot.left) / analyticsChart.length;
  const y = (v: number) => plot.bottom - (v / top) * (plot.bottom - plot.top);
  return (
    <figure ref={ref} className={frameClassName}>
      <svg
        viewBox={`0 0 ${plot.right + 8} ${plot.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={chartCopy.analytics.label}
        data-testid="analytics-chart"
      >
        <defs>
          <linearGradient id="analytics-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={brand.via} />
            <stop offset="1" stopColor={brand.from} />
          </linearGradient>
        </defs>
        <g className="text-[11px]" fill="#475569" data-axis="y">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={plot.left} x2={plot.right} y1={y(t)} y2={y(t)} stroke={t ? '#e2e8f0' : '#94a3b8'} />
              <text x={plot.left - 8} y={y(t) + 4} textAnchor="end">
                {t.toLocaleString('en-US')}
              </text>
            </g>
          ))}
        </g>
        {analyticsChart.map((p, i) => {
          const cx = plot.left + step * (i + 0.5);
          const h = i < shown ? plot.bottom - y(p.value) : 0;
          return (
            <g key={p.label} data-day={p.label}>
              <rect
                x={cx - step * 0.3}
                y={plot.bottom - h}
                width={step * 0.6}
                height={h}
                rx="6"
                fill="url(#analytics-bar)"
                className="transition-all duration-700"
                data-bar
              />
              <text x={cx} y={plot.bottom + 20} textAnchor="middle" className="text-[12px]" fill="#475569" data-tick>
                {p.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-4 text-sm text-slate-600">{chartCopy.analytics.caption}</figcaption>
    </figure>
  );
}

export function CalendarGrid() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, calendarDemo.appointments.length);
  // Every booking's label is in its cell from the start, out of sight until booked: a row never grows as they arrive.
  const slots = new Map(calendarDemo.appointments.map((a, i) => [`${a.day}-${a.slot}`, { label: a.label, i }]));
  return (
    <figure ref={ref} className={frameClassName}>
      {/* On a phone a day is about 50 px wide: a booking wraps at its soft hyphens. */}
      <table className="w-full table-fixed border-separate border-spacing-1 text-[11px] sm:text-xs">
        <caption className="sr-only">{chartCopy.calendar.label}</caption>
        <thead>
          <tr>
            {/* The corner above the times heads nothing: a cell, not an empty column header. */}
            <td className="w-12" />
            {calendarDemo.days.map((d) => (
              <th key={d} scope="col" className="pb-2 font-semibold text-slate-700">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarDemo.slots.map((slot, s) => (
            <tr key={slot}>
              <th scope="row" className="text-right font-normal text-slate-500">
                {slot}
              </th>
              {calendarDemo.days.map((d, day) => {
                const slotted = slots.get(`${day}-${s}`);
                const booked = !!slotted && slotted.i < shown;
                return (
                  <td
                    key={d}
                    className={`h-8 rounded-md px-0.5 py-1 text-center leading-tight font-medium wrap-anywhere transition-colors duration-500 sm:px-1 ${
                      booked ? 'bg-brand-gradient text-white' : 'bg-slate-100'
                    }`}
                  >
                    {slotted && <span className={booked ? '' : 'invisible'}>{slotted.label}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-4 text-sm text-slate-600">{chartCopy.calendar.caption}</figcaption>
    </figure>
  );
}
