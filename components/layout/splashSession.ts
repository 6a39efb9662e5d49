// The splash shows once per tab session: sessionStorage remembers that this tab has had it.
export const splashStorageKey = 'lumivox.splash-seen';
export const splashElementId = 'splash';
/** The class on <html> that hides the prerendered overlay before the first paint. */
const splashOffClass = 'splash-off';
/** The display face's family (content/brand.ts `fonts.display`, written out: importing the brand would put its fallback
 * metrics in every page’s JavaScript; tests/e2e/splash.spec.ts fails when the two differ). */
const displayFace = 'Bricolage Grotesque Variable';
/** The class on <html> once the display face is there (or 1.5 s have passed): the splash's wordmark shows. */
const splashFaceClass = 'splash-face';
/** When the head script hides the overlay itself, should the page's scripts never take it over (blocked, failed, a
 * network that drops them): after the spec's 4 s and the fade with time to spare, so it never cuts one short. The
 * buyer's review r30 saw a logo on white for more than 30 s when the scripts failed to load. */
const splashFallbackMs = 6000;
/** The splash's wordmark (its class): drawn only in the display face, never in its fallback (buyer's review r19a: the
 * first thing a buyer saw was the logo in Arial, then swapping). */
export const splashNameClass = 'splash-name';

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
 * Where it shows, it notes the time, from which the splash's times count, and asks for the display face's heavy weight
 * (the stylesheet before it has declared it), showing the wordmark once it is there, or after 1.5 s without it; and
 * hides the overlay itself after `splashFallbackMs`, should no script ever take it over. It
 * only reads the storage; the machine marks the tab once it has hydrated. Quoted by hand, not with JSON.stringify (the names are plain words): a call the
 * bundler cannot prove pure would stay in every page's JavaScript, where this string is not used. */
export const splashGuardScript =
  `var d=document.documentElement;try{if(sessionStorage.getItem('${splashStorageKey}')==='1'||matchMedia('(prefers-reduced-motion: reduce)').matches)throw 0;` +
  `d.dataset.splashShownAt=performance.now();setTimeout(function(){d.classList.add('${splashOffClass}')},${splashFallbackMs});` +
  `var f=function(){d.classList.add('${splashFaceClass}')};` +
  `setTimeout(f,1500);var o=document.fonts;o?o.load('800 1em "${displayFace}"').then(f,f):f()}` +
  `catch(e){d.classList.add('${splashOffClass}')}`;

/** When the head script above let the overlay show (performance.now(); NaN where it did not). */
export const splashShownAt = () => Number(document.documentElement.dataset.splashShownAt);

/** What hides the overlay: the class above, or no JavaScript at all (the machine would never end it); and the wordmark
 * until its face is there. */
export const splashOffCss =
  `.${splashOffClass} #${splashElementId}{display:none}` +
  `#${splashElementId} .${splashNameClass}{visibility:hidden}.${splashFaceClass} #${splashElementId} .${splashNameClass}{visibility:visible}`;
