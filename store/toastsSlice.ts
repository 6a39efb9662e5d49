// Every notification the site shows is dispatched here; the slice is the record of what is (and was) shown.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'loading' | 'success' | 'info' | 'warning' | 'error';

export interface ToastRecord {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
  createdAt: number;
  dismissed: boolean;
}

/** Older dismissed records beyond this are dropped so a long visit does not grow the store without bound. */
const KEEP = 20;

interface ToastsState {
  items: ToastRecord[];
}

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastRecord>) {
        state.items.push(action.payload);
        // Past KEEP records, the oldest dismissed ones go (a shown toast is never dropped).
        const excess = state.items.length - KEEP;
        let dropped = 0;
        state.items = state.items.filter((t) => !(t.dismissed && dropped < excess && ++dropped));
      },
      prepare(toast: { kind: ToastKind; title: string; description?: string; id?: string }) {
        return {
          payload: {
            id: toast.id ?? nanoid(),
            kind: toast.kind,
            title: toast.title,
            description: toast.description,
            createdAt: Date.now(),
            dismissed: false,
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      const toast = state.items.find((t) => t.id === action.payload);
      if (toast) toast.dismissed = true;
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
    selectActiveToasts: (state) => state.items.filter((t) => !t.dismissed),
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts, selectActiveToasts } = toastsSlice.selectors;
