// The chat machine wired to the Redux store: every question, streamed piece, stop, retry and failure the machine
// records lands in the chat slice, and the stream sends the transcript the slice holds.
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { notices } from '../../content/notices';
import { createChatStreamActor } from '../../machines/actors/chatStream';
import { chatMachine } from '../../machines/chatMachine';
import { inspect } from '../../machines/inspect';
import {
  replyDelta,
  replyFailed,
  replyRetried,
  replyCompleted,
  replyStopped,
  userMessageSent,
} from '../../store/chatSlice';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { useNotify } from '../toasts/notify';

export function useChatBridge() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const store = useAppStore();
  const machine = useMemo(
    () =>
      chatMachine.provide({
        actions: {
          recordQuestion: (_, { content }) => dispatch(userMessageSent(content)),
          recordRetry: () => dispatch(replyRetried()),
          recordDelta: (_, { text }) => dispatch(replyDelta(text)),
          recordStop: () => dispatch(replyStopped()),
          recordDone: () => dispatch(replyCompleted()),
          recordFailure: (_, { message }) => {
            console.error('chat-support failed:', message);
            dispatch(replyFailed());
            notify({ kind: 'error', ...notices.chatFailure });
          },
        },
        actors: {
          stream: createChatStreamActor(() =>
            store
              .getState()
              .chat.messages.filter((m) => m.content !== '')
              .map(({ role, content }) => ({ role, content })),
          ),
        },
      }),
    [dispatch, notify, store],
  );
  return useMachine(machine, { inspect });
}
