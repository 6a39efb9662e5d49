// One form submission, reused by the contact, project and audit forms (spec §4 "Contact and project forms",
// "Audit dialog"). Validation, the network call and the notices are provided by the form that uses it.
import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '../supabase/functions/_shared/contract/api';

export type FormValues = Record<string, string | string[]>;

interface FormContext {
  values: FormValues;
  initialValues: FormValues;
  errors: FieldErrors;
  /** Idempotency key: one per attempt of the same filled form, so a retry after a lost answer stores nothing new. */
  attemptKey: string;
  /** When the visitor first saw the form (ms since epoch), for the bot fill-time check. */
  shownAt: number;
  /** The clock and the key source, from the input: the machine itself reads no time and makes no ids. */
  env: FormEnv;
}

export interface FormEnv {
  /** Milliseconds since the epoch (Date.now in the page). */
  now: () => number;
  /** A fresh idempotency key (a UUID in the page). */
  newKey: () => string;
}

/** Per-field messages a refused submission carries (`{ error: { fields } }` from the functions), for the fields the
 * form has: they show under those inputs. */
function serverFieldErrors(error: unknown, values: FormValues): FieldErrors {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(([field, message]) => field in values && typeof message === 'string'),
  ) as FieldErrors;
}

export interface SubmitInput {
  values: FormValues;
  attemptKey: string;
  shownAt: number;
}

export const formMachine = setup({
  types: {} as {
    context: FormContext;
    /** `shownAt`: when the visitor first saw the form, if before the machine started (a prerendered form). */
    input: { initialValues: FormValues; env: FormEnv; shownAt?: number };
    events: { type: 'form.change'; field: string; value: string | string[] } | { type: 'form.submit' };
  },
  actions: {
    // Provided by the form: its validation (assignErrors + isValid), the notices (toasts), focus handling.
    assignErrors: () => {},
    notifySuccess: () => {},
    notifyFailure: (_: unknown, _params: { error: unknown }) => {},
    focusFirstError: (_: unknown, _params: { errors: FieldErrors }) => {},
  },
  guards: {
    isValid: () => true,
  },
  actors: {
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('formMachine: provide a submit actor');
    }),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    values: input.initialValues,
    initialValues: input.initialValues,
    errors: {},
    attemptKey: input.env.newKey(),
    shownAt: input.shownAt ?? input.env.now(),
    env: input.env,
  }),
  // Between submissions the form behaves the same whatever happened last (edited, refused, sent, failed): what a
  // visitor sees of that (errors, notices, cleared values) is in the context and the actions, not in the state.
  initial: 'idle',
  on: {
    'form.change': {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        delete errors[event.field];
        // Different content is a different submission: it gets a new key.
        return { values: { ...context.values, [event.field]: event.value }, errors, attemptKey: context.env.newKey() };
      }),
    },
    'form.submit': [
      { guard: 'isValid', target: '.submitting', actions: assign({ errors: {} }) },
      { actions: ['assignErrors', { type: 'focusFirstError', params: ({ context }) => ({ errors: context.errors }) }] },
    ],
  },
  states: {
    idle: {},
    submitting: {
      // Fields are read-only and the button disabled while the request is in flight; the machine itself ignores
      // edits and a second submit (Enter, a script) then, so one submission makes one call.
      on: { 'form.change': {}, 'form.submit': {} },
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.values, attemptKey: context.attemptKey, shownAt: context.shownAt }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({
              values: context.initialValues,
              errors: {},
              attemptKey: context.env.newKey(),
              shownAt: context.env.now(),
            })),
            'notifySuccess',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ errors: ({ context, event }) => serverFieldErrors(event.error, context.values) }),
            { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'focusFirstError', params: ({ context }) => ({ errors: context.errors }) },
          ],
        },
      },
    },
  },
});
