// Runs the lead-form spec model (leadForm.model.ts) against a real form component: generated paths (every
// spec state and transition) plus chosen longer ones, each checked in every state against what a visitor sees and
// what reached the backend.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoreProvider } from '../../components/StoreProvider';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { Toaster } from '../../components/toasts/Toaster';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../supabase/functions/_shared/contract/api';
import { IDEMPOTENCY_HEADER } from '../../supabase/functions/_shared/contract/schemas';
import { makeStore } from '../../store/store';
import { jsonResponse, settle, stubNetworkForEachTest, type PendingRequest } from '../forms/network';
import { createTimedModel } from '../model-kit/timedModel';
import {
  chosenFormPaths,
  createFormSpecModel,
  formStateKey,
  formStopWhen,
  type FormChange,
  type FormSpecContext,
} from './leadForm.model';

interface FormField {
  /** The visible label (a checkbox group: the option's label is the value). */
  label: string;
  required?: boolean;
  checkbox?: boolean;
  /** What the visitor types (or ticks) in the generated paths. */
  sample: string;
}

interface FormUnderTest {
  name: string;
  /** The form's accessible name. */
  title: string;
  submitLabel: string;
  functionName: string;
  /** In form order, so the first missing required field is the one that gets focus. */
  fields: Record<string, FormField>;
  /** Fields the form holds in state with no input shown (spec §3: the project request's timeline): sent as held. */
  held?: Record<string, { label: string; value: string }>;
  notices: { success: { title: string; description: string }; failure: { title: string; description: string } };
  element: ReactElement;
  /** Generated paths stop after this many answers from the backend (bounds the traversal; default 2). */
  answers?: number;
}

