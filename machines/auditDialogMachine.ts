// The free-audit dialog (spec §4 "Audit dialog", issue #15): closed → open on 'Request Free Audit'. Its form is a
// child: formMachine, spawned on the first opening with the logic the lazily loaded dialog brings, kept for the page's
// life (a dismissed form keeps what the visitor typed). A dismissal while the form's request is in flight waits: the
// visitor must see its outcome. On success the spec's notice shows and the
// form is cleared; when the function returned the stored lead, the same dialog then shows the instant audit
// (auditing → report | unreachable) until the visitor dismisses it. Without a lead id it closes, as in the spec.
import { type ActorRefFrom, assertEvent, assign, fromCallback, setup } from 'xstate';
import type { AuditLead, AuditReport } from '../supabase/functions/_shared/contract/api';
import type { FormEnv, FormValues, formMachine } from './formMachine';

/** What the audit actor reports back while it streams. */
export type AuditStreamEvent =
  | { type: 'audit.progress'; label: string }
  | { type: 'audit.report'; report: AuditReport }
  | { type: 'audit.unreachable'; message: string };

/** The audit form: formMachine with the audit's validation and submission (components/forms/AuditFormDialog). */
type AuditFormLogic = typeof formMachine;

export type AuditDialogEvent =
  /** `form`: the form's logic and input, used on the first opening only. */
  | { type: 'audit.open'; form: { logic: AuditFormLogic; input: { initialValues: FormValues; env: FormEnv } } }
  | { type: 'audit.dismiss' }
  | { type: 'audit.succeeded'; lead?: AuditLead }
  | AuditStreamEvent;

interface AuditDialogContext {
  /** The form, a child from the first opening on. */
  form: ActorRefFrom<AuditFormLogic> | null;
  lead: AuditLead | null;
  progress: string | null;
  report: AuditReport | null;
  unreachable: string | null;
}

/** The form's success, which these guards and actions are only ever taken on. */
function succeeded(event: AuditDialogEvent) {
  assertEvent(event, 'audit.succeeded');
  return event;
}

export const auditDialogMachine = setup({
  types: {} as { events: AuditDialogEvent; context: AuditDialogContext },
  guards: {
    notSubmitting: ({ context }) => !context.form!.getSnapshot().matches('submitting'),
    hasLead: ({ event }) => succeeded(event).lead !== undefined,
  },
  actors: {
    // Provided by the component (machines/actors/audit.ts): streams audit-website and sends AuditStreamEvents.
    runAudit: fromCallback<AuditStreamEvent, AuditLead>(() => {
      throw new Error('auditDialogMachine: provide a runAudit actor');
    }),
  },
}).createMachine({
  id: 'auditDialog',
  initial: 'closed',
  context: { form: null, lead: null, progress: null, report: null, unreachable: null },
  states: {
    closed: {
      on: {
        'audit.open': {
          target: 'open',
          actions: assign({
            form: ({ context, event, spawn }) =>
              context.form ??
              (spawn(event.form.logic, { input: event.form.input }) as unknown as ActorRefFrom<AuditFormLogic>),
          }),
        },
      },
    },
    open: {
      entry: assign({ lead: null, progress: null, report: null, unreachable: null }),
      on: {
        'audit.dismiss': { guard: 'notSubmitting', target: 'closed' },
        'audit.succeeded': [
          {
            guard: 'hasLead',
            target: 'auditing',
            actions: assign({ lead: ({ event }) => succeeded(event).lead! }),
          },
          { target: 'closed' },
        ],
      },
    },
    auditing: {
      invoke: { src: 'runAudit', input: ({ context }) => context.lead! },
      on: {
        'audit.progress': { actions: assign({ progress: ({ event }) => event.label }) },
        'audit.report': { target: 'report', actions: assign({ report: ({ event }) => event.report }) },
        'audit.unreachable': { target: 'unreachable', actions: assign({ unreachable: ({ event }) => event.message }) },
        // Closing while the audit runs is fine: it finishes on the server and reaches the agency anyway.
        'audit.dismiss': 'closed',
      },
    },
    report: { on: { 'audit.dismiss': 'closed' } },
    unreachable: { on: { 'audit.dismiss': 'closed' } },
  },
});
