// SPEC MODEL of the audit dialog, written from the product spec (§4 Audit dialog, §3 forms, notices) and issue #15,
// never from machines/: what a visitor can do and what the dialog then is. Self-contained (plain xstate), so it
// does not depend on the shared timed-model helper.
//
// Spec: closed → open on 'Request Free Audit'; while the request is in flight the button is disabled and reads
// 'Submitting...', and dismissal (Escape) must not close the dialog; on failure the values stay and the dialog stays
// open with the 'Error' notice. On success the spec's 'Request Submitted!' notice shows and the form is cleared;
// without a stored lead to audit the dialog then closes, as the spec has it; otherwise issue #15 shows the instant audit in the same dialog: progress, then a report or a friendly 'unreachable'
// note (also when the audit itself fails), until the visitor closes it.
import { createMachine } from 'xstate';

export const auditDialogSpecModel = createMachine({
  id: 'auditDialogSpec',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'form' } },
    form: { on: { SUBMIT: 'submitting', ESCAPE: 'closed', CLOSE_BUTTON: 'closed' } },
    submitting: {
      on: {
        ESCAPE: 'submitting', // the visitor must see the outcome
        RESPOND_OK: 'auditing',
        // The lead is stored but the answer names no lead to audit: the spec's own flow, the dialog closes.
        RESPOND_OK_NO_LEAD: 'closed',
        RESPOND_FAIL: 'form',
      },
    },
    auditing: {
      on: {
        PROGRESS: 'auditing',
        STREAM_REPORT: 'report',
        STREAM_UNREACHABLE: 'unreachable',
        STREAM_BROKEN: 'unreachable',
        ESCAPE: 'closed',
      },
    },
    report: { on: { ESCAPE: 'closed', CLOSE_BUTTON: 'closed' } },
    unreachable: { on: { ESCAPE: 'closed', CLOSE_BUTTON: 'closed' } },
  },
});

export type AuditDialogSpecEvent =
  | 'OPEN'
  | 'SUBMIT'
  | 'ESCAPE'
  | 'CLOSE_BUTTON'
  | 'RESPOND_OK'
  | 'RESPOND_OK_NO_LEAD'
  | 'RESPOND_FAIL'
  | 'PROGRESS'
  | 'STREAM_REPORT'
  | 'STREAM_UNREACHABLE'
  | 'STREAM_BROKEN';
