// website-design process cards, lit in turn by processMachine (spec §9: step i at 1000·i + 600 ms).
import { useRef } from 'react';
import { processSteps } from '../../content/demos';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';

const process = machineLoader(() => import('../../machines/processMachine').then((m) => m.processMachine));

export function ProcessSteps() {
  const ref = useRef<HTMLOListElement>(null);
  const { snapshot } = useLazyGatedMachine(process, ref, {
    input: { count: processSteps.length, shown: 0 },
    wake: true,
  });
  // Until its machine has loaded, no step is lit (as prerendered).
  const active = snapshot?.context.shown ?? 0;
  return (
    // On a phone each step's number sits beside its title (four stacked cards, a screen and a half, as a list).
    <ol ref={ref} className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {processSteps.map((step, i) => {
        const lit = i < active;
        return (
          <li
            key={step.title}
            data-active={lit}
            aria-current={i === active - 1 ? 'step' : undefined}
            className={`grid grid-cols-[2.5rem_1fr] gap-x-4 rounded-2xl border p-5 transition-all duration-500 sm:block sm:p-6 ${
              lit ? 'border-brand-400 bg-brand-50 shadow-md shadow-brand-600/10' : 'border-slate-200 bg-white'
            }`}
          >
            <span
              className={`row-span-2 inline-flex h-10 w-10 items-center justify-center figure rounded-full text-sm font-bold transition-colors duration-500 ${
                lit ? 'bg-brand-gradient text-white' : 'bg-slate-100 text-slate-600'
              }`}
            >
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="self-center text-lg font-semibold text-ink sm:mt-4">{step.title}</h3>
            <p className="mt-1 leading-7 text-slate-600 sm:mt-2">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
