// One Redux store per tab; the saved chat transcript is restored after hydration.
import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { chatRestored } from '../store/chatSlice';
import { loadChat, makeStore } from '../store/store';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore({ storage: browserStorage() }));
  useEffect(() => {
    const saved = loadChat(browserStorage());
    if (saved) store.dispatch(chatRestored(saved));
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
