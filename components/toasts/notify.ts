// How a component shows a notice (a lead form's result, a chat failure): through the Redux store of the nearest
// StoreProvider, or, where there is none, through the tab's store, loaded with the first notice.
import { createContext, useContext } from 'react';
import type { ToastKind } from '../../store/toastsSlice';
import { requestToaster } from './toasterGate';

export interface Notice {
  kind: ToastKind;
  title: string;
  description?: string;
}

export type Notify = (notice: Notice) => void;

/** The tab's store and the Toaster load with the first notice. */
const notifyLazily: Notify = (notice) => {
  requestToaster();
  void import('../../store/appStore').then(({ showToast }) => showToast(notice));
};

export const NotifyContext = createContext<Notify>(notifyLazily);

export const useNotify = (): Notify => useContext(NotifyContext);
