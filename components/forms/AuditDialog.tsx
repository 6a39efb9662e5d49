// 'Request Free Audit' (spec §2, §4): the button and the dialog's machine. The dialog itself, with its form's logic,
// Headless UI and the validation schemas, loads when the visitor first reaches for the button; the first click opens
// it once loaded (hover and focus start the load earlier), handing the form's logic to the machine as its child.
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { fromCallback } from 'xstate';
import { auditDialogMachine, type AuditLead, type AuditStreamEvent } from '../../machines/auditDialogMachine';
import { inspect } from '../../machines/inspect';
import { useNotify } from '../toasts/notify';
import type { AuditView } from '../audit/AuditReport';

const loadDialog = () => import('./AuditFormDialog');
const AuditFormDialog = lazy(loadDialog);

// The instant audit's stream (machines/actors/audit.ts) loads only when a request succeeded.
const runAudit = fromCallback<AuditStreamEvent, AuditLead>(({ input, sendBack }) => {
  const controller = new AbortController();
  void import('../../machines/actors/audit').then(({ streamAudit }) => streamAudit(input, sendBack, controller.signal));
  return () => controller.abort();
});
const machine = auditDialogMachine.provide({ actors: { runAudit } });

export function AuditRequest({ className = '' }: { className?: string }) {
  const [dialog, sendDialog] = useMachine(machine, { inspect });
  const notify = useNotify();
  const onDismiss = useCallback(() => sendDialog({ type: 'audit.dismiss' }), [sendDialog]);
  const { form } = dialog.context;
  const open = !dialog.matches('closed');
  // Focus goes back to the button when the dialog closes. Headless UI does that only for an element it saw focused
  // after its code loaded, and on the first opening that code arrives with the dialog, after the visitor's click.
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const { progress, report, unreachable } = dialog.context;
  // The machine assigns the report or the message on its way into those states.
  const view: AuditView | null = dialog.matches('auditing')
    ? { kind: 'auditing', progress }
    : dialog.matches('report')
      ? { kind: 'report', report: report! }
      : dialog.matches('unreachable')
        ? { kind: 'unreachable', message: unreachable! }
        : null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() =>
          void loadDialog().then(({ auditForm }) =>
            sendDialog({ type: 'audit.open', form: auditForm(notify, sendDialog) }),
          )
        }
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className={`bg-brand-gradient inline-flex rounded-full px-6 py-3 font-semibold text-white shadow-md ${className}`}
      >
        Request Free Audit
      </button>
      {/* Once shown, the dialog stays mounted: its form (the machine's child) keeps what the visitor typed. */}
      {form && (
        <Suspense fallback={null}>
          <AuditFormDialog open={open} view={view} form={form} onDismiss={onDismiss} />
        </Suspense>
      )}
    </>
  );
}
