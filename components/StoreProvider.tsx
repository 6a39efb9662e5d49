// The Redux store for the components that read it (the chat, the Toaster): the tab's store, or the one given (tests).
// Notices shown beneath go to that store and bring up the Toaster.
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { appStore, restoreSavedChat } from '../store/appStore';
import type { AppStore } from '../store/store';
import { toastShown } from '../store/toastsSlice';
import { NotifyContext, type Notice } from './toasts/notify';
import { requestToaster } from './toasts/toasterGate';

export function StoreProvider({ store: given, children }: { store?: AppStore; children: ReactNode }) {
  const [store] = useState(() => given ?? appStore());
  useEffect(() => restoreSavedChat(store), [store]);
  const notify = useCallback(
    (notice: Notice) => {
      requestToaster();
      store.dispatch(toastShown(notice));
    },
    [store],
  );
  return (
    <Provider store={store}>
      <NotifyContext value={notify}>{children}</NotifyContext>
    </Provider>
  );
}
