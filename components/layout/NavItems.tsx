// The main navigation links (spec §2 Top navigation), shared by the desktop bar and the mobile menu.
import type { MouseEvent } from 'react';
import { mainNav } from '../../content/site';
import { followLink, isPlainClick } from './followLink';
import { isNavActive } from './navLinks';

export function NavItems({
  pathname,
  mobile = false,
  onContact,
  onFollow,
}: {
  pathname: string;
  mobile?: boolean;
  onContact: () => void;
  /** Called before a link is followed (the mobile menu closes). */
  onFollow?: () => void;
}) {
  return mainNav.map((link, i) => {
    const active = isNavActive(link.href, pathname);
    const contact = link.href === '/contact';
    const baseClassName = mobile
      ? 'block rounded-lg px-3 py-3 text-lg font-medium'
      : 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
    const toneClassName = active
      ? 'text-brand-700 bg-brand-50'
      : 'text-slate-700 hover:text-brand-700 hover:bg-brand-50';
    // Desktop links are vike's; Contact and the mobile menu's are followed here (see followLink).
    const ours = mobile || contact;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      onFollow?.();
      // spec §2: Contact also scrolls smoothly to the top, after the machine's scrollDelay
      if (contact) onContact();
      followLink(event, { keepScroll: contact });
    };
    return (
      <a
        key={link.href}
        href={link.href}
        className={`${baseClassName} ${toneClassName}`}
        aria-current={active ? 'page' : undefined}
        data-autofocus={mobile && i === 0 ? true : undefined}
        data-vike={ours ? 'false' : undefined}
        onClick={ours ? onClick : undefined}
      >
        {link.label}
      </a>
    );
  });
}
