// How every figure on /portfolio was counted, read before the cards at body size (r21b): the whole sentence from sm
// up; on a phone its lead alone, the rest one tap away, so the first project's picture is in the first screen (the
// buyer's review r22: four lines took 120 px of it at 390).
import { ArrowRight } from '../Icon';

export function FiguresMethod({ lead, rest }: { lead: string; rest: string }) {
  return (
    <>
      <p
        className="mb-10 hidden max-w-3xl border-l-2 border-brand-400 pl-5 text-lg leading-8 text-slate-700 sm:block"
        data-testid="figures-method"
      >
        {lead} {rest}
      </p>
      {/* A native disclosure: nothing to hydrate. */}
      <details className="group mb-5 border-l-2 border-brand-400 pl-4 text-base leading-7 text-slate-700 sm:hidden">
        <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          {lead}
          <ArrowRight className="ml-1.5 inline h-4 w-4 rotate-90 align-[-2px] text-brand-700 group-open:-rotate-90" />
        </summary>
        <p>{rest}</p>
      </details>
    </>
  );
}
