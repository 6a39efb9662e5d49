// The support chat transcript: messages, the visitor's e-mail once they type one, and whether it was sent.
import { createAction, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage as WireMessage } from '../supabase/functions/_shared/contract/api';
import { findEmail } from '../supabase/functions/_shared/contract/find-email';

export const CHAT_GREETING = 'Hello! What can I assist you with?';

/** A message of the transcript: the wire message with its id in the list. */
interface ChatMessage extends WireMessage {
  id: string;
  /** Set on a user message whose reply failed, so the visitor can retry it. */
  failed?: boolean;
}

export interface ChatState {
  /** One id per transcript: the idempotency key of send-chat-transcript. */
  sessionId: string;
  messages: ChatMessage[];
  userEmail: string | null;
  transcriptSent: boolean;
}

function initialChatState(): ChatState {
  return {
    sessionId: nanoid(),
    messages: [{ id: 'greeting', role: 'assistant', content: CHAT_GREETING }],
    userEmail: null,
    transcriptSent: false,
  };
}

/** A reply with no text yet (the placeholder) is the only empty message: a question is never blank, the greeting never
 * empty. */
function dropEmptyReply(state: ChatState) {
  if (state.messages.at(-1)?.content === '') state.messages.pop();
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** The tab's saved transcript, restored after hydration so the prerendered HTML still matches. */
    chatRestored: (_state, action: PayloadAction<ChatState>) => action.payload,
    userMessageSent: {
      reducer(state, action: PayloadAction<{ userId: string; replyId: string; content: string }>) {
        const { userId, replyId, content } = action.payload;
        for (const m of state.messages) delete m.failed;
        state.messages.push({ id: userId, role: 'user', content });
        state.messages.push({ id: replyId, role: 'assistant', content: '' });
        // spec §5: the first e-mail-looking text in a user message is remembered.
        state.userEmail ??= findEmail(content) ?? null;
        if (state.transcriptSent) {
          // The conversation goes on after a transcript was sent: what follows is a new transcript.
          state.transcriptSent = false;
          state.sessionId = nanoid();
        }
      },
      prepare(content: string) {
        return { payload: { userId: nanoid(), replyId: nanoid(), content } };
      },
    },
    replyRetried: {
      reducer(state, action: PayloadAction<{ replyId: string }>) {
        for (const m of state.messages) delete m.failed;
        state.messages.push({ id: action.payload.replyId, role: 'assistant', content: '' });
      },
      prepare() {
        return { payload: { replyId: nanoid() } };
      },
    },
    replyDelta(state, action: PayloadAction<string>) {
      const last = state.messages[state.messages.length - 1];
      if (last?.role === 'assistant') last.content += action.payload;
    },
    /** The reply failed: its placeholder goes (with any half-streamed text, which is not an answer) and the
     * question is marked for a retry (spec §4, §8). */
    replyFailed(state) {
      const last = state.messages[state.messages.length - 1];
      if (last?.role === 'assistant' && last.id !== 'greeting') state.messages.pop();
      const question = state.messages[state.messages.length - 1];
      if (question?.role === 'user') question.failed = true;
    },
    /** Stopped by the visitor: a partial reply is kept, an empty one removed. */
    replyStopped: dropEmptyReply,
    /** The stream ended: an answer with no text at all leaves no empty bubble behind. */
    replyCompleted: dropEmptyReply,
    transcriptSent(state) {
      state.transcriptSent = true;
    },
  },
  selectors: {
    selectMessages: (state) => state.messages,
    selectUserEmail: (state) => state.userEmail,
    selectTranscriptDue: (state) => state.messages.length > 1 && state.userEmail !== null && !state.transcriptSent,
  },
});

/** The visitor left the chat (navigation, unmount or `pagehide`): the listener in transcriptOnLeave.ts sends a due
 * transcript. */
export const chatLeft = createAction('chat/left');

export const {
  chatRestored,
  userMessageSent,
  replyRetried,
  replyDelta,
  replyFailed,
  replyStopped,
  replyCompleted,
  transcriptSent,
} = chatSlice.actions;
export const { selectMessages, selectUserEmail, selectTranscriptDue } = chatSlice.selectors;
