// Model-based test of the form submission machine driving the real contact form: every path of
// formMachine (with the contact schema's validation) is walked by typing, clicking and answering the network.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign } from 'xstate';
import { ContactForm, contactInitialValues, validateContact } from '../../components/forms/ContactForm';
import { Toaster } from '../../components/toasts/Toaster';
import { notices } from '../../content/notices';
import { formMachine } from '../../machines/formMachine';
import { IDEMPOTENCY_HEADER } from '../../supabase/functions/_shared/schemas';
import { makeStore } from '../../store/store';
import { createTimedModel } from '../model/timedModel';
import { jsonResponse, settle, stubFetch, type PendingRequest } from './network';

const filled = { name: 'Dana Whitfield', email: 'dana@example.com', message: 'We need a new website.' } as const;
const labels = { name: 'Name', email: 'Email', message: 'Message' } as const;
type Field = keyof typeof filled;

// The model is the machine with the form's own validation, as ContactForm provides it.
const logic = formMachine.provide({
  guards: { isValid: ({ context }) => Object.keys(validateContact(context.values)).length === 0 },
  actions: { assignErrors: assign({ errors: ({ context }) => validateContact(context.values) }) },
});

const timed = createTimedModel(logic, {
  input: { initialValues: contactInitialValues },
  events: [
    ...(Object.keys(filled) as Field[]).map((field) => ({ type: 'form.change', field, value: filled[field] })),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submit' },
    { type: 'xstate.error.actor.submit', error: new Error('500') },
  ],
  // Which fields hold text is what matters; keys and timestamps differ on every run.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (Object.keys(filled) as Field[]).filter((f) => snapshot.context.values[f]),
      Object.keys(snapshot.context.errors).sort(),
    ]),
});

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function form() {
  return screen.getByRole('form', { name: 'Send us a message' });
}

describe('form machine against the contact form', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      render(
        <Provider store={makeStore()}>
          <ContactForm />
          <Toaster />
        </Provider>,
      );
      // What the visitor typed since the last reset, kept independently of the machine.
      let typed: Partial<Record<Field, string>> = {};
      let request: PendingRequest | undefined;
      let outcome: 'none' | 'success' | 'failure' = 'none';
      // Idempotency: a retry of the same filled form reuses its key; anything else gets a new one.
      const keys: string[] = [];
      let retryOf: string | undefined;
      const keyOf = (r: PendingRequest) => new Headers(r.init.headers).get(IDEMPOTENCY_HEADER)!;
      await timed.run(path, {
        events: {
          'form.change': (event) => {
            const { field, value } = event as unknown as { field: Field; value: string };
            fireEvent.change(within(form()).getByLabelText(labels[field], { exact: false }), { target: { value } });
            // While the request is in flight the fields are read-only: what was typed before stays.
            if (!request) {
              typed[field] = value;
              retryOf = undefined;
            }
          },
          'form.submit': async () => {
            fireEvent.click(within(form()).getByRole('button', { name: /Send Message|Submitting/ }));
            await settle();
            // A second click while submitting does nothing: the button is disabled.
            if (!request && Object.keys(validateContact({ ...contactInitialValues, ...typed })).length === 0) {
              request = await network.next();
              const key = keyOf(request);
              if (retryOf) expect(key).toBe(retryOf);
              else expect(keys).not.toContain(key);
              keys.push(key);
            }
          },
          'xstate.done.actor.submit': async () => {
            request!.respond(jsonResponse(200, { ok: true, id: 'lead-1' }));
            request = undefined;
            await settle();
            typed = {};
            outcome = 'success';
          },
          'xstate.error.actor.submit': async () => {
            request!.respond(jsonResponse(500, { error: { code: 'internal', message: 'Database down' } }));
            retryOf = keyOf(request!);
            request = undefined;
            await settle();
            outcome = 'failure';
          },
        },
        assert: (snapshot) => {
          const button = within(form()).getByRole('button', { name: /Send Message|Submitting/ });
          const submitting = snapshot.matches('submitting');
          expect(button).toHaveTextContent(submitting ? 'Submitting...' : 'Send Message');
          expect(button).toHaveProperty('disabled', submitting);
          for (const field of Object.keys(filled) as Field[]) {
            const input = within(form()).getByLabelText(labels[field], { exact: false });
            expect(input).toHaveValue(typed[field] ?? '');
            const error = snapshot.context.errors[field];
            if (error) {
              expect(input).toHaveAttribute('aria-invalid', 'true');
              expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent(error);
            } else expect(input).not.toHaveAttribute('aria-invalid');
          }
          if (snapshot.matches('invalid')) {
            const first = (Object.keys(filled) as Field[]).find((f) => !typed[f])!;
            expect(document.activeElement).toBe(within(form()).getByLabelText(labels[first], { exact: false }));
          }
          expect(request !== undefined).toBe(submitting);
          if (submitting) {
            expect(request!.url).toMatch(/\/functions\/v1\/send-contact-form$/);
            expect(new Headers(request!.init.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
            expect(request!.body).toMatchObject({ ...typed, hp: '', elapsedMs: expect.any(Number) });
          }
          const toasts = screen.queryAllByTestId('toast').map((t) => t.textContent);
          if (outcome === 'success') {
            expect(toasts.join()).toContain(notices.contactSuccess.title);
            expect(toasts.join()).toContain(notices.contactSuccess.description);
          }
          if (outcome === 'failure') {
            expect(toasts.join()).toContain(notices.contactFailure.description);
            expect(screen.getByRole('alert')).toHaveTextContent(notices.contactFailure.title);
          }
          if (outcome === 'none') expect(toasts).toEqual([]);
        },
      });
    });
  }
  timed.expectFullCoverage('formMachine (contact form)');
});
