// The audit request as the backend receives it (spec §3 "Audit submission payload"): a job title left empty is sent
// as 'Not provided' in the message, never 'undefined' or nothing.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { StoreProvider } from '../../components/StoreProvider';
import { AuditRequest } from '../../components/forms/AuditDialog';
import { makeStore } from '../../store/store';
import { settle, settleLoaded, stubNetworkForEachTest } from './network';

const stub = stubNetworkForEachTest();

it.each([
  ['left empty', '', 'Free website audit request for patel.example. Job title: Not provided.'],
  ['given', 'Owner', 'Free website audit request for patel.example. Job title: Owner.'],
])('a job title %s: the message says so as spec §3 words it', async (_label, jobTitle, message) => {
  render(
    <StoreProvider store={makeStore()}>
      <AuditRequest />
    </StoreProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Request Free Audit' }));
  await settleLoaded();
  const dialog = within(screen.getByRole('dialog'));
  const type = (label: string, value: string) =>
    fireEvent.change(dialog.getByLabelText(label, { exact: false }), { target: { value } });
  type('Name', 'Ria Patel');
  type('Email', 'ria@example.com');
  type('Job title', jobTitle);
  type('Website', 'patel.example');
  fireEvent.click(dialog.getByRole('button', { name: 'Request Free Audit' }));
  await settle();
  const submission = await stub.network.next();

  expect(submission.url).toMatch(/\/functions\/v1\/send-contact-form$/);
  expect(submission.body).toMatchObject({ company: 'patel.example', jobTitle, message });
});
