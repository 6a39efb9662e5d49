// The chat's transcript by e-mail, seen from the card: leaving the chat is reported to the store (whose listener
// sends what is due), and the transcript's proof of work is solved as soon as a transcript is due.
import { useEffect } from 'react';
import { prepareTranscriptProof } from '../../machines/actors/transcript';
import { chatLeft, selectUserEmail } from '../../store/chatSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { transcriptOnLeave } from '../../store/transcriptOnLeave';

/** Leaving the chat (navigation away, unmount or `pagehide`) is an event; the listener added here sends what is due. */
export function useChatLeftOnLeave() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const removeListener = dispatch(transcriptOnLeave());
    const leave = () => dispatch(chatLeft());
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
      removeListener();
    };
  }, [dispatch]);
}

/** A transcript is due once the chat has an e-mail: its proof of work is solved from then on. */
export function useTranscriptProof() {
  const email = useAppSelector(selectUserEmail);
  useEffect(() => {
    if (email) prepareTranscriptProof();
  }, [email]);
}
