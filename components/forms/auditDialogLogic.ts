// The audit dialog's machine with the instant audit's stream, loaded with the dialog (AuditDialog.tsx); the stream's
// own module (machines/actors/audit.ts) loads only when a request succeeded.
import { fromCallback } from 'xstate';
import { auditDialogMachine, type AuditStreamEvent } from '../../machines/auditDialogMachine';
import type { AuditLead } from '../../supabase/functions/_shared/contract/api';

const runAudit = fromCallback<AuditStreamEvent, AuditLead>(({ input, sendBack }) => {
  const controller = new AbortController();
  void import('../../machines/actors/audit').then(({ streamAudit }) => streamAudit(input, sendBack, controller.signal));
  return () => controller.abort();
});

export const auditDialogLogic = auditDialogMachine.provide({ actors: { runAudit } });
