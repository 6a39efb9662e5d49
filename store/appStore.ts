// The tab's one Redux store (toasts and the chat transcript), created by the first notice or chat that needs it
// rather than with every page: most visits never use it.
import { chatRestored } from './chatSlice';
import { loadChat, makeStore, type AppStore } from './store';
import { toastShown } from './toastsSlice';

function browserStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

let tabStore: AppStore | undefined;
let restored = false;

/** The tab's store; during the prerender a fresh one per page (nothing is shared between pages there). */
export function appStore(): AppStore {
  if (typeof window === 'undefined') return makeStore();
  return (tabStore ??= makeStore({ storage: browserStorage() }));
}

/** The tab's saved transcript, restored once, after hydration, so the prerendered HTML still matches. */
export function restoreSavedChat(store: AppStore): void {
  if (restored || store !== tabStore) return;
  restored = true;
  const saved = loadChat(browserStorage());
  if (saved) store.dispatch(chatRestored(saved));
}

export function showToast(notice: Parameters<typeof toastShown>[0]): void {
  appStore().dispatch(toastShown(notice));
}
