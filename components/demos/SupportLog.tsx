// customer-service demo: the simulated support log (spec §9: a line every 280 ms, the last 8 kept).
import { useRef } from 'react';
import { type SupportEvent, supportEvents } from '../../content/demos';
import { firstLines } from '../../machines/supportLogLines';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';

const supportLog = machineLoader(() => import('../../machines/supportLogMachine').then((m) => m.supportLogMachine));

const outcomeClassName: Record<SupportEvent['outcome'], string> = {
  'Resolved by AI': 'bg-emerald-100 text-emerald-800',
  Booked: 'bg-brand-100 text-brand-800',
  'Escalated to team': 'bg-amber-100 text-amber-900',
};

export function SupportLog() {
  const ref = useRef<HTMLDivElement>(null);
  const { snapshot } = useLazyGatedMachine(supportLog, ref, { wake: true });
  // Until its machine has loaded, the first lines stand (as prerendered).
  const lines = (snapshot?.context.lines ?? firstLines()).map((id) => ({
    id,
    event: supportEvents[id % supportEvents.length]!,
  }));
  return (
    <div
      ref={ref}
      className="mt-10 max-w-3xl overflow-hidden rounded-3xl bg-ink p-6 font-mono text-sm shadow-xl lg:mt-0 lg:max-w-none"
    >
      <p className="mb-4 flex items-center gap-2 text-xs text-brand-200">
        <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" /> What your support feed looks like
      </p>
      {/* A phone has no room for channel, text and outcome on one line: the text gets a line of its own there, and
          the box is tall enough for all eight entries either way (a fixed height: lines arriving never move the page). */}
      <ol className="h-[37rem] space-y-2 overflow-hidden md:h-[19rem]" aria-label="Support events">
        {lines.map(({ id, event }) => (
          <li
            key={id}
            className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-x-3 gap-y-1 text-slate-100"
            data-testid="support-line"
          >
            <span className="text-brand-300">{event.channel}</span>
            <span className="col-span-3 row-start-2 min-w-0 md:col-span-1 md:col-start-2 md:row-start-1 md:truncate">
              {event.text}
            </span>
            <span
              className={`col-start-3 row-start-1 justify-self-end rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${outcomeClassName[event.outcome]}`}
            >
              {event.outcome}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
