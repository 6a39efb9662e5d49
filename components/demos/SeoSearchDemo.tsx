// seo demo (seoDemoMachine): a search box typing the query, then results where the featured client climbs to
// first place. Until the query is typed (and before the demo plays) the results wait in their places in their
// starting order, greyed, the client fourth: a whole frame to look at, never an empty box or blank cards (the buyer's
// review r23 caught blank cards under a half-typed query), and nothing shifts when they light up.
import { useRef } from 'react';
import { seoDemo } from '../../content/demos';
import { finishedDemo } from '../../machines/seoDemoOrder';
import { machineLoader, useLazyGatedMachine } from '../hooks/useLazyMachine';
import { Icon } from '../Icon';

const featured = seoDemo.results.findIndex((r) => r.featured);
const input = { queryLength: seoDemo.query.length, resultCount: seoDemo.results.length, featured };
const demo = machineLoader(() => import('../../machines/seoDemoMachine').then((m) => m.seoDemoMachine));

export function SeoSearchDemo() {
  const ref = useRef<HTMLDivElement>(null);
  const { snapshot: state } = useLazyGatedMachine(demo, ref, { input, wake: true });
  // Until its machine has loaded, the finished result stands (as prerendered).
  const { typed, order } = state?.context ?? finishedDemo(input);
  const done = typed >= seoDemo.query.length;
  return (
    <div
      ref={ref}
      className="mt-10 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-lg lg:mt-0 lg:max-w-none"
    >
      <div className="flex items-center gap-3 rounded-full border border-slate-300 px-5 py-3" aria-hidden="true">
        <Icon name="search" className="h-5 w-5 text-slate-400" />
        <span className="min-h-6 text-slate-800" data-testid="seo-query">
          {seoDemo.query.slice(0, typed)}
          {/* The caret blinks only while typing (not while waiting off screen: an endless animation). */}
          {state?.matches('typing') && (
            <span className="ml-0.5 inline-block h-5 w-0.5 animate-pulse bg-brand-600 align-middle" />
          )}
        </span>
      </div>
      <p className="sr-only">Search for “{seoDemo.query}”, with our client moving up to the first result.</p>
      <ol className="mt-5 space-y-3" aria-label="Search results" data-waiting={!done}>
        {order.map((index, rank) => {
          const r = seoDemo.results[index]!;
          return (
            <li
              key={r.name}
              className={`flex items-center gap-4 rounded-xl border p-4 transition-all duration-300 ${
                done && r.featured ? 'border-brand-400 bg-brand-50' : 'border-slate-200'
              }`}
            >
              <span className="figure w-6 text-center font-bold text-slate-500">{rank + 1}</span>
              <div className="flex-1">
                {/* Waiting: greyed, the client's badge too (not faded: every word keeps its contrast). */}
                <p className={`font-semibold transition-colors duration-300 ${done ? 'text-ink' : 'text-slate-500'}`}>
                  {r.name}
                  {r.featured && (
                    <span
                      className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white ${done ? 'bg-brand-600' : 'bg-slate-600'}`}
                    >
                      {seoDemo.featuredBadge}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {r.rating.toFixed(1)} ★ · {r.reviews} reviews
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
