// Wires formMachine to a form: shared schema validation, the function call, notices (toasts) and focus.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { type ActorRefFrom, assign, fromPromise } from 'xstate';
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  type SubmissionAccepted,
  fieldErrors,
} from '../../supabase/functions/_shared/contract/schemas';
import type { LeadFunction, LeadPayloads } from '../../machines/actors/backend';
import { formMachine, type FormEnv, type FormValues, type SubmitInput } from '../../machines/formMachine';
import { inspect } from '../../machines/inspect';
import { useNotify, type Notify } from '../toasts/notify';

interface Notice {
  title: string;
  description: string;
}

interface LeadFormOptions<F extends LeadFunction = LeadFunction> {
  /** Form id, used as the prefix of its field ids. */
  formId: string;
  initialValues: FormValues;
  validate: (values: FormValues) => FieldErrors;
  /** Edge function name and the payload it takes (spec §7). */
  functionName: F;
  toPayload: (values: FormValues) => LeadPayloads[F];
  success: Notice;
  failure: Notice;
  /** Called after the success notice with the function's answer and the Idempotency-Key the submission used (the
   * audit dialog, which runs this form as its child, then audits the stored lead). */
  onSucceeded?: (result: SubmitResult) => void;
}

export interface SubmitResult {
  data: SubmissionAccepted;
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

/** The page's clock and key source for formMachine. */
const pageEnv: FormEnv = { now: () => Date.now(), newKey: () => crypto.randomUUID() };

/** The proof-of-work module and the backend client, loaded when a visitor starts a form (not with the page). */
const loadProof = () => import('../../machines/actors/proof');
const loadClient = () => import('../../machines/actors/backend');

/** formMachine with one form's validation, notices, focus handling and submission (honeypot, fill time, proof). */
export function leadFormLogic<F extends LeadFunction>(
  options: Omit<LeadFormOptions<F>, 'initialValues'>,
  notify: Notify,
) {
  const { formId, validate, functionName, toPayload, success, failure, onSucceeded } = options;
  return formMachine.provide({
    guards: { isValid: ({ context }) => Object.keys(validate(context.values)).length === 0 },
    actions: {
      assignErrors: assign({ errors: ({ context }) => validate(context.values) }),
      focusFirstError: (_, { errors }) => {
        const first = Object.keys(errors)[0];
        if (first) document.getElementById(fieldId(formId, first))?.focus();
      },
      notifySuccess: ({ event }) => {
        notify({ kind: 'success', ...success });
        onSucceeded?.((event as unknown as { output: SubmitResult }).output);
      },
      notifyFailure: (_, { error }) => {
        console.error(`${functionName} failed:`, error);
        notify({ kind: 'error', ...failure });
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
            honeypot: textOf(input.values, HONEYPOT_FIELD),
            proof: await proofs.takeProof(),
          }),
        };
      }),
    },
  });
}

type LeadFormLogic = ReturnType<typeof leadFormLogic<LeadFunction>>;
export type LeadFormRef = ActorRefFrom<LeadFormLogic>;

/** Every form's values carry the honeypot (Field.tsx renders it from `honeypot` below): empty for people. */
const withHoneypot = (values: FormValues): FormValues => ({ ...values, [HONEYPOT_FIELD]: '' });

/** formMachine's input for a form shown now, or since `shownAt`. */
export const leadFormInput = (initialValues: FormValues, shownAt?: number) => ({
  initialValues: withHoneypot(initialValues),
  env: pageEnv,
  shownAt,
});

/** When the visitor first saw the form, for the fill time the functions check (faster than a person: a bot, whose
 * lead is not stored). A form being hydrated has been on screen since the page's first paint, and the visitor may
 * have typed into it since (adopted below): counted from then, or a person who sends it right after the scripts
 * arrive would be taken for a bot. A form rendered later (a link from another page): now. */
function formShownAt(formId: string): number | undefined {
  if (typeof document === 'undefined' || !document.getElementById(fieldId(formId, HONEYPOT_FIELD))) return undefined;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.round(performance.timeOrigin + firstPaint);
}

/** A form that runs its own machine (contact, project). */
export function useLeadForm<F extends LeadFunction>(options: LeadFormOptions<F>) {
  const notify = useNotify();
  const { formId, validate, functionName, toPayload, success, failure, onSucceeded } = options;
  const machine = useMemo(
    () => leadFormLogic({ formId, validate, functionName, toPayload, success, failure, onSucceeded }, notify),
    [notify, formId, validate, functionName, toPayload, success, failure, onSucceeded],
  );
  const [initialValues] = useState(options.initialValues);
  const [shownAt] = useState(() => formShownAt(formId));
  const actor = useActorRef(machine, { input: leadFormInput(initialValues, shownAt), inspect });
  return useLeadFormView(actor, formId, initialValues);
}

/** Binds a running form machine (its own, or a child of another machine) to the form's controls. */
export function useLeadFormView(actor: LeadFormRef, formId: string, formValues: FormValues) {
  const [initialValues] = useState(() => withHoneypot(formValues));
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = actor.send;
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
    /** Props for the form's <Honeypot> (its id lets a value a bot typed before hydration be adopted above). */
    honeypot: {
      id: fieldId(formId, HONEYPOT_FIELD),
      value: textOf(state.context.values, HONEYPOT_FIELD),
      onChange: (value: string) => send({ type: 'form.change', field: HONEYPOT_FIELD, value }),
    },
    /** A visitor starting the form: the proof of work the submission needs is solved meanwhile. Not when the form
     * itself takes focus: it holds it while a submission (with its proof) is under way (SubmitButton). */
    onFocus: (e?: { target: unknown; currentTarget: unknown }) => {
      if (e && e.target === e.currentTarget) return;
      void loadProof().then((m) => m.prepareProof());
    },
    onSubmit: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
