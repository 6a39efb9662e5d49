// The crm, marketing, analytics and scheduling graphics, revealed in turn by chartMachine while on screen.
// `shown` is how many elements have animated in; before the reveal (and without JavaScript) all of them.
import { type RefObject, useRef } from 'react';
import { analyticsChart, calendarDemo, crmFlow, marketingChart } from '../../content/demos';
import { chartMachine } from '../../machines/chartMachine';
import { useGatedMachine } from '../hooks/useGatedMachine';

function useChartReveal(ref: RefObject<Element | null>, count: number): number {
  const [state] = useGatedMachine(chartMachine, ref, { count, shown: count });
  return state.context.shown;
}

const frame = 'mx-auto mt-10 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-lg';

export function CrmFlow() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, crmFlow.length);
  const max = crmFlow[0].count;
  return (
    <figure ref={ref} className={frame}>
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
            <span className="w-10 text-right font-semibold text-ink">{stage.count}</span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-4 text-sm text-slate-600">
        A sample pipeline: every lead followed up automatically.
      </figcaption>
    </figure>
  );
}

export function MarketingChart() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, marketingChart.length);
  const max = Math.max(...marketingChart.map((m) => m.leads));
  return (
    <figure ref={ref} className={frame}>
      <div className="flex h-56 items-end gap-4" role="img" aria-label="Leads per month rising from June to November">
        {marketingChart.map((m, i) => (
          <div key={m.month} className="flex flex-1 flex-col items-center gap-2">
            <span className="text-xs font-semibold text-slate-700">{i < shown ? m.leads : ''}</span>
            <span
              className="bg-brand-gradient w-full rounded-t-lg transition-[height] duration-700"
              style={{ height: i < shown ? `${(m.leads / max) * 170}px` : '0px' }}
            />
            <span className="text-xs text-slate-600">{m.month}</span>
          </div>
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-slate-600">Leads per month from an illustrative campaign.</figcaption>
    </figure>
  );
}

export function AnalyticsChart() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, analyticsChart.length);
  const max = Math.max(...analyticsChart.map((p) => p.value));
  const points = analyticsChart.map(
    (p, i) => `${(i / (analyticsChart.length - 1)) * 600},${200 - (p.value / max) * 170}`,
  );
  return (
    <figure ref={ref} className={frame}>
      <svg viewBox="-10 0 620 220" className="h-56 w-full" role="img" aria-label="Website sessions over a sample week">
        <polyline
          points={points.slice(0, Math.max(shown, 1)).join(' ')}
          fill="none"
          stroke="#7c3aed"
          strokeWidth="4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.slice(0, shown).map((pt, i) => {
          const [x, y] = pt.split(',');
          return <circle key={analyticsChart[i]!.label} cx={x} cy={y} r="6" fill="#c026d3" />;
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        {analyticsChart.map((p) => (
          <span key={p.label}>{p.label}</span>
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-slate-600">Sessions per day over one sample week.</figcaption>
    </figure>
  );
}

export function CalendarGrid() {
  const ref = useRef<HTMLElement>(null);
  const shown = useChartReveal(ref, calendarDemo.appointments.length);
  const booked = new Map(calendarDemo.appointments.slice(0, shown).map((a) => [`${a.day}-${a.slot}`, a.label]));
  return (
    <figure ref={ref} className={frame}>
      <table className="w-full table-fixed border-separate border-spacing-1 text-xs">
        <caption className="sr-only">A sample work week filling with bookings</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12" />
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
                const label = booked.get(`${day}-${s}`);
                return (
                  <td
                    key={d}
                    className={`h-8 truncate rounded-md px-1 text-center transition-colors duration-500 ${
                      label ? 'bg-brand-gradient font-medium text-white' : 'bg-slate-100'
                    }`}
                  >
                    {label ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
