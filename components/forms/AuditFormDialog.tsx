// The free-audit dialog and its form (spec §2, §3, §4): name, email, job title, website → send-contact-form.
// Loaded by AuditRequest on first use, with Headless UI and the form code, so the page does not ship them up front.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { notices } from '../../content/notices';
import type { AuditDialogEvent } from '../../machines/auditDialogMachine';
import type { FormValues } from '../../machines/formMachine';
import {
  type AuditLead,
  FUNCTIONS,
  auditFormSchema,
  buildAuditPayload,
} from '../../supabase/functions/_shared/contract/schemas';
import { AuditReport, type AuditView } from '../audit/AuditReport';
import { Honeypot, PrivacyNote, SubmitButton, TextField } from './Field';
import type { Notify } from '../toasts/notify';
import {
  type LeadFormRef,
  leadFormInput,
  leadFormLogic,
  schemaValidator,
  type SubmitResult,
  useLeadFormView,
} from './useLeadForm';
import { auditDialogCopy } from '../../content/audit';

const formId = 'audit';
const initialValues: FormValues = { name: '', email: '', jobTitle: '', website: '' };
const validate = schemaValidator(auditFormSchema);
const toPayload = (v: FormValues) => {
  const parsed = auditFormSchema.parse(v); // valid here: the machine only submits values that passed validation
  return { ...buildAuditPayload(parsed) };
};

/** The stored lead in send-contact-form's answer `{ ok, id }`, with the key that proves this visitor sent it. */
function leadOf({ data, attemptKey }: SubmitResult): AuditLead | undefined {
  // `stored()` has checked `ok`; an answer without an id (an older function) leaves nothing to audit.
  const id: unknown = data.id;
  return typeof id === 'string' ? { leadId: id, idempotencyKey: attemptKey } : undefined;
}

/** The audit form's machine and input, for the dialog machine to run as its child; `toDialog` receives the event that
 * tells the dialog which lead to audit once the request succeeded. */
export function auditForm(
  notify: Notify,
  toDialog: (event: AuditDialogEvent) => void,
): Extract<AuditDialogEvent, { type: 'audit.open' }>['form'] {
  const logic = leadFormLogic(
    {
      formId,
      validate,
      functionName: FUNCTIONS.contactForm,
      toPayload,
      success: notices.auditSuccess,
      failure: notices.auditFailure,
      onSucceeded: (result) => toDialog({ type: 'audit.succeeded', lead: leadOf(result) }),
    },
    notify,
  );
  return { logic, input: leadFormInput(initialValues) };
}

export default function AuditFormDialog({
  open,
  view,
  form: actor,
  onDismiss,
}: {
  open: boolean;
  /** The instant audit after a successful request (issue #15); null while the form shows. */
  view: AuditView | null;
  /** The form's machine, a child of the dialog's. */
  form: LeadFormRef;
  onDismiss: () => void;
}) {
  const form = useLeadFormView(actor, formId, initialValues);
  return (
    <Dialog open={open} onClose={onDismiss} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        {/* Anchored near the top, not centred: the panel grows and shrinks downwards as the form gives way to the
            check and its report, and its top edge never moves under the visitor's eyes. */}
        <div className="flex min-h-full items-start justify-center pt-[6vh] sm:pt-[10vh]">
          <DialogPanel
            data-testid="audit-panel"
            className="relative w-full max-w-[600px] rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
          >
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Close"
              className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <DialogTitle className="pr-8 text-2xl font-bold text-ink">{auditDialogCopy.title}</DialogTitle>
            {/* What happens next, with the form; the check and its report then say it themselves, once. */}
            {!view && <p className="mt-2 text-slate-600">{auditDialogCopy.intro}</p>}
            {view ? (
              <AuditReport view={view} onClose={onDismiss} />
            ) : (
              <form className="relative mt-6 space-y-5" noValidate onFocus={form.onFocus} onSubmit={form.onSubmit}>
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField label="Name" required autoComplete="name" data-autofocus {...form.bind('name')} />
                  <TextField label="Email" type="email" required autoComplete="email" {...form.bind('email')} />
                  <TextField label="Job title" autoComplete="organization-title" {...form.bind('jobTitle')} />
                  <TextField
                    label="Website"
                    type="url"
                    required
                    placeholder="https://"
                    autoComplete="url"
                    {...form.bind('website')}
                  />
                </div>
                <Honeypot {...form.honeypot} />
                <div>
                  <SubmitButton submitting={form.submitting}>Request Free Audit</SubmitButton>
                  <PrivacyNote />
                </div>
              </form>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
