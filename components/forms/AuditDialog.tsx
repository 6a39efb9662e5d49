// 'Request Free Audit' (spec §2, §4): the button and the dialog's machine. The dialog itself, with its form's logic,
// Headless UI and the validation schemas, loads when the visitor first reaches for the button; the first click opens
// it once loaded (hover and focus start the load earlier), handing the form's logic to the machine as its child.
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { machineLoader, useLazyMachine } from '../hooks/useLazyMachine';
import { useNotify } from '../toasts/notify';
import type { AuditView } from '../audit/AuditReport';

const loadDialog = () => import('./AuditFormDialog');
const AuditFormDialog = lazy(loadDialog);
// The dialog's machine (and xstate) loads with the dialog: until then it is closed.
const auditDialog = machineLoader(() => import('./auditDialogLogic').then((m) => m.auditDialogLogic));

export function AuditRequest({ className = '' }: { className?: string }) {
  const { snapshot: dialog, send: sendDialog, preload } = useLazyMachine(auditDialog);
  const notify = useNotify();
  const onDismiss = useCallback(() => sendDialog({ type: 'audit.dismiss' }), [sendDialog]);
  const form = dialog?.context.form;
  const open = dialog !== undefined && !dialog.matches('closed');
  // Focus goes back to the button when the dialog closes. Headless UI does that only for an element it saw focused
  // after its code loaded, and on the first opening that code arrives with the dialog, after the visitor's click.
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // The machine assigns the report or the message on its way into those states.
  const view: AuditView | null = !dialog
    ? null
    : dialog.matches('auditing')
      ? { kind: 'auditing', progress: dialog.context.progress }
      : dialog.matches('report')
        ? { kind: 'report', report: dialog.context.report! }
        : dialog.matches('unreachable')
          ? { kind: 'unreachable', message: dialog.context.unreachable! }
          : null;
  const reach = () => {
    preload();
    void loadDialog();
  };
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
        onPointerEnter={reach}
        onFocus={reach}
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
