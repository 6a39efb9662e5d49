// website-design: the free-audit panel with its static performance snapshot (spec §9: static figures).
import { auditPanel, auditSnapshot } from '../../content/demos';
import { AuditRequest } from '../forms/AuditDialog';
import { Section } from '../ui';

const statusClassName = { good: 'text-emerald-700', warn: 'text-amber-700', bad: 'text-rose-700' } as const;

const figures = [
  { label: auditPanel.labels.siteHealth, value: `${auditSnapshot.siteHealth}/100` },
  { label: auditPanel.labels.conversionRate, value: auditSnapshot.conversionRate },
  { label: auditPanel.labels.aiPriorityScore, value: `${auditSnapshot.aiPriorityScore}/100` },
];

export function AuditPanel() {
  return (
    <Section id="free-audit" labelledBy="free-audit-title" className="bg-slate-50">
      <div className="grid items-center gap-10 rounded-3xl bg-white p-6 shadow-lg sm:p-8 lg:grid-cols-2 lg:p-12">
        <div>
          <h2 id="free-audit-title" className="heading-section text-ink">
            {auditPanel.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{auditPanel.text}</p>
          <AuditRequest className="mt-8" />
        </div>
        <figure className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="audit-snapshot">
          <figcaption className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {auditPanel.snapshotTitle}
          </figcaption>
          {/* Three narrow cells on a phone: the figures shrink a step and never wrap or overflow. */}
          <dl className="mt-5 grid grid-cols-3 gap-2 text-center sm:gap-4">
            {figures.map((f) => (
              // Each value at its cell's foot: level with the others when a label takes two lines (the buyer's review
              // r27b: "63/100" 16 px above "2.8%" and "74/100" at 390).
              <div key={f.label} className="flex min-w-0 flex-col justify-between rounded-xl bg-brand-50/60 px-1 py-3">
                <dt className="text-xs leading-4 text-slate-600">{f.label}</dt>
                <dd className="figure mt-1 text-lg font-bold whitespace-nowrap text-ink sm:text-2xl">{f.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-6 divide-y divide-slate-100 text-sm">
            {auditSnapshot.items.map((item) => (
              <li key={item.label} className="flex items-center justify-between gap-4 py-2.5">
                <span className="min-w-0 text-slate-700">{item.label}</span>
                <span
                  className={`flex-none text-right font-semibold whitespace-nowrap ${statusClassName[item.status]}`}
                >
                  {item.value} <span className="sr-only">({auditPanel.statusText[item.status]})</span>
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </Section>
  );
}
