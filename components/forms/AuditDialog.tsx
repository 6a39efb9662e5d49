// 'Request Free Audit' (spec §2, §4): the button and the dialog's open/closed machine. The dialog itself, with its
// form, Headless UI and the validation schemas, loads when the visitor first reaches for the button.
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { auditDialogMachine } from '../../machines/auditDialogMachine';

const loadDialog = () => import('./AuditFormDialog');
const AuditFormDialog = lazy(loadDialog);

export function AuditRequest({ className = '' }: { className?: string }) {
  const [dialog, sendDialog] = useMachine(auditDialogMachine);
  // Once shown, the dialog stays mounted so a dismissed form keeps what the visitor typed.
  const [used, setUsed] = useState(false);
  const onSucceeded = useCallback(() => sendDialog({ type: 'audit.succeeded' }), [sendDialog]);
  const onDismiss = useCallback(
    (submitting: boolean) => sendDialog({ type: 'audit.dismiss', submitting }),
    [sendDialog],
  );
  const open = dialog.matches('open');
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
          <AuditFormDialog open={open} onDismiss={onDismiss} onSucceeded={onSucceeded} />
        </Suspense>
      )}
    </>
  );
}
