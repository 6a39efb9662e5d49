import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { machineLoader, useLazyMachine } from '../hooks/useLazyMachine';
import { prefersReducedMotion } from '../hooks/useViewGate';
import { Wordmark } from './Logo';
import { MenuIcon } from './MenuIcon';
import { NavItems } from './NavItems';
import { site } from '../../content/site';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

// The menu's machine (and xstate) loads when a visitor first reaches for the menu button or the bar: not with the page.
const headerMenu = machineLoader(() =>
  import('../../machines/menuMachine').then(({ menuMachine }) =>
    menuMachine.provide({
      actions: {
        scrollToTop: () =>
          window.scrollTo({
            top: 0,
            behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          }),
      },
    }),
  ),
);

export function Header() {
  const { urlPathname } = usePageContext();
  const { snapshot: state, send, post, preload, started } = useLazyMachine(headerMenu);
  const open = state?.matches({ panel: 'open' }) ?? false;
  const reach = () => {
    preload();
    void loadMobileMenu();
  };
  const onContact = () => send({ type: 'menu.contact' });
  // Closed by Escape, a press outside or its close button, the menu hands focus back to the button that opened it
  // (the dialog unmounts as it closes, which would otherwise leave focus on the document). Not on navigation.
  const menuButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const closeMenu = (type: 'menu.close' | 'menu.toggle') => {
    refocus.current = true;
    send({ type });
  };
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    menuButton.current?.focus();
  }, [open]);

  useEffect(() => {
    if (started()) post({ type: 'menu.close' });
  }, [urlPathname, post, started]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-3 min-[360px]:px-4 sm:px-6 lg:px-8">
        <a href="/" className="-my-2 rounded-md py-2" aria-label={`${site.name} home`}>
          <Wordmark />
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex" onPointerEnter={preload} onFocus={preload}>
          <NavItems pathname={urlPathname} onContact={onContact} />
        </nav>
        {/* Logo, Get Started and the menu button share a 320 px screen: tighter below 360 px. */}
        <div className="flex items-center gap-1 min-[360px]:gap-2">
          <a
            href="/get-started"
            className="bg-brand-gradient inline-block rounded-full px-3 py-3 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:opacity-95 min-[360px]:px-4 sm:px-5 md:py-2"
          >
            Get Started
          </a>
          {/* While the menu is open its dialog's close button takes this place (one 'Close navigation menu'). */}
          <button
            ref={menuButton}
            type="button"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 md:hidden ${open ? 'invisible' : ''}`}
            aria-label="Open navigation menu"
            aria-expanded={open}
            onClick={() => send({ type: 'menu.toggle' })}
            // Fetch the menu's code as soon as the visitor reaches for the button.
            onPointerEnter={reach}
            onPointerDown={reach}
            onFocus={reach}
          >
            <MenuIcon open={open} />
          </button>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            pathname={urlPathname}
            onClose={() => closeMenu('menu.close')}
            onToggle={() => closeMenu('menu.toggle')}
            onContact={onContact}
            onFollow={() => send({ type: 'menu.close' })}
          />
        </Suspense>
      )}
    </header>
  );
}
