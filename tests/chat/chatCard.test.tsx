// The chat card around its spec model (tests/models/chat.test.tsx): the transcript as the visitor leaves (pagehide or
// the card going away), its proof of work prepared once the chat has an e-mail, the log following new text unless the
// visitor scrolled up, replies as Markdown but questions and the greeting as typed, a form that never reloads the page,
// a restored failed question that cannot be retried, where focus goes after a reply (back to the box after a question
// sent from it, a suggestion or Retry, without scrolling; nowhere on arrival), and what was typed before it loaded.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatCard } from '../../components/chat/ChatCard';
import { CHAT_GREETING, chatLeft, chatRestored, userMessageSent } from '../../store/chatSlice';
import { CHAT_STORAGE_KEY, makeStore } from '../../store/store';
import { type PendingRequest, settleLoaded, stubFetch } from '../forms/network';

const transcript = vi.hoisted(() => ({ prepare: vi.fn(), send: vi.fn() }));
vi.mock('../../machines/actors/transcript', () => ({
  prepareTranscriptProof: transcript.prepare,
  sendTranscript: transcript.send,
}));

const GREETING_MS = 300; // spec §9
const EMAIL = 'sam@bakery.example';

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  vi.useFakeTimers();
  network = stubFetch();
  transcript.prepare.mockClear();
  transcript.send.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderCard(store = makeStore()) {
  const view = render(
    <StoreProvider store={store}>
      <ChatCard />
    </StoreProvider>,
  );
  await act(async () => void vi.advanceTimersByTime(GREETING_MS));
  const input = () => screen.getByPlaceholderText('Type your message...');
  const log = () => screen.getByRole('log', { name: 'Chat messages' });
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encode = (line: string) => new TextEncoder().encode(`${line}\n\n`);
  /** Asks `question` and answers it with `reply` (streamed, then done). */
  const ask = async (question: string, reply: string, { done = true } = {}) => {
    fireEvent.change(input(), { target: { value: question } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settleLoaded();
    const request: PendingRequest = await network.next();
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    request.respond(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    await settleLoaded();
    await delta(reply);
    if (done) await finish();
  };
  /** Asks `question`; the function answers 502. */
  const askAndFail = async (question: string) => {
    fireEvent.change(input(), { target: { value: question } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settleLoaded();
    (await network.next()).respond(new Response('Bad gateway', { status: 502 }));
    await settleLoaded();
  };
  /** Ends the reply that streams. */
  const finish = async () => {
    stream!.enqueue(encode('data: [DONE]'));
    await settleLoaded();
  };
  const delta = async (text: string) => {
    stream!.enqueue(encode(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}`));
    await settleLoaded();
  };
  return { ...view, store, input, log, ask, askAndFail, delta, finish };
}

describe('the transcript as the visitor leaves', () => {
  it('prepares its proof once the chat has an e-mail, and sends it on pagehide, once', async () => {
    const { store, ask } = await renderCard();
    await ask('Do you build websites?', 'Yes.');
    expect(transcript.prepare).not.toHaveBeenCalled();
    await ask(`Reach me at ${EMAIL}`, 'Thanks!');
    expect(transcript.prepare).toHaveBeenCalledTimes(1);

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(transcript.send).toHaveBeenCalledTimes(1);
    expect(transcript.send).toHaveBeenCalledWith({
      sessionId: store.getState().chat.sessionId,
      userEmail: EMAIL,
      messages: [
        { role: 'assistant', content: CHAT_GREETING },
        { role: 'user', content: 'Do you build websites?' },
        { role: 'assistant', content: 'Yes.' },
        { role: 'user', content: `Reach me at ${EMAIL}` },
        { role: 'assistant', content: 'Thanks!' },
      ],
    });
  });

  it('is sent when the card goes away, and nothing is sent for it afterwards', async () => {
    const { store, ask, unmount } = await renderCard();
    await ask(`I am ${EMAIL}`, 'Noted.');
    unmount();
    expect(transcript.send).toHaveBeenCalledTimes(1);
    // The conversation would be due again, but no chat card listens any more.
    store.dispatch(userMessageSent('More'));
    store.dispatch(chatLeft());
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(transcript.send).toHaveBeenCalledTimes(1);
  });
});

describe('the message log', () => {
  /** jsdom lays nothing out: where the question just asked sits in the log, as a browser would measure it. */
  let questionTop = 10_000;
  beforeEach(() => {
    questionTop = 10_000;
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset['message'] ? questionTop : 0;
    });
  });
  afterEach(() => void vi.restoreAllMocks());

  it('follows new text, unless the visitor scrolled up to read', async () => {
    const { log, ask, delta } = await renderCard();
    const el = log();
    let height = 1000;
    Object.defineProperty(el, 'scrollHeight', { get: () => height });
    Object.defineProperty(el, 'clientHeight', { value: 400 });
    await ask('Question one', 'Answer one.');
    // To its end: the height less the 400 px in view.
    expect(el.scrollTop).toBe(600);
    height = 1600;
    await ask('Question two', 'Part', { done: false });
    expect(el.scrollTop).toBe(1200);
    // Scrolled up: the reply goes on without pulling the log down.
    el.scrollTop = 500;
    fireEvent.scroll(el);
    height = 1700;
    await delta(' goes on');
    expect(el.scrollTop).toBe(500);
    // 40 px from the bottom is still reading; within 40 px it follows again.
    el.scrollTop = 1700 - 400 - 40;
    fireEvent.scroll(el);
    height = 1750;
    await delta(' still');
    expect(el.scrollTop).toBe(1260);
    el.scrollTop = 1750 - 400 - 39;
    fireEvent.scroll(el);
    height = 1800;
    await delta(' and on');
    expect(el.scrollTop).toBe(1400);
  });

  // The buyer's review r28b: a 768 px answer opened 374 px past its first line at 390 px.
  it('follows a long reply only until the question asked reaches the top, then stays; the next question is followed', async () => {
    const { log, ask, delta, finish } = await renderCard();
    const el = log();
    let height = 1000;
    Object.defineProperty(el, 'scrollHeight', { get: () => height });
    Object.defineProperty(el, 'clientHeight', { value: 400 });
    questionTop = 900;
    await ask('Question one', 'Part', { done: false });
    // The end (600) is above the question: the log follows to the end.
    expect(el.scrollTop).toBe(600);
    height = 1800;
    await delta(' goes on and on');
    // The end (1400) is past the question: the log stops with the question at its top.
    expect(el.scrollTop).toBe(900);
    height = 2400;
    await delta(' and on');
    expect(el.scrollTop).toBe(900);
    await finish();
    // Scrolled up to read an earlier answer, then a new question: the log goes to it.
    el.scrollTop = 100;
    fireEvent.scroll(el);
    questionTop = 2300;
    height = 2600;
    await ask('Question two', 'Short.');
    expect(el.scrollTop).toBe(2200);
  });

  it('shows replies as Markdown, and the question and the greeting as typed', async () => {
    const { log, ask } = await renderCard();
    await ask('Is **this** bold?', 'Yes, **this** is.');
    const bubbles = within(log()).getAllByText((_, node) => node?.hasAttribute('data-role') ?? false);
    expect(bubbles[0]).toHaveTextContent(CHAT_GREETING);
    expect(bubbles[1]).toHaveTextContent('Is **this** bold?');
    expect(bubbles[1]!.querySelector('strong')).toBeNull();
    expect(bubbles[2]).toHaveTextContent('Yes, this is.');
    expect(bubbles[2]!.querySelector('strong')).toHaveTextContent('this');
  });

  it('sends on Enter only: other keys type, Shift+Enter starts a new line', async () => {
    const { input } = await renderCard();
    fireEvent.change(input(), { target: { value: 'Two lines' } });
    for (const key of ['a', ' ', 'Tab', 'Escape']) fireEvent.keyDown(input(), { key });
    expect(fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true }), 'Shift+Enter is the browser’s').toBe(true);
    await settleLoaded();
    expect(network.requests).toEqual([]);
    expect(fireEvent.keyDown(input(), { key: 'Enter' }), 'Enter adds no line break').toBe(false);
    await settleLoaded();
    expect(network.requests).toHaveLength(1);
  });

  it('logs why a reply failed', async () => {
    const { askAndFail } = await renderCard();
    await askAndFail('Hello?');
    expect(console.error).toHaveBeenCalledWith('chat-support failed:', expect.any(String));
    expect(screen.getByRole('button', { name: 'Not delivered. Retry' })).toBeVisible();
  });

  it('brings back, on the next page of the tab, the conversation the tab saved (the chat on the tab’s store)', async () => {
    window.sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        sessionId: 'earlier-page',
        userEmail: null,
        transcriptSent: false,
        messages: [
          { id: 'greeting', role: 'assistant', content: CHAT_GREETING },
          { id: 'q', role: 'user', content: 'How much is a website?' },
          { id: 'a', role: 'assistant', content: 'A 5-page site is usually $4,000–$6,000.' },
        ],
      }),
    );
    vi.resetModules(); // a new page: the tab's store not made yet
    const { TabChat } = await import('../../components/chat/ChatCard');
    render(<TabChat />);
    await act(async () => void vi.advanceTimersByTime(GREETING_MS));
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('How much is a website?')).toBeVisible();
    expect(within(log).getByText('A 5-page site is usually $4,000–$6,000.')).toBeVisible();
  });

  it('offers no retry for a failed question restored from before a reload', async () => {
    const store = makeStore();
    store.dispatch(
      chatRestored({
        sessionId: 's',
        userEmail: null,
        transcriptSent: false,
        messages: [
          { id: 'greeting', role: 'assistant', content: CHAT_GREETING },
          { id: 'q', role: 'user', content: 'Lost question', failed: true },
        ],
      }),
    );
    await renderCard(store);
    expect(screen.getByText('Lost question')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Not delivered. Retry' })).toBeNull();
  });

  it('still works over a tab storage edited to hold no messages at all', async () => {
    const store = makeStore();
    store.dispatch(chatRestored({ sessionId: 's', userEmail: null, transcriptSent: false, messages: [] }));
    const { input, log } = await renderCard(store);
    expect(log()).toBeEmptyDOMElement();
    fireEvent.change(input(), { target: { value: 'Anyone there?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settleLoaded();
    expect(log()).toHaveTextContent('Anyone there?');
    expect(network.requests).toHaveLength(1);
  });

  it('sends from its form without the browser submitting it (no page reload)', async () => {
    const { input } = await renderCard();
    fireEvent.change(input(), { target: { value: 'Hello' } });
    const form = input().closest('form')!;
    expect(fireEvent.submit(form), 'the submit event was not cancelled').toBe(false);
    await settleLoaded();
    expect(network.requests).toHaveLength(1);
  });

  // A visitor typing through an input method (Japanese, Chinese, Korean) presses Enter to confirm a word: that Enter
  // belongs to the composition and must not send the half-written question.
  it('does not send on the Enter that confirms an input method’s word', async () => {
    const { input } = await renderCard();
    fireEvent.change(input(), { target: { value: 'こんにちは' } });
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    await settleLoaded();
    expect(network.requests).toEqual([]);
    expect(input()).toHaveValue('こんにちは');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settleLoaded();
    expect(network.requests).toHaveLength(1);
  });

  // Sending disables the box, and a browser then moves focus to the page (jsdom keeps it there: the test blurs it as
  // a browser would). Once the reply is in, the visitor who sent from the box types on there.
  it('gives the box its focus back once the reply is in, unless the visitor moved it elsewhere meanwhile', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    try {
      const { input, ask, finish } = await renderCard();
      input().focus();
      await ask('First?', 'An answer.', { done: false });
      expect(input()).toBeDisabled();
      input().blur();
      await finish();
      expect(document.activeElement, 'back in the box').toBe(input());
      await ask('Second?', 'Another answer.', { done: false });
      elsewhere.focus();
      await finish();
      expect(document.activeElement, 'left where the visitor put it').toBe(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('takes no focus when it appears: the page keeps it', async () => {
    const { input } = await renderCard();
    expect(input()).toBeEnabled();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the box its focus back without scrolling the page (the visitor may have scrolled away to read)', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { input, ask, finish } = await renderCard();
    await ask('First?', 'An answer.', { done: false });
    input().blur();
    focus.mockClear();
    await finish();
    expect(document.activeElement).toBe(input());
    expect(focus.mock.contexts).toEqual([input()]);
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
  });

  it('gives the box the focus once a suggested question is answered (its button is gone)', async () => {
    const { input } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'How much does a website cost?' }));
    await settleLoaded();
    const request: PendingRequest = await network.next();
    const reply = ['data: {"choices":[{"delta":{"content":"From $4,000."}}]}', 'data: [DONE]'];
    const body = new ReadableStream<Uint8Array>({
      start: (c) => reply.forEach((line) => c.enqueue(new TextEncoder().encode(`${line}\n\n`))),
    });
    request.respond(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    await settleLoaded();
    expect(screen.getByText('From $4,000.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'How much does a website cost?' })).toBeNull();
    expect(document.activeElement, 'in the box').toBe(input());
  });

  it('gives the box the focus once a question sent again with Retry is answered (the button is gone)', async () => {
    const { input, askAndFail } = await renderCard();
    await askAndFail('Hello?');
    const retry = screen.getByRole('button', { name: 'Not delivered. Retry' });
    retry.focus();
    fireEvent.click(retry);
    await settleLoaded();
    (await network.next()).respond(new Response('Bad gateway', { status: 502 }));
    await settleLoaded();
    expect(document.activeElement, 'in the box').toBe(input());
  });

  it('keeps what the visitor typed into the prerendered box before the chat loaded, and sends it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const app = (
      <StoreProvider store={makeStore()}>
        <ChatCard />
      </StoreProvider>
    );
    container.innerHTML = renderToString(app);
    const box = within(container).getByPlaceholderText('Type your message...');
    (box as HTMLTextAreaElement).value = 'Do you build online stores?';
    const root = await act(async () => hydrateRoot(container, app));
    try {
      await act(async () => void vi.advanceTimersByTime(GREETING_MS));
      expect(box).toHaveValue('Do you build online stores?');
      fireEvent.keyDown(box, { key: 'Enter' });
      await settleLoaded();
      expect(JSON.stringify((await network.next()).body)).toContain('Do you build online stores?');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
