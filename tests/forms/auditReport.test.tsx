// The instant audit's report when nothing passes yet: no empty "already good" section under the findings.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditReport } from '../../components/audit/AuditReport';
import type { AuditReport as Report } from '../../supabase/functions/_shared/contract/api';
import { REPORT } from '../models/auditDialog.fixtures';

describe('the instant audit report', () => {
  it('shows no "already good" section when no check passed', () => {
    const failing = { ...REPORT, findings: REPORT.findings.filter((f) => f.status !== 'pass') } as Report;
    render(<AuditReport view={{ kind: 'report', report: failing }} onClose={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/already good/)).toBeNull();
    expect(document.querySelector('details')).toBeNull();
  });
});
