// The support chat (spec §4 "Chat", §8): greeting after 300 ms, then idle → sending → streaming → idle (ready.idle,
// replying.sending, replying.streaming).
// The transcript itself lives in Redux; the machine tells the component what to record through its actions.
import { assign, fromCallback, setup } from 'xstate';
import type { StreamEvent } from './actors/chatStream';

type ChatEvent =
  | { type: 'chat.input'; value: string }
  | { type: 'chat.send' }
  | { type: 'chat.stop' }
  | { type: 'chat.retry' }
  | StreamEvent;

export const chatMachine = setup({
  types: {} as {
    context: { input: string };
    events: ChatEvent;
  },
  delays: {
    greetingDelay: 300, // spec §9: chat greeting delay
  },
  guards: {
    hasText: ({ context }) => context.input.trim() !== '',
  },
  actions: {
    // Provided by the chat component: they record the conversation in the Redux chat slice and notify.
    recordQuestion: (_, _params: { content: string }) => {},
    recordRetry: () => {},
    recordDelta: (_, _params: { text: string }) => {},
    recordFailure: (_, _params: { message: string }) => {},
    recordStop: () => {},
    recordDone: () => {},
    clearInput: assign({ input: '' }),
  },
  actors: {
    // Provided by the chat component (machines/actors/chatStream.ts): streams the reply to the conversation so far.
    stream: fromCallback<{ type: 'noop' }>(() => {
      throw new Error('chatMachine: provide a stream actor');
    }),
  },
}).createMachine({
  id: 'chat',
  context: { input: '' },
  initial: 'greeting',
  on: {
    'chat.input': { actions: assign({ input: ({ event }) => event.value }) },
  },
  states: {
    greeting: {
      after: { greetingDelay: 'ready' },
    },
    /** Waiting for the visitor; after a failed reply the question can also be retried. */
    ready: {
      initial: 'idle',
      on: {
        'chat.send': {
          guard: 'hasText',
          target: 'replying',
          actions: [
            { type: 'recordQuestion', params: ({ context }) => ({ content: context.input.trim() }) },
            'clearInput',
          ],
        },
      },
      states: {
        idle: {},
        failed: {
          on: { 'chat.retry': { target: '#chat.replying', actions: 'recordRetry' } },
        },
      },
    },
    replying: {
      // One request for the whole reply; leaving this state (done, error, stop) aborts it.
      invoke: { src: 'stream' },
      initial: 'sending',
      states: {
        // The stream reports stream.started before its first delta (machines/actors/chatStream.ts).
        sending: {
          on: { 'stream.started': 'streaming' },
        },
        streaming: {
          on: { 'stream.delta': { actions: { type: 'recordDelta', params: ({ event }) => event } } },
        },
      },
      on: {
        'stream.done': { target: 'ready.idle', actions: 'recordDone' },
        'stream.error': { target: 'ready.failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
        'chat.stop': { target: 'ready.idle', actions: 'recordStop' },
      },
    },
  },
});
