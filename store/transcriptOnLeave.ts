// spec §7: on leaving the chat, the transcript goes once if more than one message exists and an e-mail was captured.
// A listener the chat card adds while it is mounted, so its network code ships with the chat, not with every page.
import { addListener } from '@reduxjs/toolkit';
import { sendTranscript, type TranscriptPayload } from '../machines/actors/transcript';
import { chatLeft, selectTranscriptDue, transcriptSent } from './chatSlice';
import type { AppDispatch, RootState } from './store';

/** An action adding the listener; dispatching it returns the function that removes it. */
export function transcriptOnLeave(send: (payload: TranscriptPayload) => void = sendTranscript) {
  return addListener.withTypes<RootState, AppDispatch>()({
    actionCreator: chatLeft,
    effect: (_action, api) => {
      if (!selectTranscriptDue(api.getState())) return;
      const { sessionId, userEmail, messages } = api.getState().chat;
      send({
        sessionId,
        userEmail: userEmail!,
        messages: messages.filter((m) => m.content !== '').map(({ role, content }) => ({ role, content })),
      });
      api.dispatch(transcriptSent());
    },
  });
}
