// Redux: a fresh store per test, actions dispatched, state read through the slices' selectors.
import { describe, expect, it } from 'vitest';
import {
  CHAT_GREETING,
  replyDelta,
  replyFailed,
  replyRetried,
  replyStopped,
  selectMessages,
  selectTranscriptDue,
  selectUserEmail,
  transcriptSent,
  userMessageSent,
} from '../../store/chatSlice';
import { CHAT_STORAGE_KEY, loadChat, makeStore } from '../../store/store';
import { selectActiveToasts, toastDismissed, toastShown } from '../../store/toastsSlice';

const contents = (store: ReturnType<typeof makeStore>) => selectMessages(store.getState()).map((m) => m.content);

describe('chat slice', () => {
  it('starts with the greeting, records a question and streams the reply into it', () => {
    const store = makeStore();
    expect(contents(store)).toEqual([CHAT_GREETING]);
    store.dispatch(userMessageSent('Do you build websites?'));
    store.dispatch(replyDelta('Yes, '));
    store.dispatch(replyDelta('we do.'));
    expect(contents(store)).toEqual([CHAT_GREETING, 'Do you build websites?', 'Yes, we do.']);
  });

  it('remembers the first e-mail a visitor types and only then makes the transcript due', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('Hi there'));
    expect(selectTranscriptDue(store.getState())).toBe(false);
    store.dispatch(userMessageSent('Reach me at sam@bakery.example please, or sam2@bakery.example'));
    store.dispatch(userMessageSent('Actually use other@example.com'));
    expect(selectUserEmail(store.getState())).toBe('sam@bakery.example');
    expect(selectTranscriptDue(store.getState())).toBe(true);
    store.dispatch(transcriptSent());
    expect(selectTranscriptDue(store.getState())).toBe(false);
  });

  it('drops the empty placeholder on failure and marks the question for a retry', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(replyFailed());
    const messages = selectMessages(store.getState());
    expect(messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'Question']);
    expect(messages[1]?.failed).toBe(true);
    store.dispatch(replyRetried());
    expect(selectMessages(store.getState()).map((m) => [m.content, m.failed])).toEqual([
      [CHAT_GREETING, undefined],
      ['Question', undefined],
      ['', undefined],
    ]);
  });

  it('keeps a partial reply when the visitor stops it, drops an empty one', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('One'));
    store.dispatch(replyDelta('Partial'));
    store.dispatch(replyStopped());
    store.dispatch(userMessageSent('Two'));
    store.dispatch(replyStopped());
    expect(contents(store)).toEqual([CHAT_GREETING, 'One', 'Partial', 'Two']);
  });

  it('saves the transcript in the tab storage and restores it without a cut-off placeholder', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const store = makeStore({ storage });
    store.dispatch(userMessageSent('Saved question'));
    const restored = loadChat(storage);
    expect(restored?.messages.map((m) => m.content)).toEqual([CHAT_GREETING, 'Saved question']);
    storage.setItem(CHAT_STORAGE_KEY, '{broken');
    expect(loadChat(storage)).toBeUndefined();
  });
});

describe('toasts slice', () => {
  it('records every toast shown and which are still active', () => {
    const store = makeStore();
    store.dispatch(toastShown({ kind: 'success', title: 'Message sent!', description: 'Soon.', id: 'a' }));
    store.dispatch(toastShown({ kind: 'error', title: 'Error', id: 'b' }));
    store.dispatch(toastDismissed('a'));
    expect(selectActiveToasts(store.getState()).map((t) => t.id)).toEqual(['b']);
    expect(store.getState().toasts.items).toHaveLength(2);
  });
});

describe('a reply that fails half-way', () => {
  it('is removed with its partial text, never the greeting, and the question is marked for a retry', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(replyDelta('Half an ans'));
    store.dispatch(replyFailed());
    expect(selectMessages(store.getState()).map((m) => [m.content, m.failed])).toEqual([
      [CHAT_GREETING, undefined],
      ['Question', true],
    ]);
  });
});
