// The mobile menu dialog (spec §2: modal, focus on the first link, Tab cycles, closes on Escape and outside press).
// Loaded on first open, so Headless UI stays out of every page's first-load JavaScript. Its close button stands
// where the header's menu button is, which hides while the dialog is open: one button, labelled by state.
import { Dialog, DialogPanel } from '@headlessui/react';
import { followLink, isPlainClick } from './followLink';
import { Wordmark } from './Logo';
import { MenuIcon } from './MenuIcon';
import { NavItems } from './NavItems';

// spec §2: focus moves to the first link. On touch screens (pointer: coarse) Headless UI focuses the dialog
// element instead; screen-reader users there need the first link just the same, so that first focus is passed on.
function focusFirstLinkOnTouch(dialog: HTMLDivElement | null) {
  dialog?.addEventListener(
    'focusin',
    (event) => {
      if (event.target === dialog) dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    },
    { once: true },
  );
}

export default function MobileMenu({
  open,
  pathname,
  onClose,
  onToggle,
  onContact,
  onFollow,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
  onToggle: () => void;
  onContact: () => void;
  /** A link is followed: the menu closes (focus is not handed back, a new page is coming). */
  onFollow: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} ref={focusFirstLinkOnTouch} className="relative z-50 md:hidden">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" data-testid="menu-backdrop" />
      <DialogPanel className="fixed inset-x-0 top-0 rounded-b-2xl bg-white px-4 pb-6 shadow-xl sm:px-6">
        <div className="flex h-16 items-center justify-between">
          <Wordmark />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50"
            aria-label="Close navigation menu"
            aria-expanded={open}
            onClick={onToggle}
          >
            <MenuIcon open />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <NavItems pathname={pathname} mobile onContact={onContact} onFollow={onFollow} />
        </nav>
        <a
          href="/get-started"
          data-vike="false"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            onFollow();
            followLink(event);
          }}
          className="bg-brand-gradient mt-4 block rounded-full px-5 py-3 text-center font-semibold text-white"
        >
          Get Started
        </a>
      </DialogPanel>
    </Dialog>
  );
}
