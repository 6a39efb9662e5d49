// website-design: the free-audit panel with its static performance snapshot (spec §9 illustrative figures).
import { auditSnapshot } from '../../content/demos';
import { AuditRequest } from '../forms/AuditDialog';
import { Section } from '../ui';

const statusTone = { good: 'text-emerald-700', warn: 'text-amber-700', bad: 'text-rose-700' } as const;
const statusText = { good: 'Good', warn: 'Needs work', bad: 'Poor' } as const;

export function AuditPanel() {
  return (
    <Section id="free-audit" labelledBy="free-audit-title" className="bg-slate-50">
      <div className="grid items-center gap-10 rounded-3xl bg-white p-8 shadow-lg lg:grid-cols-2 lg:p-12">
        <div>
          <h2 id="free-audit-title" className="text-3xl font-bold tracking-tight text-ink">
            Get a free website audit
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            We review your site's speed, search visibility and conversion path, then send you a prioritised action plan
            within 48 hours. No cost, no obligation.
          </p>
          <AuditRequest className="mt-8" />
        </div>
        <figure className="rounded-2xl border border-slate-200 p-6">
          <figcaption className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Sample performance snapshot
          </figcaption>
          <dl className="mt-5 grid grid-cols-3 gap-4 text-center">
            <div>
              <dt className="text-xs text-slate-600">Site health</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{auditSnapshot.siteHealth}/100</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Conversion rate</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{auditSnapshot.conversionRate}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">AI priority score</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{auditSnapshot.aiPriorityScore}/100</dd>
            </div>
          </dl>
          <ul className="mt-6 divide-y divide-slate-100 text-sm">
            {auditSnapshot.items.map((item) => (
              <li key={item.label} className="flex items-center justify-between gap-4 py-2.5">
                <span className="text-slate-700">{item.label}</span>
                <span className={`font-semibold ${statusTone[item.status]}`}>
                  {item.value} <span className="sr-only">({statusText[item.status]})</span>
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </Section>
  );
}
