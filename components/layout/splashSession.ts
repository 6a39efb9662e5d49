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

/** The head script that runs before the first paint: the overlay is prerendered into every page, and this hides it
 * where the machine would not show it (this tab has had it, reduced motion, storage blocked), so it never flashes.
 * Where it shows, it notes the time, from which the splash's times count. It only reads the storage; the machine marks
 * the tab once it has hydrated. Quoted by hand, not with JSON.stringify (the names are plain words): a call the
 * bundler cannot prove pure would stay in every page's JavaScript, where this string is not used. */
export const splashGuardScript =
  `var d=document.documentElement;try{if(sessionStorage.getItem('${splashStorageKey}')==='1'||matchMedia('(prefers-reduced-motion: reduce)').matches)throw 0;` +
  `d.dataset.splashShownAt=performance.now()}` +
  `catch(e){d.classList.add('${splashOffClass}')}`;

/** When the head script above let the overlay show (performance.now(); NaN where it did not). */
export const splashShownAt = () => Number(document.documentElement.dataset.splashShownAt);

/** What hides the overlay: the class above, or no JavaScript at all (the machine would never end it). */
export const splashOffCss = `.${splashOffClass} #${splashElementId}{display:none}`;
