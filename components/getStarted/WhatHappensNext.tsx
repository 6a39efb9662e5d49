// Get Started: the steps after a project request, the reply time and the contract terms (content/facts.ts).
import { contractTerms, factsCopy, processSteps, responseTimes } from '../../content/facts';
import { CheckList, Section } from '../ui';

export function WhatHappensNext() {
  const copy = factsCopy.nextSteps;
  return (
    <Section labelledBy="next-steps" className="bg-slate-50">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="next-steps" className="text-2xl font-bold text-ink">
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
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">{copy.termsTitle}</h2>
          <CheckList items={contractTerms} className="mt-6" />
        </div>
      </div>
    </Section>
  );
}
