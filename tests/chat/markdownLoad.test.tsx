// The chat's Markdown renderer (markdown-to-jsx) is not part of the page: the greeting, our own plain line, shows
// without it, and the renderer's module is first imported for an assistant reply. A test file of its own, so that no
// earlier test has imported the module already.
import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ChatCard } from '../../components/chat/ChatCard';
import { CHAT_GREETING, replyDelta, userMessageSent } from '../../store/chatSlice';
import { makeStore } from '../../store/store';
import { settleLoaded } from '../forms/network';

const renderer = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../components/chat/MarkdownRenderer', async (importOriginal) => {
  renderer.loads++;
  return importOriginal();
});

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

it('loads the Markdown renderer with the first reply, not for the greeting', async () => {
  const store = makeStore();
  render(
    <StoreProvider store={store}>
      <ChatCard />
    </StoreProvider>,
  );
  await act(async () => void vi.advanceTimersByTime(300)); // the greeting's delay (spec §9)
  await act(async () => void (await vi.dynamicImportSettled()));
  expect(screen.getByRole('log', { name: 'Chat messages' })).toHaveTextContent(CHAT_GREETING);
  expect(renderer.loads).toBe(0);

  // A reply arrives (as the chat machine records it): now the renderer is needed.
  act(() => {
    store.dispatch(userMessageSent('Hello?'));
    store.dispatch(replyDelta('Hi **there**.'));
  });
  // Wait until the renderer has arrived and drawn the reply, however long its module takes to load (a fixed number
  // of settling rounds ran out on a busy machine, leaving the plain-text fallback); vi.waitFor also moves the fake
  // clock, which React's reveal of a Suspense boundary may be waiting on.
  await vi.waitFor(
    async () => {
      await settleLoaded();
      expect(screen.getByText('there', { selector: 'strong' })).toBeVisible();
    },
    { timeout: 12_000 },
  );
  expect(renderer.loads).toBe(1);
});
