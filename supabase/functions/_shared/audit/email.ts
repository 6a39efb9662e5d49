// The agency's follow-up e-mail with the preliminary audit (template 'audit_report'), sent through the outbox after
// the lead's own notification, which never waits for the audit.
import { escapeHtml, layout, oneLine } from '../emails.ts';
import type { AuditOutcome } from '../contract/api.ts';

interface AuditEmail {
  subject: string;
  text: string;
  html: string;
}

const ICON = { fail: '✗', warn: '!', pass: '✓' } as const;

export function auditReportEmail(lead: { name: string; website: string }, outcome: AuditOutcome): AuditEmail {
  const site = oneLine(lead.website, 120);
  if (outcome.kind === 'unreachable') {
    const text = `The instant audit of ${site} for ${oneLine(lead.name)} could not run: ${outcome.message}\nPlease review the site by hand.`;
    return {
      subject: oneLine(`Instant audit: ${site} could not be reached`, 300),
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    };
  }
  const { report } = outcome;
  const lines = report.findings.map((f) => `${ICON[f.status]} ${f.title}: ${f.detail}`);
  const text = [`Preliminary audit of ${report.url} for ${oneLine(lead.name)}: ${report.score}/100`, '', ...lines].join(
    '\n',
  );
  const rows = report.findings
    .map(
      (f) =>
        `<tr><td>${ICON[f.status]}</td><td><strong>${escapeHtml(f.title)}</strong><br>${escapeHtml(f.business)}</td>` +
        `<td>${escapeHtml(f.detail)}</td></tr>`,
    )
    .join('');
  return {
    subject: oneLine(`Instant audit: ${site} scored ${report.score}/100`, 300),
    text,
    html: layout(
      `Preliminary audit: ${report.score}/100`,
      `<p>${escapeHtml(report.url)} · ${escapeHtml(lead.name)}</p>` +
        `<table cellpadding="6" style="border-collapse:collapse">${rows}</table>`,
    ),
  };
}
