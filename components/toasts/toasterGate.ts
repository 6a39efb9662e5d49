// Whether the page has shown a notice yet. The Toaster, with the Redux store it reads, loads with the first one
// (pages/+Layout.tsx): most visits never see a notice, so neither ships with the page.
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

/** A notice is about to be shown: mount the Toaster (once per tab). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** False during the prerender and hydration; true from the first notice on. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
