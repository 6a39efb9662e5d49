// The agency's follow-up e-mail with the instant audit (template 'audit_report'): its subject, its plain text and its
// HTML, for a report and for a website that could not be audited. Expected text typed out here; pure, no database.
import { describe, expect, it } from 'vitest';
import { auditReportEmail } from '../../supabase/functions/_shared/audit/email.ts';
import type { AuditReport } from '../../supabase/functions/_shared/contract/api.ts';

const report: AuditReport = {
  url: 'https://harbour.example/',
  score: 71,
  findings: [
    { id: 'https', status: 'fail', title: 'T<1>', business: 'B"1', detail: 'D&1', weight: 12 },
    { id: 'h1', status: 'warn', title: 'Two', business: "B'2", detail: 'D2', weight: 5 },
    { id: 'csp', status: 'pass', title: 'Three', business: 'B3', detail: 'D3', weight: 2 },
  ],
};
const lead = { name: 'Ana <Ruiz>\nBcc: x@y.example', website: 'harbour.example' };

describe('the audit e-mail of a report', () => {
  const email = auditReportEmail(lead, { kind: 'report', report });

  it('says the site and its score in the subject', () => {
    expect(email.subject).toBe('Instant audit: harbour.example scored 71/100');
  });

  it('lists every finding in the text, with its mark (✗ fail, ! warn, ✓ pass), the name on one line', () => {
    expect(email.text).toBe(
      [
        'Preliminary audit of https://harbour.example/ for Ana <Ruiz> Bcc: x@y.example: 71/100',
        '',
        '✗ T<1>: D&1',
        '! Two: D2',
        '✓ Three: D3',
      ].join('\n'),
    );
  });

  it('shows a row per finding in the HTML, every visitor-given text escaped', () => {
    expect(email.html).toContain('<h2 style="color:#7c3aed">Preliminary audit: 71/100</h2>');
    expect(email.html).toContain(
      '<p>https://harbour.example/ · Ana &lt;Ruiz&gt;\nBcc: x@y.example</p>' +
        '<table cellpadding="6" style="border-collapse:collapse">' +
        '<tr><td>✗</td><td><strong>T&lt;1&gt;</strong><br>B&quot;1</td><td>D&amp;1</td></tr>' +
        '<tr><td>!</td><td><strong>Two</strong><br>B&#39;2</td><td>D2</td></tr>' +
        '<tr><td>✓</td><td><strong>Three</strong><br>B3</td><td>D3</td></tr>' +
        '</table>',
    );
  });
});

describe('the audit e-mail of a website that could not be audited', () => {
  const outcome = { kind: 'unreachable', reason: 'dns', message: 'The name does not resolve.' } as const;

  it('asks for a review by hand, in the text and the HTML', () => {
    const email = auditReportEmail(lead, outcome);
    expect(email.subject).toBe('Instant audit: harbour.example could not be reached');
    expect(email.text).toBe(
      'The instant audit of harbour.example for Ana <Ruiz> Bcc: x@y.example could not run: The name does not resolve.\n' +
        'Please review the site by hand.',
    );
    expect(email.html).toBe(
      '<p>The instant audit of harbour.example for Ana &lt;Ruiz&gt; Bcc: x@y.example could not run: The name does not ' +
        'resolve.<br>Please review the site by hand.</p>',
    );
  });

  it('cuts a website longer than 120 characters to 119 and an ellipsis, on one line', () => {
    const website = `harbour.example/${'a'.repeat(150)}`;
    const email = auditReportEmail({ name: 'Ana', website: `${website}\r\n` }, outcome);
    expect(email.subject).toBe(`Instant audit: ${website.slice(0, 119)}… could not be reached`);
  });
});
