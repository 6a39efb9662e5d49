// 'Request Free Audit' (spec §2, §4): the button and the dialog's open/closed machine. The dialog itself, with its
// form, Headless UI and the validation schemas, loads when the visitor first reaches for the button.
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { fromCallback } from 'xstate';
import { auditDialogMachine, type AuditLead, type AuditStreamEvent } from '../../machines/auditDialogMachine';
import { inspect } from '../../machines/inspect';
import type { AuditView } from '../audit/AuditReport';
import type { SubmitResult } from './useLeadForm';

const loadDialog = () => import('./AuditFormDialog');
const AuditFormDialog = lazy(loadDialog);

// The instant audit's stream (machines/actors/audit.ts) loads only when a request succeeded.
const runAudit = fromCallback<AuditStreamEvent, AuditLead>(({ input, sendBack }) => {
  const controller = new AbortController();
  void import('../../machines/actors/audit').then(({ streamAudit }) => streamAudit(input, sendBack, controller.signal));
  return () => controller.abort();
});
const machine = auditDialogMachine.provide({ actors: { runAudit } });

/** The stored lead in send-contact-form's answer `{ ok, id }`, with the key that proves this visitor sent it. */
function leadOf({ data, attemptKey }: SubmitResult): AuditLead | undefined {
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? { leadId: id, idempotencyKey: attemptKey } : undefined;
}

export function AuditRequest({ className = '' }: { className?: string }) {
  const [dialog, sendDialog] = useMachine(machine, { inspect });
  // Once shown, the dialog stays mounted so a dismissed form keeps what the visitor typed.
  const [used, setUsed] = useState(false);
  const onSucceeded = useCallback(
    (result: SubmitResult) => sendDialog({ type: 'audit.succeeded', lead: leadOf(result) }),
    [sendDialog],
  );
  const onDismiss = useCallback(
    (submitting: boolean) => sendDialog({ type: 'audit.dismiss', submitting }),
    [sendDialog],
  );
  const open = !dialog.matches('closed');
  const { progress, report, unreachable } = dialog.context;
  const view: AuditView | null = dialog.matches('auditing')
    ? { kind: 'auditing', progress }
    : dialog.matches('report') && report
      ? { kind: 'report', report }
      : dialog.matches('unreachable') && unreachable
        ? { kind: 'unreachable', message: unreachable }
        : null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          sendDialog({ type: 'audit.open' });
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className={`bg-brand-gradient inline-flex rounded-full px-6 py-3 font-semibold text-white shadow-md ${className}`}
      >
        Request Free Audit
      </button>
      {used && (
        <Suspense fallback={null}>
          <AuditFormDialog open={open} view={view} onDismiss={onDismiss} onSucceeded={onSucceeded} />
        </Suspense>
      )}
    </>
  );
}
