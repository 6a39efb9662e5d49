// Top navigation (spec §2, §4, §9): the mobile menu dialog (label, focus, scroll lock, the three ways it closes)
// and the Contact link's smooth scroll to the top 100 ms after the click.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../components/layout/Header';
import { mainNav } from '../../content/site';
import { menuMachine } from '../../machines/menuMachine';
import { installBrowserFakes } from '../model/browser';
import { createTimedModel } from '../model/timedModel';

const pageContext = { urlPathname: '/', urlParsed: { hashOriginal: null } };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

const timed = createTimedModel(menuMachine, {
  delays: { scrollDelay: 100 }, // spec §9
  events: [
    { type: 'menu.close', via: 'escape' },
    { type: 'menu.close', via: 'outside' },
    { type: 'menu.close', via: 'route' },
  ],
});

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  installBrowserFakes();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  pageContext.urlPathname = '/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.queryByRole('dialog');

describe('menu machine against Header', () => {
  for (const path of timed.paths) {
    it(path.description, async () => {
      const { rerender } = render(<Header />);
      // jsdom cannot navigate; the links are followed by the router in the browser.
      document.addEventListener('click', (event) => event.preventDefault());
      await timed.run(path, {
        events: {
          'menu.toggle': async () => {
            const opening = !dialog();
            fireEvent.click(
              opening
                ? screen.getByRole('button', { name: 'Open navigation menu' })
                : within(dialog()!).getByRole('button', { name: 'Close navigation menu' }),
            );
            // The dialog's code is loaded on first open (React.lazy): let it arrive and render.
            if (opening)
              await act(async () => {
                await import('../../components/layout/MobileMenu');
              });
          },
          'menu.close': (event) => {
            const via = 'via' in event ? event.via : '';
            if (via === 'escape') fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
            else if (via === 'outside') {
              const backdrop = screen.getByTestId('menu-backdrop');
              fireEvent.pointerDown(backdrop);
              fireEvent.mouseDown(backdrop);
              fireEvent.pointerUp(backdrop);
              fireEvent.mouseUp(backdrop);
              fireEvent.click(backdrop);
            } else {
              pageContext.urlPathname = pageContext.urlPathname === '/' ? '/about' : '/';
              rerender(<Header />);
            }
          },
          'menu.contact': () =>
            fireEvent.click(
              (dialog() ? within(dialog()!) : within(screen.getByRole('navigation', { name: 'Main' }))).getByRole(
                'link',
                { name: 'Contact' },
              ),
            ),
        },
        assert: (snapshot, trace) => {
          const open = snapshot.matches({ panel: 'open' });
          const html = document.documentElement;
          if (open) {
            const menu = dialog()!;
            expect(menu).not.toBeNull();
            expect(within(menu).getByRole('button', { name: 'Close navigation menu' })).toBeInTheDocument();
            const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
            expect(links.map((a) => a.textContent)).toEqual(mainNav.map((l) => l.label));
            // Focus moves into the menu, on its first link; the page behind cannot scroll.
            expect(menu.contains(document.activeElement)).toBe(true);
            if (trace.at(-1)?.type === 'menu.toggle') expect(document.activeElement).toBe(links[0]);
            expect(html.style.overflow).toBe('hidden');
          } else {
            expect(dialog()).toBeNull();
            const button = screen.getByRole('button', { name: 'Open navigation menu' });
            expect(button).toHaveAttribute('aria-expanded', 'false');
            expect(html.style.overflow).not.toBe('hidden');
          }
          // spec §9: each Contact click scrolls smoothly to the top once, 100 ms later.
          const waited = trace.filter((e) => e.type === 'WAIT.100').length;
          expect(scrollTo).toHaveBeenCalledTimes(waited);
          if (waited) expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
          const lastScrollEvent = trace.filter((e) => e.type === 'menu.contact' || e.type === 'WAIT.100').at(-1);
          expect(snapshot.matches({ scroll: 'pending' })).toBe(lastScrollEvent?.type === 'menu.contact');
        },
      });
    });
  }
  timed.expectFullCoverage();
});
