// The support chat card (spec §2 Contact, §4 Chat): 500 px high, scrolling messages, 'Type your message...',
// send button; Stop while a reply streams, Retry after a failure, safe Markdown, polite live region. The machine's
// link to the store is useChatBridge's, the transcript's hooks are in useTranscript.
import { useEffect, useRef } from 'react';
import { contact } from '../../content/pages/contact';
import { prepareChat } from '../../machines/actors/chatStream';
import { selectMessages } from '../../store/chatSlice';
import { useAppSelector } from '../../store/hooks';
import { StoreProvider } from '../StoreProvider';
import { Markdown } from './Markdown';
import { useChatBridge } from './useChatBridge';
import { useChatLeftOnLeave, useTranscriptProof } from './useTranscript';
import { chatBoxClassName } from './chatBox';

export function ChatCard() {
  const messages = useAppSelector(selectMessages);
  const [state, send] = useChatBridge();
  useChatLeftOnLeave();
  useTranscriptProof();

  const pending = state.matches('replying');
  const greeted = !state.matches('greeting');
  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = messages[messages.length - 1];

  // Follow new text unless the visitor scrolled up to read, but never past the question just asked: a reply taller
  // than the log stops with the question at its top and the reply's start under it, not with its last lines (the
  // buyer's review r28b: a 768 px answer opened 374 px past its first line at 390 px).
  const lastQuestion = messages.findLast((m) => m.role === 'user')?.id;
  const followed = useRef(lastQuestion);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const asked = followed.current !== lastQuestion;
    followed.current = lastQuestion;
    if (!stick.current && !asked) return;
    const question = lastQuestion && el.querySelector<HTMLElement>(`[data-message="${lastQuestion}"]`);
    const end = el.scrollHeight - el.clientHeight;
    el.scrollTop = question
      ? Math.min(end, question.offsetTop - (parseFloat(getComputedStyle(el).paddingTop) || 0))
      : end;
  }, [messages.length, last?.content, greeted, lastQuestion]);

  const canSend = state.can({ type: 'chat.send' });
  // Sending disables the input (spec §4), which drops focus to the page; once the reply is in (or has failed), the
  // visitor who sent from here (the box, a suggested question, Retry) types on in the box, unless they have moved
  // focus elsewhere meanwhile; without scrolling, as they may have scrolled away to read. Nothing is focused before.
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const sentFromHere = useRef(false);
  useEffect(() => {
    if (pending || !sentFromHere.current) return;
    sentFromHere.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || form.current?.contains(active))
      input.current?.focus({ preventScroll: true });
  }, [pending]);
  // The chat arrives after the page (LazyChat): what a visitor typed into the prerendered box meanwhile is kept,
  // not wiped by the first render after hydration.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) send({ type: 'chat.input', value: typed });
  }, [send]);
  const sendQuestion = () => {
    if (!canSend) return;
    sentFromHere.current = true;
    send({ type: 'chat.send' });
  };
  // Before the first question, a few to ask with one tap (while the box is empty: a tap never replaces typed text).
  const suggesting =
    state.matches('ready') && !messages.some((m) => m.role === 'user') && state.context.input.trim() === '';
  const ask = (question: string) => {
    send({ type: 'chat.input', value: question });
    sentFromHere.current = true;
    send({ type: 'chat.send' });
  };
  return (
    <section aria-labelledby="chat-title" className={`flex flex-col overflow-hidden ${chatBoxClassName}`}>
      <header className="bg-brand-gradient flex items-center gap-3 px-5 py-4 text-white">
        <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" aria-hidden="true" />
        <h2 id="chat-title" className="font-semibold">
          {contact.chatTitle}
        </h2>
      </header>
      <div
        ref={list}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        // Positioned, so that a message's offsetTop counts from the log's top.
        className="relative flex-1 space-y-3 overflow-y-auto p-5"
        role="log"
        aria-live="polite"
        aria-busy={pending}
        aria-label="Chat messages"
      >
        {greeted &&
          messages.map((m) => (
            <div
              key={m.id}
              data-message={m.id}
              className={m.role === 'user' ? 'flex flex-col items-end' : 'flex flex-col items-start'}
            >
              <div
                data-role={m.role}
                className={`animate-fade-up max-w-[85%] rounded-2xl px-4 py-3 leading-6 ${
                  m.role === 'user'
                    ? 'rounded-tr-sm bg-brand-600 whitespace-pre-wrap text-white'
                    : 'rounded-tl-sm bg-brand-50 text-slate-800'
                }`}
              >
                {m.role === 'assistant' ? (
                  m.content === '' ? (
                    <span className="inline-flex gap-1 py-1" aria-label="Assistant is typing">
                      <span className="h-2 w-2 animate-bounce rounded-full bg-brand-400" />
                      <span className="h-2 w-2 animate-bounce rounded-full bg-brand-400 [animation-delay:150ms]" />
                      <span className="h-2 w-2 animate-bounce rounded-full bg-brand-400 [animation-delay:300ms]" />
                    </span>
                  ) : m.id === 'greeting' ? (
                    // Our own fixed line: plain text, so the Markdown renderer loads with the first reply, not with
                    // the page (and the greeting never swaps its markup once the renderer arrives).
                    <div className="whitespace-pre-line">{m.content}</div>
                  ) : (
                    <Markdown text={m.content} />
                  )
                ) : (
                  m.content
                )}
              </div>
              {m.failed && state.matches({ ready: 'failed' }) && (
                <button
                  type="button"
                  onClick={() => {
                    // The button goes as the question is sent again: the box takes the focus once the reply is in.
                    sentFromHere.current = true;
                    send({ type: 'chat.retry' });
                  }}
                  className="mt-1 text-sm font-medium text-rose-700 underline underline-offset-2"
                >
                  Not delivered. Retry
                </button>
              )}
            </div>
          ))}
      </div>
      {suggesting && (
        <div role="group" aria-labelledby="chat-suggestions" className="animate-fade-up px-5 pb-4">
          <p id="chat-suggestions" className="mb-2 text-sm font-semibold text-slate-600">
            {contact.chatSuggestionsLabel}
          </p>
          <ul className="flex flex-wrap gap-2">
            {contact.chatSuggestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => ask(question)}
                  className="min-h-11 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-left text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-50 sm:min-h-9"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        ref={form}
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          sendQuestion();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <textarea
          ref={input}
          id="chat-input"
          rows={1}
          value={state.context.input}
          onChange={(e) => send({ type: 'chat.input', value: e.target.value })}
          onFocus={prepareChat}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter starts a new line.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              sendQuestion();
            }
          }}
          disabled={pending}
          placeholder="Type your message..."
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-4 py-2.5 focus:border-brand-500 disabled:bg-slate-50"
        />
        {pending ? (
          <button
            type="button"
            onClick={() => send({ type: 'chat.stop' })}
            className="h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            Stop
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            className="bg-brand-gradient h-11 rounded-full px-5 font-semibold text-white disabled:opacity-50"
            aria-label="Send message"
          >
            Send
          </button>
        )}
      </form>
    </section>
  );
}

/** The chat on the tab's Redux store (the transcript lasts as long as the tab). */
export function TabChat() {
  return (
    <StoreProvider>
      <ChatCard />
    </StoreProvider>
  );
}
