// What a visitor sees when the backend does not answer in time (spec §9: backend client timeout 10 s) or refuses a
// field the browser let through: never a form stuck on 'Submitting...', the values kept, the server's message under
// the right input.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../components/forms/ContactForm';
import { Toaster } from '../../components/toasts/Toaster';
import { specNotices as notices } from '../specCopy';
import { makeStore } from '../../store/store';
import { jsonResponse, settle, stubNetworkForEachTest, untilRequests } from './network';

const CLIENT_TIMEOUT_MS = 10_000; // spec §9, written here from the spec

const stub = stubNetworkForEachTest();
afterEach(() => vi.useRealTimers());

function renderForm() {
  render(
    <StoreProvider store={makeStore()}>
      <ContactForm />
      <Toaster />
    </StoreProvider>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false });
  fireEvent.change(field('Name'), { target: { value: 'Dana Whitfield' } });
  fireEvent.change(field('Email'), { target: { value: 'dana@example.com' } });
  fireEvent.change(field('Company'), { target: { value: 'Whitfield Bakery' } });
  fireEvent.change(field('Message'), { target: { value: 'We need a new website.' } });
  const button = () => within(form).getByRole('button', { name: /Send Message|Submitting/ });
  return { form, field, button };
}

describe('a submission the backend never answers', () => {
  it(`fails after ${CLIENT_TIMEOUT_MS} ms with the failure notice, the values kept and the form usable`, async () => {
    vi.useFakeTimers();
    const { field, button } = renderForm();
    fireEvent.click(button());
    // Up to the request, without moving the fake clock (vi.waitFor would advance it): the proof of work and the
    // lazily loaded client take real time.
    await untilRequests(stub.network.requests);
    expect(stub.network.requests).toHaveLength(1);
    expect(button()).toHaveTextContent('Submitting...');

    await act(async () => {
      vi.advanceTimersByTime(CLIENT_TIMEOUT_MS - 1);
    });
    await settle();
    expect(button(), 'still waiting a millisecond before the timeout').toHaveTextContent('Submitting...');
    expect(screen.queryByText(notices.contactFailure.description)).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
    expect(screen.getByText(notices.contactFailure.description)).toBeVisible();
    expect(field('Name')).toHaveValue('Dana Whitfield');
    expect(field('Message')).toHaveValue('We need a new website.');
    expect(field('Name')).not.toHaveAttribute('readonly');
  });
});

describe('a field the server refuses', () => {
  it('shows the server’s message under that input, marks it invalid and focuses it; the values stay', async () => {
    const { field, button } = renderForm();
    fireEvent.click(button());
    await settle();
    const request = await stub.network.next();
    request.respond(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { company: 'This company name cannot be used.', unknownField: 'ignored' },
        },
      }),
    );
    await settle();

    const company = field('Company');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('This company name cannot be used.');
    expect(document.activeElement).toBe(company);
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(notices.contactFailure.description)).toBeVisible();
    expect(company).toHaveValue('Whitfield Bakery');

    // Editing the field clears its message.
    fireEvent.change(company, { target: { value: 'Whitfield Bakes' } });
    expect(company).not.toHaveAttribute('aria-invalid');
  });
});

describe('a corrected form sent again', () => {
  it('clears the old messages while it is sent, ignores a malformed list of fields, and logs each failure', async () => {
    const { field, button } = renderForm();
    fireEvent.click(button());
    await settle();
    (await stub.network.next()).respond(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { company: 'This company name cannot be used.', message: 'Please say a little more.' },
        },
      }),
    );
    await settle();
    expect(field('Message')).toHaveAccessibleDescription('Please say a little more.');

    // Only the company is corrected: sending again is a new attempt, and the server's old messages go.
    fireEvent.change(field('Company'), { target: { value: 'Whitfield Bakes' } });
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Submitting...');
    expect(field('Message')).not.toHaveAttribute('aria-invalid');

    // A refusal whose list of fields is not an object marks no field, and the form stays usable.
    (await stub.network.next()).respond(
      jsonResponse(400, { error: { code: 'validation_failed', message: 'Refused.', fields: null } }),
    );
    await settle();
    expect(button()).toHaveTextContent('Send Message');
    for (const label of ['Name', 'Email', 'Company', 'Message'])
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(notices.contactFailure.description)).toHaveLength(2);
    // The cause of every failure reaches the console, for whoever looks into a lost lead.
    const logged = vi.mocked(console.error).mock.calls.filter(([what]) => what === 'send-contact-form failed:');
    expect(logged.map(([, error]) => (error as { message: string }).message)).toEqual([
      'Please check the highlighted fields.',
      'Refused.',
    ]);
  });
});
