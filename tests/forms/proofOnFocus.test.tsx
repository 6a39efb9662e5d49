// A lead form starts its proof of work when the visitor starts the form (focus inside it), so the solution is ready by
// the time they send it: one challenge for the submission, none for the form taking focus itself (it holds focus while
// a submission is under way), and the browser never submits the form itself (no page reload).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ContactForm } from '../../components/forms/ContactForm';
import { makeStore } from '../../store/store';
import { challengesIssued, settle, stubFetch } from './network';

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  // The page's proof module keeps a prepared proof for the next request, also one an earlier test file in this worker
  // prepared: the form loads it lazily, so after this the form gets a fresh one.
  vi.resetModules();
  network = stubFetch();
  challengesIssued.count = 0;
});
afterEach(() => void vi.unstubAllGlobals());

it('solves its proof once the visitor starts the form, not when the form itself takes focus, and sends it', async () => {
  render(
    <StoreProvider store={makeStore()}>
      <ContactForm />
    </StoreProvider>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  fireEvent.focusIn(form);
  // Long enough for the proof module to load and ask for a challenge, had it been started.
  await vi.dynamicImportSettled();
  await settle();
  expect(challengesIssued.count, 'the form taking focus').toBe(0);

  const name = within(form).getByLabelText('Name', { exact: false });
  fireEvent.focusIn(name);
  // The proof module loads lazily (on a busy machine the first load can take seconds): waited for, up to 10 s.
  await vi.waitFor(() => expect(challengesIssued.count).toBe(1), { timeout: 10_000 });

  fireEvent.change(name, { target: { value: 'Sam Ortiz' } });
  fireEvent.change(within(form).getByLabelText('Email', { exact: false }), { target: { value: 'sam@bakery.example' } });
  fireEvent.change(within(form).getByLabelText('Message', { exact: false }), { target: { value: 'Hello.' } });
  expect(fireEvent.submit(form), 'the browser does not submit the form').toBe(false);
  const request = await network.next();
  expect(new Headers(request.init.headers).get('X-Altcha')).toBeTruthy();
  expect(challengesIssued.count, 'the proof solved on focus is the one sent').toBe(1);
});
