import { Dialog, DialogPanel } from '@headlessui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { mainNav } from '../../content/site';
import { menuMachine } from '../../machines/menuMachine';
import { Wordmark } from './Logo';
import { isNavActive } from './navLinks';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  );
}

function NavItems({ pathname, mobile = false }: { pathname: string; mobile?: boolean }) {
  return mainNav.map((link, i) => {
    const active = isNavActive(link.href, pathname);
    const base = mobile
      ? 'block rounded-lg px-3 py-3 text-lg font-medium'
      : 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
    const tone = active ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700 hover:bg-brand-50';
    return (
      <a
        key={link.href}
        href={link.href}
        className={`${base} ${tone}`}
        aria-current={active ? 'page' : undefined}
        data-autofocus={mobile && i === 0 ? true : undefined}
        onClick={
          link.href === '/contact'
            ? // spec §2: Contact also scrolls smoothly to the top after about 100 ms
              () => window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100)
            : undefined
        }
      >
        {link.label}
      </a>
    );
  });
}

export function Header() {
  const { urlPathname } = usePageContext();
  const [state, send] = useMachine(menuMachine);
  const open = state.matches('open');

  useEffect(() => {
    send({ type: 'menu.close' });
  }, [urlPathname, send]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <a href="/" className="rounded-md" aria-label="Lumivox home">
          <Wordmark />
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavItems pathname={urlPathname} />
        </nav>
        <div className="flex items-center gap-2">
          <a
            href="/get-started"
            className="bg-brand-gradient hidden rounded-full px-5 py-2 text-sm font-semibold text-white shadow-sm hover:opacity-95 sm:inline-block"
          >
            Get Started
          </a>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 md:hidden"
            aria-label="Open navigation menu"
            aria-expanded={open}
            onClick={() => send({ type: 'menu.toggle' })}
          >
            <MenuIcon open={false} />
          </button>
        </div>
      </div>
      <Dialog open={open} onClose={() => send({ type: 'menu.close' })} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-ink/40" aria-hidden="true" data-testid="menu-backdrop" />
        <DialogPanel className="fixed inset-x-0 top-0 rounded-b-2xl bg-white px-4 pb-6 shadow-xl sm:px-6">
          <div className="flex h-16 items-center justify-between">
            <Wordmark />
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50"
              aria-label="Close navigation menu"
              aria-expanded={open}
              onClick={() => send({ type: 'menu.toggle' })}
            >
              <MenuIcon open />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <NavItems pathname={urlPathname} mobile />
          </nav>
          <a
            href="/get-started"
            className="bg-brand-gradient mt-4 block rounded-full px-5 py-3 text-center font-semibold text-white"
          >
            Get Started
          </a>
        </DialogPanel>
      </Dialog>
    </header>
  );
}
