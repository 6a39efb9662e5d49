// Wires formMachine to a form: shared schema validation, the function call, Redux toasts and focus.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { assign, fromPromise } from 'xstate';
import { HONEYPOT_FIELD, fieldErrors } from '../../supabase/functions/_shared/schemas';
import type { LeadFunction, LeadPayloads, Stored } from '../../machines/actors/backend';
import { formMachine, type FieldErrors, type FormValues, type SubmitInput } from '../../machines/formMachine';
import { inspect } from '../../machines/inspect';
import { useAppDispatch } from '../../store/hooks';
import { toastShown } from '../../store/toastsSlice';

export interface Notice {
  title: string;
  description: string;
}

export interface LeadFormOptions<F extends LeadFunction = LeadFunction> {
  /** Form id, used as the prefix of its field ids. */
  formId: string;
  initialValues: FormValues;
  validate: (values: FormValues) => FieldErrors;
  /** Edge function name and the payload it takes (spec §7). */
  functionName: F;
  toPayload: (values: FormValues) => LeadPayloads[F];
  success: Notice;
  failure: Notice;
  /** Called after the success notice with the function's answer and the Idempotency-Key the submission used. */
  onSucceeded?: (result: SubmitResult) => void;
}

export interface SubmitResult {
  data: Stored;
  attemptKey: string;
}

/** Parses with a shared schema and returns per-field messages (empty when valid). */
export function schemaValidator(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }) {
  return (values: FormValues): FieldErrors =>
    fieldErrors(schema.safeParse(values) as Parameters<typeof fieldErrors>[0]);
}

/** A text field's value for a payload ('' when absent). */
export const textOf = (values: FormValues, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

export function fieldId(formId: string, field: string) {
  return `${formId}-${field}`;
}

/** The proof-of-work module and the backend client, loaded when a visitor starts a form (not with the page). */
const loadProof = () => import('../../machines/actors/proof');
const loadClient = () => import('../../machines/actors/backend');

export function useLeadForm<F extends LeadFunction>(options: LeadFormOptions<F>) {
  const dispatch = useAppDispatch();
  const { formId, validate, functionName, toPayload, success, failure, onSucceeded } = options;
  const machine = useMemo(
    () =>
      formMachine.provide({
        guards: { isValid: ({ context }) => Object.keys(validate(context.values)).length === 0 },
        actions: {
          assignErrors: assign({ errors: ({ context }) => validate(context.values) }),
          focusFirstError: (_, { errors }) => {
            const first = Object.keys(errors)[0];
            if (first) document.getElementById(fieldId(formId, first))?.focus();
          },
          notifySuccess: ({ event }) => {
            dispatch(toastShown({ kind: 'success', ...success }));
            onSucceeded?.((event as unknown as { output: SubmitResult }).output);
          },
          notifyFailure: (_, { error }) => {
            console.error(`${functionName} failed:`, error);
            dispatch(toastShown({ kind: 'error', ...failure }));
          },
        },
        actors: {
          submit: fromPromise<unknown, SubmitInput>(async ({ input }): Promise<SubmitResult> => {
            const [client, proofs] = await Promise.all([loadClient(), loadProof()]);
            return {
              attemptKey: input.attemptKey,
              data: await client.submitLead(functionName, toPayload(input.values), {
                attemptKey: input.attemptKey,
                shownAt: input.shownAt,
                honeypot: String(input.values[HONEYPOT_FIELD] ?? ''),
                proof: await proofs.takeProof(),
              }),
            };
          }),
        },
      }),
    [dispatch, formId, validate, functionName, toPayload, success, failure, onSucceeded],
  );
  const [initialValues] = useState(options.initialValues);
  const [state, send] = useMachine(machine, { input: { initialValues }, inspect });
  const submitting = state.matches('submitting');

  // A visitor can type into the prerendered form before it hydrates: adopt what the controls hold by then, so
  // nothing typed early is lost (nor a honeypot a bot filled early).
  useEffect(() => {
    for (const [field, initial] of Object.entries(initialValues)) {
      const control = document.getElementById(fieldId(formId, field)) as HTMLInputElement | null;
      if (!control) continue;
      if (Array.isArray(initial)) {
        const boxes = control.form?.querySelectorAll<HTMLInputElement>(`input[name="${field}"]:checked`) ?? [];
        const checked = [...boxes].map((box) => box.value);
        if (checked.length > 0) send({ type: 'form.change', field, value: checked });
      } else if (control.value !== initial) {
        send({ type: 'form.change', field, value: control.value });
      }
    }
  }, [formId, initialValues, send]);

  /** Props for a text input, select or textarea bound to `field`. */
  function bind(field: string) {
    const id = fieldId(formId, field);
    const error = state.context.errors[field];
    return {
      id,
      name: field,
      value: (state.context.values[field] as string | undefined) ?? '',
      onChange: (e: { target: { value: string } }) => send({ type: 'form.change', field, value: e.target.value }),
      readOnly: submitting,
      error,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    } as const;
  }

  return {
    state,
    submitting,
    bind,
    values: state.context.values,
    errors: state.context.errors,
    change: (field: string, value: string | string[]) => send({ type: 'form.change', field, value }),
    /** A visitor starting the form: the proof of work the submission needs is solved meanwhile. */
    onFocus: () => void loadProof().then((m) => m.prepareProof()),
    onSubmit: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
