// The Header (top bar, mobile menu, Contact scroll) against the menu spec model (menu.model.ts): generated paths
// and chosen longer ones, each checked in every state against what a visitor sees: the dialog, the one close
// button, aria-expanded, aria-current, where focus is, the page's scroll lock, the route and the scroll requests.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { Header } from '../../components/layout/Header';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { route, routeTo } from '../model-kit/route';
import { createTimedModel } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import {
  GET_STARTED,
  SCROLL_DELAY_MS,
  SECOND_CLICK_MS,
  menuSpecModel,
  menuStateKey,
  menuStopWhen,
  navLinks,
  type LinkLabel,
  type MenuSpecContext,
} from './menu.model';

// The router stands in for vike's: the page context (route) and client-side navigation, plus vike's link
// interception (a click on a link that reaches the document unhandled is routed; one that does not reach it
// would have reloaded the page, which jsdom cannot: the route then stays, and the path fails).
const router = vi.hoisted(() => ({ navigations: 0 }));
vi.mock('vike-react/usePageContext', () => import('../model-kit/route'));
vi.mock('vike/client/router', () => ({
  navigate: async (href: string) => {
    router.navigations += 1;
    routeTo(href);
  },
}));
function interceptLinks() {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || link.dataset.vike === 'false') return;
    event.preventDefault();
    void import('vike/client/router').then(({ navigate }) => navigate(link.getAttribute('href')!));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

const timed = createTimedModel(menuSpecModel, {
  delays: { scrollDelay: SCROLL_DELAY_MS, rest: SCROLL_DELAY_MS - SECOND_CLICK_MS },
  events: [
    { type: 'menu.close', via: 'button' },
    { type: 'menu.close', via: 'escape' },
    { type: 'menu.close', via: 'outside' },
    { type: 'nav.follow', label: 'About' },
    { type: 'nav.follow', label: 'Contact' },
    { type: 'nav.follow', label: GET_STARTED[0] },
    { type: 'clock', ms: SECOND_CLICK_MS },
  ],
  serializeState: menuStateKey,
  stopWhen: menuStopWhen,
  observe: () => `${document.body.innerHTML} scrolls: ${JSON.stringify(scrollTo.mock.calls)}`,
});

const open = { type: 'menu.open' };
const contact = { type: 'nav.follow', label: 'Contact' };
const clock = { type: 'clock', ms: SECOND_CLICK_MS };
const wait = (ms: number) => ({ type: `WAIT.${ms}` });
const chosen = [
  chosenPath(timed.machine, 'two Contact clicks 50 ms apart: one scroll, 100 ms after the second', [
    contact,
    clock,
    contact,
    wait(SCROLL_DELAY_MS),
  ]),
  chosenPath(timed.machine, 'Contact in the menu, 50 ms later Contact again from the reopened menu', [
    open,
    contact,
    clock,
    open,
    contact,
    wait(SCROLL_DELAY_MS),
    contact,
    wait(SCROLL_DELAY_MS),
  ]),
  chosenPath(timed.machine, 'reduced motion: Contact jumps to the top 100 ms later', [
    { type: 'motion.reduce' },
    open,
    contact,
    clock,
    wait(SCROLL_DELAY_MS - SECOND_CLICK_MS),
  ]),
  chosenPath(timed.machine, 'open, close, open again: focus back on the button, then on the first link', [
    open,
    { type: 'menu.close', via: 'outside' },
    open,
    { type: 'menu.close', via: 'button' },
    { type: 'nav.follow', label: 'About' },
    open,
    { type: 'nav.follow', label: 'About' },
  ]),
];

const browser = fakeBrowserForEachTest();
let scrollTo: ReturnType<typeof vi.fn>;

const dialog = () => screen.queryByRole('dialog');
const menuButton = () => screen.getByRole('button', { name: 'Open navigation menu', hidden: true });

