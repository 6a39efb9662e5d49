// The instant audit inside the audit dialog (issue #15): progress while it runs, then the score and the findings
// (problems first, each with what it means for the business), or a friendly note when the site could not be
// reached. The 48-hour promise of the spec stays: this is a first automated look, the full audit follows.
import { auditReportCopy } from '../../content/audit';
import type { AuditFinding, AuditReport as Report } from '../../supabase/functions/_shared/contract/api';

const badgeClassName: Record<AuditFinding['status'], string> = {
  fail: 'bg-red-100 text-red-800',
  warn: 'bg-amber-100 text-amber-900',
  pass: 'bg-emerald-100 text-emerald-800',
};

function Finding({ finding }: { finding: AuditFinding }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-ink">{finding.title}</p>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClassName[finding.status]}`}>
          {auditReportCopy.badge[finding.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{finding.business}</p>
      <p className="mt-1 text-xs text-slate-600">{finding.detail}</p>
    </li>
  );
}

export type AuditView =
  | { kind: 'auditing'; progress: string | null }
  | { kind: 'report'; report: Report }
  | { kind: 'unreachable'; message: string };

export function AuditReport({ view, onClose }: { view: AuditView; onClose: () => void }) {
  const closeButton = (
    <button
      type="button"
      onClick={onClose}
      className="bg-brand-gradient mt-6 inline-flex rounded-full px-6 py-3 font-semibold text-white shadow-md"
    >
      {auditReportCopy.close}
    </button>
  );
  if (view.kind === 'auditing') {
    return (
      <div className="mt-6" aria-busy="true">
        <h3 className="text-lg font-semibold text-ink">{auditReportCopy.auditingTitle}</h3>
        <p role="status" className="mt-2 text-slate-700">
          {view.progress ?? auditReportCopy.auditingStart}
        </p>
      </div>
    );
  }
  if (view.kind === 'unreachable') {
    return (
      <div className="mt-6">
        <h3 className="text-lg font-semibold text-ink">{auditReportCopy.unreachableTitle}</h3>
        <p role="status" className="mt-2 text-slate-700">
          {view.message}
        </p>
        <p className="mt-2 text-slate-700">{auditReportCopy.unreachableFollowUp}</p>
        {closeButton}
      </div>
    );
  }
  const { report } = view;
  const problems = report.findings.filter((f) => f.status !== 'pass');
  const passed = report.findings.filter((f) => f.status === 'pass');
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-ink">{auditReportCopy.reportTitle}</h3>
      <p role="status" className="mt-2 text-slate-700">
        <span className="figure text-3xl font-bold text-ink">{report.score}</span>
        <span className="text-slate-700">/100</span> <span className="break-all text-sm">for {report.url}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{auditReportCopy.followUp}</p>
      <ul className="mt-4 space-y-2" aria-label="Findings to act on">
        {problems.map((f) => (
          <Finding key={f.id} finding={f} />
        ))}
      </ul>
      {passed.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-ink">
            {auditReportCopy.passedSummary(passed.length)}
          </summary>
          <ul className="mt-2 space-y-2">
            {passed.map((f) => (
              <Finding key={f.id} finding={f} />
            ))}
          </ul>
        </details>
      )}
      {closeButton}
    </div>
  );
}
