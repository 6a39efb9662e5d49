// The splash shows once per tab session: sessionStorage remembers that this tab has had it.
export const splashStorageKey = 'lumivox.splash-seen';
export const splashElementId = 'splash';
/** The class on <html> that hides the prerendered overlay before the first paint. */
const splashOffClass = 'splash-off';

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

/** The attribute on <html> (a data-* one) where the head script writes when it let the overlay show:
 * `performance.now()` just before the first paint. */
const shownAtAttribute = 'splashShownAt';

/** The head script that runs before the first paint: the overlay is prerendered into every page, and this hides it
 * where the machine would not show it (this tab has had it, reduced motion, storage blocked), so it never flashes.
 * Where it shows, it notes the time, from which the splash's times count. It only reads the storage; the machine marks
 * the tab once it has hydrated. */
export const splashGuardScript =
  `var d=document.documentElement;try{if(sessionStorage.getItem(${JSON.stringify(splashStorageKey)})==='1'||matchMedia('(prefers-reduced-motion: reduce)').matches)throw 0;` +
  `d.dataset.${shownAtAttribute}=performance.now()}` +
  `catch(e){d.classList.add(${JSON.stringify(splashOffClass)})}`;

/** How long the overlay has been on screen, in ms: since the head script let it show (0 where it noted nothing). */
export function splashShownFor(): number {
  const shownAt = Number(document.documentElement.dataset[shownAtAttribute]);
  return Number.isFinite(shownAt) ? Math.max(0, performance.now() - shownAt) : 0;
}

/** What hides the overlay: the class above, or no JavaScript at all (the machine would never end it). */
export const splashOffCss = `.${splashOffClass} #${splashElementId}{display:none}`;
