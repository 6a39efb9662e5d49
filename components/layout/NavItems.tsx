// The main navigation links (spec §2 Top navigation), shared by the desktop bar and the mobile menu.
import { mainNav } from '../../content/site';
import { isNavActive } from './navLinks';

export function NavItems({
  pathname,
  mobile = false,
  onContact,
}: {
  pathname: string;
  mobile?: boolean;
  onContact: () => void;
}) {
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
        // spec §2: Contact also scrolls smoothly to the top, after the machine's scrollDelay
        onClick={link.href === '/contact' ? onContact : undefined}
      >
        {link.label}
      </a>
    );
  });
}
