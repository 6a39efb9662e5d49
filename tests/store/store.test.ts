// Redux: a fresh store per test, actions dispatched, state read through the slices' selectors.
import { describe, expect, it } from 'vitest';
import {
  CHAT_GREETING,
  chatRestored,
  replyCompleted,
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

describe('chat slice edges', () => {
  const ids = (store: ReturnType<typeof makeStore>) => selectMessages(store.getState()).map((m) => m.id);

  it('a failure reported before any question removes nothing and marks nothing (the greeting stays)', () => {
    const store = makeStore();
    store.dispatch(replyFailed());
    expect(selectMessages(store.getState())).toEqual([{ id: 'greeting', role: 'assistant', content: CHAT_GREETING }]);
  });

  it('a failure reported twice removes the reply once and never the question', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(replyFailed());
    store.dispatch(replyFailed());
    expect(selectMessages(store.getState()).map((m) => [m.content, m.failed])).toEqual([
      [CHAT_GREETING, undefined],
      ['Question', true],
    ]);
  });

  it('every question and reply gets an id of its own', () => {
    const store = makeStore();
    store.dispatch(userMessageSent('Question'));
    store.dispatch(replyFailed());
    store.dispatch(replyRetried());
    store.dispatch(replyFailed());
    store.dispatch(replyRetried());
    const all = ids(store);
    expect(all).toHaveLength(3);
    expect(all.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(all).size).toBe(3);
  });

  it('keeps its transcript id while the conversation goes on, and starts a new one after a transcript was sent', () => {
    const store = makeStore();
    const first = store.getState().chat.sessionId;
    store.dispatch(userMessageSent('One'));
    store.dispatch(replyCompleted());
    store.dispatch(userMessageSent('Two'));
    expect(store.getState().chat.sessionId).toBe(first);
    store.dispatch(transcriptSent());
    store.dispatch(userMessageSent('Three'));
    expect(store.getState().chat.sessionId).not.toBe(first);
    expect(store.getState().chat.transcriptSent).toBe(false);
  });

  it('restores a saved conversation as it was', () => {
    const store = makeStore();
    const saved = {
      sessionId: 'saved-session',
      messages: [
        { id: 'greeting', role: 'assistant' as const, content: CHAT_GREETING },
        { id: 'q', role: 'user' as const, content: 'Reach me at sam@bakery.example' },
        { id: 'a', role: 'assistant' as const, content: 'Thanks!' },
      ],
      userEmail: 'sam@bakery.example',
      transcriptSent: true,
    };
    store.dispatch(chatRestored(saved));
    expect(store.getState().chat).toEqual(saved);
    expect(selectTranscriptDue(store.getState())).toBe(false);
  });

  it('an edited tab storage with no messages at all breaks nothing, and no transcript is due for it', () => {
    const store = makeStore();
    const empty = { sessionId: 's', messages: [], userEmail: 'sam@bakery.example', transcriptSent: false };
    store.dispatch(chatRestored(empty));
    store.dispatch(replyDelta('text'));
    store.dispatch(replyStopped());
    store.dispatch(replyFailed());
    expect(store.getState().chat).toEqual(empty);
    expect(selectTranscriptDue(store.getState())).toBe(false);
    // Only the greeting and an e-mail: no conversation to send either.
    store.dispatch(
      chatRestored({ ...empty, messages: [{ id: 'greeting', role: 'assistant', content: CHAT_GREETING }] }),
    );
    expect(selectTranscriptDue(store.getState())).toBe(false);
  });
});

describe('the saved transcript, read back', () => {
  const stored = (value: unknown) => {
    const storage = window.sessionStorage;
    storage.clear();
    storage.setItem(CHAT_STORAGE_KEY, JSON.stringify(value));
    return loadChat(storage);
  };
  const greeting = { id: 'greeting', role: 'assistant', content: CHAT_GREETING };

  it('is ignored when it is not a transcript this site wrote', () => {
    expect(loadChat(undefined)).toBeUndefined();
    window.sessionStorage.clear();
    expect(loadChat(window.sessionStorage)).toBeUndefined();
    expect(stored(null)).toBeUndefined();
    expect(stored({ sessionId: 's', messages: 'hello' })).toBeUndefined();
    expect(stored({ messages: [greeting] })).toBeUndefined();
    expect(stored({ sessionId: 7, messages: [greeting] })).toBeUndefined();
  });

  it('comes back without a reply the reload cut off', () => {
    const question = { id: 'q', role: 'user', content: 'Question' };
    const saved = { sessionId: 's', userEmail: null, transcriptSent: false };
    expect(stored({ ...saved, messages: [greeting, question, { id: 'r', role: 'assistant', content: '' }] })).toEqual({
      ...saved,
      messages: [greeting, question],
    });
  });
});

describe('toast records', () => {
  it('keep the last 20, dropping the oldest dismissed ones first, never one still shown', () => {
    const store = makeStore();
    const show = (id: string) => store.dispatch(toastShown({ kind: 'info', title: id, id }));
    const items = () => store.getState().toasts.items.map((t) => t.id);
    for (let i = 0; i < 20; i++) show(`t${i}`);
    for (const id of ['t0', 't1', 't2', 't5']) store.dispatch(toastDismissed(id));
    expect(items()).toHaveLength(20);
    show('t20');
    expect(items()).toEqual([...Array.from({ length: 20 }, (_, i) => `t${i + 1}`)]);
    show('t21');
    show('t22');
    show('t23');
    expect(items()).toEqual(['t3', 't4', ...Array.from({ length: 18 }, (_, i) => `t${i + 6}`)]);
    // Nothing dismissed is left: the records grow past 20 rather than drop a toast still shown.
    show('t24');
    expect(items()).toHaveLength(21);
    expect(items()[0]).toBe('t3');
  });

  it('ignore a dismissal of a toast they never had', () => {
    const store = makeStore();
    store.dispatch(toastShown({ kind: 'success', title: 'Sent', id: 'a' }));
    const before = store.getState().toasts;
    store.dispatch(toastDismissed('unknown'));
    expect(store.getState().toasts).toBe(before);
  });
});
