// customer-service demo: the simulated support log (spec §9: a line every 280 ms, the last 8 kept).
import { useRef } from 'react';
import { type SupportEvent, supportEvents } from '../../content/demos';
import { supportLogMachine } from '../../machines/supportLogMachine';
import { useGatedMachine } from '../hooks/useGatedMachine';

const outcomeTone: Record<SupportEvent['outcome'], string> = {
  'Resolved by AI': 'bg-emerald-100 text-emerald-800',
  Booked: 'bg-brand-100 text-brand-800',
  'Escalated to team': 'bg-amber-100 text-amber-900',
};

export function SupportLog() {
  const ref = useRef<HTMLDivElement>(null);
  const [state] = useGatedMachine(supportLogMachine, ref);
  const lines = state.context.lines.map((id) => ({ id, event: supportEvents[id % supportEvents.length]! }));
  return (
    <div
      ref={ref}
      className="mx-auto mt-10 max-w-3xl overflow-hidden rounded-3xl bg-ink p-6 font-mono text-sm shadow-xl"
    >
      <p className="mb-4 flex items-center gap-2 text-xs text-brand-200">
        <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" /> Live support activity (simulated)
      </p>
      <ol className="h-[19rem] space-y-2 overflow-hidden" aria-label="Simulated support events">
        {lines.map(({ id, event }) => (
          <li key={id} className="flex items-center gap-3 text-slate-100">
            <span className="w-14 flex-none text-brand-300">{event.channel}</span>
            <span className="flex-1 truncate">{event.text}</span>
            <span className={`flex-none rounded-full px-2 py-0.5 text-xs ${outcomeTone[event.outcome]}`}>
              {event.outcome}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
