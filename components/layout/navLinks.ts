// Which nav link is current: Services owns its whole subtree, the others match exactly (spec §2).
export function isNavActive(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/services') return path === '/services' || path.startsWith('/services/');
  return path === href;
}
