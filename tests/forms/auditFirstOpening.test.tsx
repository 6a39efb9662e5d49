// The audit dialog's first opening, as in a browser: the visitor's click focuses the button before the dialog's code
// (and Headless UI with it) has loaded, so Headless UI never saw what had focus. Closing must still put focus back on
// the button. A file of its own, so that nothing has loaded the dialog's code before.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { expect, it, vi } from 'vitest';
import { AuditRequest } from '../../components/forms/AuditDialog';
import { makeStore } from '../../store/store';
import { settle } from './network';

it('returns focus to the button when the first dialog closes', async () => {
  render(
    <StoreProvider store={makeStore()}>
      <AuditRequest />
    </StoreProvider>,
  );
  const button = screen.getByRole('button', { name: 'Request Free Audit' });
  act(() => button.focus()); // a click focuses the button it presses
  fireEvent.click(button);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await settle();
  expect(screen.getByRole('dialog')).toBeVisible();
  expect(document.activeElement).not.toBe(button);
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
});