describe('spec model: top navigation and mobile menu', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      route.pathname = '/';
      router.navigations = 0;
      const stopIntercepting = interceptLinks();
      render(<Header />);
      const loadMenu = () =>
        // The dialog's code is loaded on first open (React.lazy): let it arrive and render.
        act(async () => {
          await import('../../components/layout/MobileMenu');
        });
      try {
        await timed.run(path, {
          events: {
            'menu.open': async () => {
              fireEvent.click(menuButton());
              await loadMenu();
            },
            'menu.close': (event) => {
              const { via } = event as unknown as { via: string };
              if (via === 'button')
                fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close navigation menu' }));
              else if (via === 'escape') fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
              else {
                const backdrop = screen.getByTestId('menu-backdrop');
                fireEvent.pointerDown(backdrop);
                fireEvent.mouseDown(backdrop);
                fireEvent.pointerUp(backdrop);
                fireEvent.mouseUp(backdrop);
                fireEvent.click(backdrop);
              }
            },
            'nav.follow': async (event) => {
              const { label } = event as unknown as { label: LinkLabel };
              const where = dialog() ?? screen.getByRole('banner');
              const links = within(where).getAllByRole('link', { name: label });
              // In the top bar: the navigation's link (Get Started sits beside it).
              await act(async () => {
                fireEvent.click(links.at(-1)!);
              });
            },
            clock: (event) => {
              const { ms } = event as unknown as { ms: number };
              const before = scrollTo.mock.calls.length;
              act(() => vi.advanceTimersByTime(ms));
              expect(scrollTo.mock.calls.length, `no scroll within ${ms} ms of a click`).toBe(before);
            },
            'motion.reduce': () => browser.reduceMotion(),
          },
          assert: (snapshot: AnyMachineSnapshot) => {
            const c = snapshot.context as MenuSpecContext;
            const html = document.documentElement;
            // One control reads 'Close navigation menu', and only while the menu is open.
            const closeButtons = document.querySelectorAll('[aria-label="Close navigation menu"]');
            expect(route.pathname, 'the route, reached without a page load').toBe(c.route);
            if (snapshot.matches({ panel: 'open' })) {
              const menu = dialog()!;
              expect(menu).not.toBeNull();
              expect(closeButtons).toHaveLength(1);
              expect(menu.contains(closeButtons[0]!)).toBe(true);
              expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
              const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
              expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(navLinks.map((l) => [...l]));
              expect(within(menu).getByRole('link', { name: GET_STARTED[0] })).toHaveAttribute('href', GET_STARTED[1]);
              if (c.focus === 'first-link') expect(document.activeElement).toBe(links[0]);
              expect(html.style.overflow, 'page scroll locked').toBe('hidden');
              for (const link of links)
                expect(link.getAttribute('aria-current')).toBe(link.getAttribute('href') === c.route ? 'page' : null);
            } else {
              expect(dialog()).toBeNull();
              expect(closeButtons).toHaveLength(0);
              expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
              expect(html.style.overflow).not.toBe('hidden');
              if (c.focus === 'menu-button') expect(document.activeElement).toBe(menuButton());
            }
            // Behind the open dialog the bar is inert (hidden from the accessibility tree), still there.
            const bar = screen.getByRole('navigation', { name: 'Main', hidden: true });
            for (const link of within(bar).getAllByRole('link', { hidden: true }))
              expect(link.getAttribute('aria-current')).toBe(link.getAttribute('href') === c.route ? 'page' : null);
            // spec §2, §9: each Contact scroll once, 100 ms after the last click; smooth unless motion is reduced.
            expect(scrollTo.mock.calls.map(([options]) => options)).toEqual(
              c.scrolls.map((kind) => ({ top: 0, behavior: kind === 'smooth' ? 'smooth' : 'auto' })),
            );
          },
        });
      } finally {
        stopIntercepting();
      }
    });
  }
  timed.expectFullCoverage('menu (spec model)');
});
