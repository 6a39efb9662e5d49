// Spec model of the support chat (spec §2 Contact, §4 Chat, §5, §7, §8, §9), written from the spec alone. Beyond
// the spec text, the site's own promises: Stop keeps a partial reply, a failed question is marked "Not delivered.
// Retry" until it is retried or a new message is sent, an answer with no text leaves no empty bubble, and before the
// first question (the box empty) a few suggested questions each send themselves with one tap.
import { assign, setup, type AnyMachineSnapshot } from 'xstate';

interface SpecMessage {
  role: 'user' | 'assistant';
  content: string;
  failed?: boolean;
}

type ChatSpecEvent =
  | { type: 'chat.type'; value: string }
  | { type: 'chat.enter' } // Enter in the input
  | { type: 'chat.shiftEnter' } // Shift+Enter: a new line, never a send
  | { type: 'chat.click' } // the Send button
  | { type: 'chat.suggest'; text: string } // a suggested question tapped
  | { type: 'chat.stop' }
  | { type: 'chat.retry' }
  | { type: 'reply.delta'; text: string }
  | { type: 'reply.done' }
  | { type: 'reply.error' };

export interface ChatSpecContext {
  input: string;
  /** What the log shows once greeted, in order; an assistant message with no content is the typing indicator. */
  messages: SpecMessage[];
  /** Error toasts shown ('Failed to get response. Please try again.'). */
  failures: number;
  /** Requests sent to chat-support, each with the conversation it carried. */
  sent: number;
}

export const GREETING_MS = 300; // spec §9: chat greeting delay

const clearMarks = (messages: SpecMessage[]) => messages.map(({ role, content }) => ({ role, content }));
const withoutEmptyReply = (messages: SpecMessage[]) =>
  messages.at(-1)?.role === 'assistant' && messages.at(-1)?.content === '' ? messages.slice(0, -1) : messages;

/** Suggested questions are offered while nothing has been asked yet and the box holds no text (in the idle state). */
export const suggesting = (c: ChatSpecContext) => !c.messages.some((m) => m.role === 'user') && c.input.trim() === '';

const send = { guard: 'hasText', target: '#chat-spec.replying', actions: 'ask' } as const;
// The input takes text whenever it is enabled (typing what it already holds changes nothing).
const type = { guard: 'changesInput', actions: 'type' } as const;

export const chatSpecModel = setup({
  types: { context: {} as ChatSpecContext, events: {} as ChatSpecEvent },
  guards: {
    hasText: ({ context }) => context.input.trim() !== '',
    changesInput: ({ context, event }) => event.type === 'chat.type' && context.input !== event.value,
    canSuggest: ({ context }) => suggesting(context),
  },
  actions: {
    type: assign({ input: ({ event }) => (event.type === 'chat.type' ? event.value : '') }),
    // spec §4: the message is appended, the input cleared, an empty assistant message added; stale marks go.
    ask: assign(({ context }) => ({
      messages: [
        ...clearMarks(context.messages),
        { role: 'user' as const, content: context.input.trim() },
        { role: 'assistant' as const, content: '' },
      ],
      input: '',
      sent: context.sent + 1,
    })),
    suggest: assign(({ context, event }) => ({
      messages: [
        ...context.messages,
        { role: 'user' as const, content: event.type === 'chat.suggest' ? event.text : '' },
        { role: 'assistant' as const, content: '' },
      ],
      input: '',
      sent: context.sent + 1,
    })),
    retry: assign(({ context }) => ({
      messages: [...clearMarks(context.messages), { role: 'assistant' as const, content: '' }],
      sent: context.sent + 1,
    })),
    delta: assign({
      messages: ({ context, event }) =>
        event.type === 'reply.delta'
          ? [
              ...context.messages.slice(0, -1),
              { role: 'assistant', content: context.messages.at(-1)!.content + event.text },
            ]
          : context.messages,
    }),
    finish: assign({ messages: ({ context }) => withoutEmptyReply(context.messages) }),
    // spec §8: the placeholder (and any half answer) is removed, a destructive toast shows.
    fail: assign(({ context }) => {
      const messages = context.messages.slice(0, -1);
      return {
        messages: [...messages.slice(0, -1), { ...messages.at(-1)!, failed: true }],
        failures: context.failures + 1,
      };
    }),
  },
}).createMachine({
  id: 'chat-spec',
  context: {
    input: '',
    messages: [{ role: 'assistant', content: 'Hello! What can I assist you with?' }],
    failures: 0,
    sent: 0,
  },
  initial: 'greeting',
  states: {
    // Before the greeting appears nothing shows and nothing can be sent.
    greeting: { after: { greetingDelay: 'idle' }, on: { 'chat.type': type } },
    idle: {
      on: {
        'chat.type': type,
        'chat.enter': send,
        'chat.click': send,
        'chat.shiftEnter': {},
        'chat.suggest': { guard: 'canSuggest', target: 'replying', actions: 'suggest' },
      },
    },
    // The question was not answered: it is marked, and Retry asks again.
    failed: {
      on: {
        'chat.type': type,
        'chat.enter': send,
        'chat.click': send,
        'chat.shiftEnter': {},
        'chat.retry': { target: 'replying', actions: 'retry' },
      },
    },
    // Input and send disabled while a reply is pending (spec §4, §5); Stop ends it.
    replying: {
      initial: 'waiting',
      on: {
        'chat.stop': { target: 'idle', actions: 'finish' },
        'reply.error': { target: 'failed', actions: 'fail' },
        'reply.done': { target: 'idle', actions: 'finish' },
      },
      states: {
        waiting: { on: { 'reply.delta': { target: 'streaming', actions: 'delta' } } },
        streaming: { on: { 'reply.delta': { actions: 'delta' } } },
      },
    },
  },
});

/** The visitor tells states apart by the input (empty, blank or text), the log and its marks, and the toasts. */
export const chatStateKey = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ChatSpecContext;
  return JSON.stringify([
    snapshot.value,
    c.input === '' ? 'empty' : c.input.trim() === '' ? 'blank' : 'text',
    c.messages,
    c.failures,
  ]);
};

/** Bounds the traversal: two questions, two failures or a reply of two chunks are enough for generated paths. */
export const chatStopWhen = (chunk: string) => (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ChatSpecContext;
  return c.sent >= 2 || c.failures >= 2 || c.messages.some((m) => m.content === chunk.repeat(2));
};
