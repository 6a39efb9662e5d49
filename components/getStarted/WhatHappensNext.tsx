// Get Started: the steps after a project request, the reply time and the contract terms (content/facts.ts), in a
// card beside the form on a wide screen and under it on a phone.
import { contractTerms, factsCopy, processSteps, responseTimes } from '../../content/facts';
import { CheckList } from '../ui';

export function WhatHappensNext() {
  const copy = factsCopy.nextSteps;
  return (
    <section aria-labelledby="next-steps" className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
      <h2 id="next-steps" className="heading-block text-ink">
        {copy.title}
      </h2>
      <p className="mt-2 font-semibold text-brand-700">{copy.response(responseTimes.projectRequestHours)}</p>
      <ol className="mt-6 space-y-4">
        {processSteps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center figure rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="leading-7 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-10 text-lg font-bold text-ink">{copy.termsTitle}</h3>
      <CheckList items={contractTerms} className="mt-4" />
    </section>
  );
}
