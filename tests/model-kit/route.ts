// vike-react's page context for jsdom tests, with a route the test moves: mock the module with this one,
//   vi.mock('vike-react/usePageContext', () => import('../model-kit/route'));
// then set the route with `routeTo` (it re-renders every component reading the page context).
import { useSyncExternalStore } from 'react';

export const route = { pathname: '/' };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

export function usePageContext() {
  const urlPathname = useSyncExternalStore(subscribe, () => route.pathname);
  return { urlPathname, urlParsed: { hashOriginal: null }, isClientSide: true };
}

/** The route changes (a navigation, the Back button): components reading the page context see it. */
export function routeTo(pathname: string) {
  route.pathname = pathname;
  listeners.forEach((listener) => listener());
}
