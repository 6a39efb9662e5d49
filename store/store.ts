// The Redux store: global toasts and the chat transcript (kept in sessionStorage for the tab's lifetime).
import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import toast from 'react-hot-toast/headless';
import { chatLeft, chatSlice, type ChatState } from './chatSlice';
import { toastDismissed, toastShown, toastsSlice } from './toastsSlice';

const rootReducer = combineSlices(toastsSlice, chatSlice);
export type RootState = ReturnType<typeof rootReducer>;

export const CHAT_STORAGE_KEY = 'lumivox.chat';
/** A streaming reply changes the transcript on every token; the tab storage is written at most this often. */
export const CHAT_SAVE_INTERVAL_MS = 250;
/** spec §9 notification defaults. */
const TOAST_DURATION_MS = 4000;

/** The saved transcript of this tab, if any and well-formed. */
export function loadChat(storage: Storage | undefined): ChatState | undefined {
  try {
    const raw = storage?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as ChatState;
    if (!Array.isArray(saved.messages) || typeof saved.sessionId !== 'string') return undefined;
    // A reply cut off by a reload is not coming back: drop its empty placeholder (the only empty message there is).
    const messages = saved.messages.filter((m) => m.content !== '');
    return { ...saved, messages };
  } catch {
    return undefined;
  }
}

export function makeStore({
  preloadedState,
  storage,
}: { preloadedState?: Partial<RootState>; storage?: Storage } = {}) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
    devTools: import.meta.env.DEV,
  });
  const startListening = listener.startListening.withTypes<RootState, typeof store.dispatch>();

  // react-hot-toast keeps each toast's clock (duration, pauses, removal delay); the content comes from Redux and the
  // roles from the Toaster. Every kind dismisses itself (spec: "Notifications: loading, …, error; they auto-dismiss").
  startListening({
    actionCreator: toastShown,
    effect: ({ payload }) => void toast.custom(null, { id: payload.id, duration: TOAST_DURATION_MS }),
  });
  startListening({ actionCreator: toastDismissed, effect: ({ payload }) => toast.dismiss(payload) });

  // Throttled: the first change is written at once, later ones at most every CHAT_SAVE_INTERVAL_MS, the last one
  // always; leaving the chat writes what is pending.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSave = -Infinity;
  const saveChat = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    lastSave = Date.now();
    try {
      storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(store.getState().chat));
    } catch {
      // Storage full or disabled: the chat still works, it just won't survive a reload.
    }
  };
  if (storage) {
    startListening({
      matcher: isAnyOf(...Object.values(chatSlice.actions)),
      effect: () => {
        if (saveTimer !== undefined) return;
        const wait = lastSave + CHAT_SAVE_INTERVAL_MS - Date.now();
        if (wait <= 0) saveChat();
        else saveTimer = setTimeout(saveChat, wait);
      },
    });
  }

  // Leaving the chat writes what is pending (the transcript itself is sent by store/transcriptOnLeave.ts).
  startListening({
    actionCreator: chatLeft,
    effect: () => {
      if (saveTimer !== undefined) saveChat();
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
