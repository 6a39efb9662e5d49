// The notifications arrive with the first notice (components/toasts/: toasterGate.ts, notify.ts, AppToaster.tsx):
// no Toaster in the prerendered page or before anything is shown, then, from a component under no store (a lead
// form's result outside the chat), the notice on screen in the Notifications region; from the chat, under the tab's
// store (components/StoreProvider.tsx), the same. The page is built here as
// pages/+Layout.tsx builds it: the Toaster mounted once the gate says a notice was asked for. Each test loads the
// modules afresh: the gate and the tab's store are once per tab.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

async function loadPage() {
  const gate = await import('../../components/toasts/toasterGate');
  const { useNotify } = await import('../../components/toasts/notify');
  const { default: AppToaster } = await import('../../components/toasts/AppToaster');
  function Page() {
    const notify = useNotify();
    const requested = gate.useToasterRequested();
    return (
      <>
        <button
          type="button"
          onClick={() => notify({ kind: 'success', title: 'Message sent', description: 'We reply within 24 hours.' })}
        >
          Send
        </button>
        {requested && <AppToaster />}
      </>
    );
  }
  return { gate, Page };
}

const notifications = () => screen.queryByRole('region', { name: 'Notifications (Alt+T)' });

it('no Toaster in the prerendered page, nor in the page before the first notice', async () => {
  const { Page } = await loadPage();
  expect(renderToString(<Page />)).not.toContain('Notifications');
  render(<Page />);
  expect(notifications()).toBeNull();
});

it('the first notice, from a component under no store, brings up the Toaster with it', async () => {
  const { Page } = await loadPage();
  render(<Page />);
  act(() => screen.getByRole('button', { name: 'Send' }).click());
  expect(await screen.findByText('Message sent')).toBeInTheDocument();
  expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
  expect(notifications()).toContainElement(screen.getByText('Message sent'));
});

it('asked for by anything on the page, the Toaster comes up in every part that waits for it', async () => {
  const { gate, Page } = await loadPage();
  render(
    <>
      <Page />
      <Page />
    </>,
  );
  act(() => gate.requestToaster());
  expect(await screen.findAllByRole('region', { name: 'Notifications (Alt+T)' })).toHaveLength(2);
});

it('a notice from inside the chat (under the tab’s store) shows in the Toaster the layout then brings up', async () => {
  const { gate } = await loadPage();
  const { StoreProvider } = await import('../../components/StoreProvider');
  const { useNotify } = await import('../../components/toasts/notify');
  const { default: AppToaster } = await import('../../components/toasts/AppToaster');
  function ChatFailure() {
    const notify = useNotify();
    return (
      <button type="button" onClick={() => notify({ kind: 'error', title: 'The chat is unavailable' })}>
        Ask
      </button>
    );
  }
  function Layout() {
    const requested = gate.useToasterRequested();
    return (
      <>
        <StoreProvider>
          <ChatFailure />
        </StoreProvider>
        {requested && <AppToaster />}
      </>
    );
  }
  render(<Layout />);
  expect(notifications()).toBeNull();
  act(() => screen.getByRole('button', { name: 'Ask' }).click());
  expect(notifications()).not.toBeNull();
  expect(await screen.findByText('The chat is unavailable')).toBeInTheDocument();
  expect(notifications()).toContainElement(screen.getByText('The chat is unavailable'));
});