export function describeFormModel(form: FormUnderTest) {
  const required = Object.keys(form.fields).filter((f) => form.fields[f]!.required);
  const spec = createFormSpecModel(form.name, required);
  const optional = Object.keys(form.fields).find((f) => !form.fields[f]!.required && !form.fields[f]!.checkbox)!;
  const change = (field: string, value = form.fields[field]!.sample): FormChange => ({
    type: 'form.change',
    field,
    value,
  });
  const timed = createTimedModel(spec, {
    events: [...required.map((f) => change(f)), change(required.at(-1)!, '')],
    serializeState: formStateKey,
    stopWhen: formStopWhen(form.answers ?? 2),
  });
  const chosen = chosenFormPaths(timed.machine, required, optional, change);

  const stub = stubNetworkForEachTest();

  const formEl = () => screen.getByRole('form', { name: form.title });
  /** The form's controls, found in `inForm` (a check finds the form once: every role query computes the accessible
   * name and visibility of each candidate, which in jsdom costs more than everything else the model does). */
  const controlIn = (inForm: HTMLElement, field: string, value?: string) =>
    form.fields[field]!.checkbox
      ? within(inForm).getByRole('checkbox', { name: value || form.fields[field]!.sample })
      : within(inForm).getByLabelText(form.fields[field]!.label, { exact: false });
  const buttonIn = (inForm: HTMLElement) =>
    within(inForm).getByRole('button', { name: new RegExp(`${form.submitLabel}|Submitting`) });
  const control = (field: string, value?: string) => controlIn(formEl(), field, value);
  const button = () => buttonIn(formEl());
  const keyOf = (r: PendingRequest) => new Headers(r.init.headers).get(IDEMPOTENCY_HEADER);

  describe(`spec model: ${form.name}`, () => {
    for (const path of [...timed.paths, ...chosen]) {
      it(path.description, async () => {
        render(
          <StoreProvider store={makeStore()}>
            {form.element}
            <Toaster />
          </StoreProvider>,
        );
        let request: PendingRequest | undefined;
        const keys: string[] = [];
        const proofs: string[] = [];
        const checked = new WeakSet<PendingRequest>();
        await timed.run(path, {
          events: {
            'form.change': (event) => {
              const { field, value } = event as unknown as FormChange;
              if (form.fields[field]!.checkbox) {
                const box = control(field, value || form.fields[field]!.sample) as HTMLInputElement;
                if (box.checked !== (value !== '')) fireEvent.click(box);
              } else fireEvent.change(control(field), { target: { value } });
            },
            'form.submit': async () => {
              const disabled = (button() as HTMLButtonElement).disabled;
              fireEvent.click(button());
              // While it is sent the button is disabled; the form's own submit event (Enter, a script) still reaches
              // the form, and must start no second request.
              if (disabled) fireEvent.submit(formEl());
              await settle();
              // The button says a request is on its way: take it from the network.
              if (!request && button().textContent === 'Submitting...') request = await stub.network.next();
            },
            'server.ok': async () => {
              request!.respond(jsonResponse(200, { ok: true, id: 'lead-1' }));
              request = undefined;
              await settle();
            },
            'server.fail': async () => {
              request!.respond(jsonResponse(500, { error: { code: 'internal', message: 'Database down' } }));
              request = undefined;
              await settle();
            },
          },
          assert: (snapshot: AnyMachineSnapshot) => {
            const context = snapshot.context as FormSpecContext;
            const submitting = snapshot.matches('submitting');
            const shownForm = formEl();
            const submit = buttonIn(shownForm);
            expect(submit).toHaveTextContent(submitting ? 'Submitting...' : form.submitLabel);
            expect(submit).toHaveProperty('disabled', submitting);
            for (const [field, spec] of Object.entries(form.fields)) {
              const value = context.values[field] ?? '';
              const input = controlIn(shownForm, field, value);
              if (spec.checkbox) {
                expect(input).toHaveProperty('checked', value !== '');
                expect(input).toHaveProperty('disabled', submitting);
              } else {
                expect(input).toHaveValue(value);
                expect(input).toHaveProperty('readOnly', submitting);
              }
              if (context.errors.includes(field)) {
                expect(input).toHaveAttribute('aria-invalid', 'true');
                // The message is tied to the control (or to its group of boxes).
                const describedBy =
                  input.getAttribute('aria-describedby') ?? input.closest('fieldset')?.getAttribute('aria-describedby');
                expect(document.getElementById(describedBy ?? '')?.textContent ?? '').not.toBe('');
              } else expect(input).not.toHaveAttribute('aria-invalid');
            }
            if (snapshot.matches('invalid')) {
              // The first missing field has focus (a group of boxes: its first box).
              const first = context.errors[0]!;
              const focused = form.fields[first]!.checkbox
                ? within(shownForm).getAllByRole('checkbox')[0]
                : controlIn(shownForm, first);
              expect(document.activeElement, `focus on ${first}`).toBe(focused);
            }
            // Exactly one request while submitting, none otherwise; it carries the fields by name and the key
            // of its attempt.
            expect(request !== undefined, 'a request is in flight').toBe(submitting);
            expect(stub.network.requests.filter((r) => !('answered' in r))).toEqual([]);
            if (request) {
              expect(request.url).toMatch(new RegExp(`/functions/v1/${form.functionName}$`));
              const expected = Object.fromEntries(
                Object.entries(form.fields).map(([f, spec]) => {
                  const value = context.values[f] ?? '';
                  return [f, spec.checkbox ? (value ? [value] : []) : value];
                }),
              );
              expect(request.body).toMatchObject(expected);
              const key = keyOf(request);
              expect(key).toMatch(/^[0-9a-f-]{36}$/);
              // A proof of work, a new one for every request (a solution stores one row, so a resend needs its own).
              const header = new Headers(request.init.headers).get('X-Altcha');
              const proof = header ? (JSON.parse(atob(header)) as { challenge?: { signature?: string } }) : undefined;
              expect(proof?.challenge?.signature, 'the request carries a proof of work').toBeTruthy();
              if (!checked.has(request)) {
                checked.add(request);
                expect(proofs, 'each request spends a proof of its own').not.toContain(proof!.challenge!.signature);
                proofs.push(proof!.challenge!.signature!);
                if (context.resend) expect(key, 'an unedited retry keeps its key').toBe(keys.at(-1));
                else expect(keys, 'an edited or new form gets a new key').not.toContain(key);
                keys.push(key!);
              }
            }
            // The newest three notices as toasts, newest first in the DOM (spec §8 copy, §9 three visible).
            const newest = context.notices.slice(-3).reverse();
            const shown = newest.map((n) => form.notices[n]);
            const toasts = screen.queryAllByTestId('toast');
            const texts = (t: HTMLElement) => [...t.querySelectorAll('p')].map((p) => p.textContent);
            expect(toasts.map(texts)).toEqual(shown.map((n) => [n.title, n.description]));
            toasts.forEach((t, i) => {
              expect(t).toHaveAttribute('role', newest[i] === 'failure' ? 'alert' : 'status');
              // A tick for a success, a cross for a failure.
              expect(t.querySelector('[aria-hidden="true"]')).toHaveTextContent(newest[i] === 'failure' ? '×' : '✓');
            });
          },
        });
      });
    }
    timed.expectFullCoverage(`${form.name} (spec model)`);
  });

  // Spec §2 Get Started: the note under the submit button; every form that asks for a name and an e-mail says it.
  it(`${form.name}: says right under its submit button that the visitor's information is never shared`, () => {
    render(<StoreProvider store={makeStore()}>{form.element}</StoreProvider>);
    const note = button().nextElementSibling;
    expect(note?.tagName).toBe('P');
    expect(note).toHaveTextContent(/^We will never share your information with third parties\.$/);
    expect(within(formEl()).getAllByText(/never share your information/)).toHaveLength(1);
  });

  // The spec model types into the required fields and one optional one; here every field is filled once, so a field
  // sent under the wrong name, or not at all, is caught.
  it(`${form.name}: every field reaches the backend under its own name, with an empty honeypot and the fill time`, async () => {
    const shown = Date.now();
    render(<StoreProvider store={makeStore()}>{form.element}</StoreProvider>);
    // Each label and message is tied to one control: no id is used twice.
    const ids = [...formEl().querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // A required field's label (a group's legend) ends in a spaced asterisk; an optional one has none.
    for (const [field, spec] of Object.entries(form.fields)) {
      const label = spec.checkbox
        ? control(field).closest('fieldset')!.querySelector('legend')!
        : formEl().querySelector(`label[for="${control(field).id}"]`)!;
      expect(label.textContent!.startsWith(`${spec.label} *`), `${field}: "${label.textContent}"`).toBe(
        !!spec.required,
      );
    }
    const expected: Record<string, unknown> = {};
    for (const [field, { label, value }] of Object.entries(form.held ?? {})) {
      expect(within(formEl()).queryByLabelText(label, { exact: false }), `${field} is not asked`).toBeNull();
      expected[field] = value;
    }
    for (const [field, spec] of Object.entries(form.fields)) {
      if (spec.checkbox) {
        // Tick another box, the sample, a third, then untick the first: the sample and the third are sent.
        const others = within(formEl())
          .getAllByRole('checkbox')
          .filter((box) => box !== control(field));
        for (const box of [others[0]!, control(field), others[1]!, others[0]!]) fireEvent.click(box);
        expect(others[0]).not.toBeChecked();
        expected[field] = [spec.sample, (others[1] as HTMLInputElement).value];
      } else {
        fireEvent.change(control(field), { target: { value: spec.sample } });
        expect(control(field)).toHaveValue(spec.sample);
        expected[field] = spec.sample;
      }
    }
    fireEvent.click(button());
    await settle();
    const request = await stub.network.next();
    const { [FILL_TIME_FIELD]: fillTime, ...sent } = request.body as Record<string, unknown>;
    expect(sent).toEqual({ ...expected, [HONEYPOT_FIELD]: '' });
    // How long the form was on screen before it was sent (the server refuses forms filled faster than a person).
    expect(fillTime).toBeGreaterThanOrEqual(0);
    expect(fillTime).toBeLessThanOrEqual(Date.now() - shown);
  });
}
