// The header's links as a visitor uses them, beside the menu spec model (menu.test.tsx): which clicks the page
// follows itself (a plain left click) and which stay the browser's (new tab, new window, download, a click another
// handler already took), what navigation is asked of the router, where focus goes, and the menu closing when the
// route changes by any means (the Back button too).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../components/layout/Header';
import { site } from '../../content/site';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { route, routeTo } from '../model-kit/route';
import { GET_STARTED, SCROLL_DELAY_MS, navLinks, type LinkLabel } from './menu.model';

// The route (vike-react's page context) and vike's client router. navigate() only records what was asked: the
// next page never arrives, so what happens on the click itself is what the visitor sees until it does.
vi.mock('vike-react/usePageContext', () => import('../model-kit/route'));
const navigate = vi.hoisted(() => vi.fn(() => new Promise<void>(() => {})));
vi.mock('vike/client/router', () => ({ navigate }));

/** The route changes without a click in the menu (the Back button, a link elsewhere on the page). */
const routeAway = (pathname: string) => act(() => routeTo(pathname));

const browser = fakeBrowserForEachTest();
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  route.pathname = '/';
  window.history.replaceState(null, '', '/');
  navigate.mockClear();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

const menuButton = () => screen.getByRole('button', { name: 'Open navigation menu', hidden: true });
const dialog = () => screen.queryByRole('dialog');
async function openMenu() {
  fireEvent.click(menuButton());
  // The dialog's code is loaded on first open (React.lazy): let it arrive and render.
  await act(async () => {
    await import('../../components/layout/MobileMenu');
  });
  // React retries the suspended menu once its lazy import has resolved, in a task of its own (faked here): run the
  // tasks due now until the dialog is there.
  for (let i = 0; i < 20 && !dialog(); i++) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(dialog(), 'the menu opened').not.toBeNull();
  return dialog()!;
}
const menuLink = (label: LinkLabel) => within(dialog()!).getByRole('link', { name: label });
const barContact = () =>
  within(screen.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('link', {
    name: 'Contact',
    hidden: true,
  });

/** Clicks as the browser dispatches them; returns whether the browser may still do its default. The default is
 * then withheld, as jsdom cannot load another document: by a listener that runs after React's, on the element React
 * listens on (the menu's portal root: its panel stops the click's propagation there) or the document. */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  let browsersOwn: boolean | undefined;
  const after = (event: Event) => {
    browsersOwn = !event.defaultPrevented;
    event.preventDefault();
  };
  const reactRoot = link.closest('#headlessui-portal-root') ?? document;
  reactRoot.addEventListener('click', after);
  fireEvent.click(link, { button: 0, ...init });
  reactRoot.removeEventListener('click', after);
  expect(browsersOwn, 'the click went past React').toBeDefined();
  return browsersOwn;
}

// Each asks the browser for something of its own: a new tab, a new window, a download, the context menu.
const browserClicks: [string, MouseEventInit][] = [
  ['Ctrl', { ctrlKey: true }],
  ['Cmd', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['Alt', { altKey: true }],
  ['middle-button', { button: 1 }],
];

describe('links: which clicks the page follows itself', () => {
  for (const [name, init] of browserClicks) {
    it(`a ${name} click on Contact in the top bar stays the browser's`, () => {
      render(<Header />);
      expect(click(barContact(), init), 'the browser does its default').toBe(true);
      act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
      expect(navigate).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it(`a ${name} click on a link or Get Started in the menu stays the browser's, the menu stays open`, async () => {
      render(<Header />);
      await openMenu();
      for (const label of ['About', 'Contact', GET_STARTED[0]] as const) {
        expect(click(menuLink(label), init), `${label}: the browser does its default`).toBe(true);
        expect(dialog(), `${label}: the menu is still open`).not.toBeNull();
      }
      act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
      expect(navigate).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  }

  it('a click another handler already took (default prevented) is left alone', async () => {
    render(<Header />);
    const takeOver = (event: Event) => event.preventDefault();
    const link = barContact();
    link.addEventListener('click', takeOver);
    click(link);
    await openMenu();
    for (const label of ['About', 'Contact', GET_STARTED[0]] as const) {
      menuLink(label).addEventListener('click', takeOver);
      click(menuLink(label));
      expect(dialog(), `${label}: the menu is still open`).not.toBeNull();
    }
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(navigate).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a plain click on a menu link goes to its page without a page load, scrolled to the top as usual', async () => {
    for (const [label, href] of navLinks.filter(([label]) => label !== 'Contact')) {
      const page = render(<Header />);
      await openMenu();
      expect(click(menuLink(label)), `${label}: no page load`).toBe(false);
      expect(navigate).toHaveBeenCalledExactlyOnceWith(href, undefined);
      // The menu closes at once, before the next page arrives (the route has not changed yet).
      expect(dialog(), `${label}: the menu closed`).toBeNull();
      expect(document.activeElement, 'focus is not handed back to the menu button').not.toBe(menuButton());
      page.unmount();
      navigate.mockClear();
    }
  });

  it('Get Started in the menu: its page without a page load, the menu closed at once', async () => {
    render(<Header />);
    await openMenu();
    expect(click(menuLink(GET_STARTED[0])), 'no page load').toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(GET_STARTED[1], undefined);
    expect(dialog()).toBeNull();
  });

  it('Contact keeps the scroll position while its page arrives (the page then scrolls smoothly to the top)', async () => {
    const keep = { keepScrollPosition: true, pageContext: { keepScroll: true } };
    render(<Header />);
    expect(click(barContact()), 'no page load').toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contact', keep);
    navigate.mockClear();
    await openMenu();
    expect(click(menuLink('Contact')), 'no page load').toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contact', keep);
    expect(dialog()).toBeNull();
  });

  it('Contact while already on /contact: no navigation, only the scroll to the top', async () => {
    route.pathname = '/contact';
    window.history.pushState(null, '', '/contact');
    render(<Header />);
    expect(click(barContact()), 'no page load').toBe(false);
    await openMenu();
    expect(click(menuLink('Contact')), 'no page load').toBe(false);
    expect(dialog()).toBeNull();
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(navigate).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('links: the menu and focus', () => {
  it('the home link is named for screen readers', () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });

  it('loading the page leaves focus where it was (not on the menu button)', () => {
    render(<Header />);
    expect(document.activeElement).toBe(document.body);
  });

  it('the menu closes when the route changes some other way (the Back button)', async () => {
    render(<Header />);
    await openMenu();
    routeAway('/about');
    expect(dialog()).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // And again on the next page.
    await openMenu();
    routeAway('/');
    expect(dialog()).toBeNull();
  });

  it('focus goes back to the menu button once per close by the visitor, not after a later link is followed', async () => {
    render(<Header />);
    await openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    // The visitor moves on, then comes back to the menu and follows a link.
    act(() => menuButton().blur());
    await openMenu();
    click(menuLink('About'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).not.toBe(menuButton());
  });

  it('on a touch screen, opening the menu puts focus on its first link all the same', async () => {
    browser.setTouchScreen();
    render(<Header />);
    const menu = await openMenu();
    expect(document.activeElement).toBe(menuLink('About'));
    // Only that first focus is passed on: the visitor moves on to another link, then taps the panel's background,
    // which focuses the dialog itself; focus stays where the visitor put it.
    act(() => menuLink('Services').focus());
    expect(document.activeElement).toBe(menuLink('Services'));
    act(() => menu.focus());
    expect(document.activeElement).toBe(menu);
  });
});
