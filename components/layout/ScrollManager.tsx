// spec §2: on each navigation scroll to the top, or smoothly to the element named by the URL hash; not after a
// navigation that keeps the scroll position (Contact: the header scrolls smoothly to the top 100 ms after the click).
// Not on hydration either: the browser has placed the first page itself (at the top, at its hash, or where a reload
// left it), and a visitor may have scrolled while the scripts loaded.
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { prefersReducedMotion } from '../hooks/useViewGate';

export function ScrollManager() {
  const { urlPathname, urlParsed, isClientSide, isHydration, keepScroll } = usePageContext();
  // A URL's hash never reaches the server (vike warns when it is read there); this component renders nothing anyway.
  const hash = isClientSide ? (urlParsed.hashOriginal ?? '') : '';
  useEffect(() => {
    if (keepScroll || isHydration) return;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    const smooth = !prefersReducedMotion();
    if (target) target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    else if (!id || id === 'top') window.scrollTo({ top: 0, behavior: id === 'top' && smooth ? 'smooth' : 'auto' });
  }, [urlPathname, hash, keepScroll, isHydration]);
  return null;
}
