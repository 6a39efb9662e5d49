// Leaving the chat is an action the chat card's listener answers (spec §7 transcript rule), and the tab storage is
// written at most every CHAT_SAVE_INTERVAL_MS while a reply streams, with the last state always saved.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLeft, replyDelta, userMessageSent } from '../../store/chatSlice';
import { CHAT_SAVE_INTERVAL_MS, CHAT_STORAGE_KEY, loadChat, makeStore } from '../../store/store';
import type { TranscriptPayload } from '../../machines/actors/transcript';
import { transcriptOnLeave } from '../../store/transcriptOnLeave';

function setup() {
  const sent: TranscriptPayload[] = [];
  const writes: string[] = [];
  const storage = {
    ...window.sessionStorage,
    getItem: (key: string) => window.sessionStorage.getItem(key),
    setItem: (key: string, value: string) => {
      writes.push(value);
      window.sessionStorage.setItem(key, value);
    },
  } as Storage;
  const store = makeStore({ storage });
  const removeListener = store.dispatch(transcriptOnLeave((payload) => sent.push(payload)));
  return { store, sent, writes, storage, removeListener };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('leaving the chat', () => {
  it('sends nothing without a captured e-mail', () => {
    const { store, sent } = setup();
    store.dispatch(userMessageSent('How much is a website?'));
    store.dispatch(replyDelta('From $3,000.'));
    store.dispatch(chatLeft());
    expect(sent).toEqual([]);
  });

  it('sends the transcript once, without empty replies, under the chat session id', () => {
    const { store, sent } = setup();
    store.dispatch(userMessageSent('Call me: sam@bakery.example'));
    store.dispatch(replyDelta('Thanks, Sam.'));
    store.dispatch(userMessageSent('And one more thing'));
    store.dispatch(chatLeft());
    store.dispatch(chatLeft());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      sessionId: store.getState().chat.sessionId,
      userEmail: 'sam@bakery.example',
      messages: [
        { role: 'assistant', content: 'Hello! What can I assist you with?' },
        { role: 'user', content: 'Call me: sam@bakery.example' },
        { role: 'assistant', content: 'Thanks, Sam.' },
        { role: 'user', content: 'And one more thing' },
      ],
    });
  });

  it('sends again, as a new transcript, when the conversation goes on after leaving', () => {
    const { store, sent } = setup();
    store.dispatch(userMessageSent('sam@bakery.example here'));
    store.dispatch(chatLeft());
    store.dispatch(userMessageSent('Back again'));
    store.dispatch(chatLeft());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.sessionId).not.toBe(sent[0]!.sessionId);
  });

  it('sends nothing once the chat card has removed its listener', () => {
    const { store, sent, removeListener } = setup();
    store.dispatch(userMessageSent('sam@bakery.example here'));
    removeListener();
    store.dispatch(chatLeft());
    expect(sent).toEqual([]);
  });
});

describe('saving the transcript in the tab', () => {
  it('writes the first change at once, then at most once per interval while a reply streams, and the last state', () => {
    const { store, writes, storage } = setup();
    store.dispatch(userMessageSent('Question'));
    expect(writes).toHaveLength(1);
    for (let i = 0; i < 50; i++) store.dispatch(replyDelta(`w${i} `));
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(CHAT_SAVE_INTERVAL_MS - 1);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(2);
    expect(loadChat(storage)?.messages.at(-1)?.content).toBe(store.getState().chat.messages.at(-1)?.content);
    vi.advanceTimersByTime(CHAT_SAVE_INTERVAL_MS * 4);
    expect(writes).toHaveLength(2);
  });

  it('writes what is pending when the visitor leaves', () => {
    const { store, writes, storage } = setup();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(replyDelta('Partial answer'));
    expect(writes).toHaveLength(1);
    store.dispatch(chatLeft());
    expect(writes).toHaveLength(2);
    expect(window.sessionStorage.getItem(CHAT_STORAGE_KEY)).toContain('Partial answer');
    expect(loadChat(storage)?.messages.at(-1)?.content).toBe('Partial answer');
    // Written once: the pending write does not come again.
    vi.advanceTimersByTime(CHAT_SAVE_INTERVAL_MS * 4);
    expect(writes).toHaveLength(2);
  });

  it('writes nothing on leaving when nothing is pending', () => {
    const { store, writes } = setup();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(chatLeft());
    expect(writes).toHaveLength(1);
  });

  it('writes a change that comes a whole interval after the last write at once', () => {
    const { store, writes } = setup();
    store.dispatch(userMessageSent('Question'));
    vi.advanceTimersByTime(CHAT_SAVE_INTERVAL_MS);
    store.dispatch(replyDelta('Answer'));
    expect(writes).toHaveLength(2);
  });
});
