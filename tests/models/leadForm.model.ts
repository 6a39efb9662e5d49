// Spec model of a lead form (spec §3 fields, §4 "Contact and project forms", §5 validation, §8 notices), written
// from the spec alone: what a visitor can tell apart, not how formMachine is built. Shared by the contact and
// project forms, which differ only in their required fields.
// Beyond the spec text, the site's idempotency rule: every distinct filled form is one attempt with one key; an
// unedited retry after a failure resends the same attempt, an edit or a success starts a new one.
import { assign, setup, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { chosenPath } from '../model-kit/chosenPath';

type FormSpecEvent =
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'server.ok' }
  | { type: 'server.fail' };

export type FormChange = Extract<FormSpecEvent, { type: 'form.change' }>;

export interface FormSpecContext {
  /** What the fields show. */
  values: Record<string, string>;
  /** Fields marked invalid, in the form's order. */
  errors: string[];
  /** The request on its way resends the one that failed, unedited: it carries that request's Idempotency-Key.
   * Any other request carries a key never sent before. */
  resend: boolean;
  /** Notices shown so far, oldest first. */
  notices: ('success' | 'failure')[];
}

export function createFormSpecModel(id: string, required: readonly string[]) {
  const missing = (values: Record<string, string>) => required.filter((f) => !values[f]?.trim());
  // Typing the text a field already holds is no edit (the browser sends no input event).
  const edit = { guard: 'edits', target: 'editing', actions: 'edit' } as const;
  return setup({
    types: { context: {} as FormSpecContext, events: {} as FormSpecEvent },
    actions: {
      edit: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        const { field, value } = event;
        return { values: { ...context.values, [field]: value }, errors: context.errors.filter((f) => f !== field) };
      }),
      markMissing: assign({ errors: ({ context }) => missing(context.values) }),
    },
    guards: {
      complete: ({ context }) => missing(context.values).length === 0,
      edits: ({ context, event }) =>
        event.type === 'form.change' && (context.values[event.field] ?? '') !== event.value,
    },
  }).createMachine({
    id,
    context: { values: {}, errors: [], resend: false, notices: [] },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': edit,
          'form.submit': [
            { guard: 'complete', target: 'submitting', actions: assign({ errors: [], resend: false }) },
            { target: 'invalid', actions: 'markMissing' },
          ],
        },
      },
      // Errors on every missing required field; the first of them has focus. Only an edit can make it whole.
      invalid: { on: { 'form.change': edit, 'form.submit': { target: 'invalid', actions: 'markMissing' } } },
      // Fields kept (spec §4); sending again unedited is a retry of the same request.
      failed: {
        on: { 'form.change': edit, 'form.submit': { target: 'submitting', actions: assign({ resend: true }) } },
      },
      // Fields emptied (spec §4): sending now only marks them.
      succeeded: { on: { 'form.change': edit, 'form.submit': { target: 'invalid', actions: 'markMissing' } } },
      // Read-only fields and a disabled 'Submitting...' button: typing and clicking change nothing.
      submitting: {
        on: {
          'form.change': {},
          'form.submit': {},
          'server.ok': {
            target: 'succeeded',
            actions: assign(({ context }) => ({ values: {}, notices: [...context.notices, 'success' as const] })),
          },
          'server.fail': {
            target: 'failed',
            actions: assign(({ context }) => ({ notices: [...context.notices, 'failure' as const] })),
          },
        },
      },
    },
  });
}

/** States differ by which fields hold text, which are marked and which notices show, not by what text. */
export const formStateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as FormSpecContext;
  return JSON.stringify([
    snapshot.value,
    Object.keys(context.values)
      .filter((f) => context.values[f])
      .sort(),
    context.errors,
    context.resend,
    context.notices,
  ]);
};

/** Bounds the traversal: generated paths stop after `answers` answers (chosen paths go further). */
export const formStopWhen = (answers: number) => (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as FormSpecContext).notices.length >= answers;

/** The longer walks generated paths stop short of: retries with and without an edit (same key or a new one), a
 * second form after a success, typing and clicking while it is sent, an emptied or an incomplete form sent. `change`
 * types a field's sample, or the value given. */
export function chosenFormPaths(
  machine: AnyStateMachine,
  required: readonly string[],
  optional: string,
  change: (field: string, value?: string) => FormChange,
) {
  const complete = required.map((f) => change(f));
  const submit = { type: 'form.submit' };
  return [
    chosenPath(machine, 'fail → resubmit unedited → fail again → resubmit → ok (one key)', [
      ...complete,
      submit,
      { type: 'server.fail' },
      submit,
      { type: 'server.fail' },
      submit,
      { type: 'server.ok' },
    ]),
    chosenPath(machine, 'fail → edit an optional field → resubmit (new key) → ok', [
      ...complete,
      submit,
      { type: 'server.fail' },
      change(optional),
      submit,
      { type: 'server.ok' },
    ]),
    chosenPath(machine, 'fail → edit a required field → resubmit (new key) → fail', [
      ...complete,
      submit,
      { type: 'server.fail' },
      change(required[0]!, `${change(required[0]!).value}-edited`),
      submit,
      { type: 'server.fail' },
    ]),
    chosenPath(machine, 'ok → fill again → send (new key) → typing and clicking while submitting', [
      ...complete,
      submit,
      { type: 'server.ok' },
      ...complete,
      submit,
      change(optional, 'Typed while sending'),
      submit,
      { type: 'server.fail' },
    ]),
    chosenPath(machine, 'ok → send the emptied form: every required field marked', [
      ...complete,
      submit,
      { type: 'server.ok' },
      submit,
    ]),
    chosenPath(machine, 'submit empty → fill one → submit (still invalid) → complete → ok', [
      submit,
      complete[0]!,
      submit,
      ...complete.slice(1),
      submit,
      { type: 'server.ok' },
    ]),
  ];
}
