// The splash shows once per tab session: sessionStorage remembers that this tab has had it.
export const splashStorageKey = 'lumivox.splash-seen';

/** Whether this tab session has already had the splash; marks it as had from now on. */
export function readAndMarkSeen(): boolean {
  try {
    const seen = window.sessionStorage.getItem(splashStorageKey) === '1';
    window.sessionStorage.setItem(splashStorageKey, '1');
    return seen;
  } catch {
    // Storage blocked: better never than on every page.
    return true;
  }
}
