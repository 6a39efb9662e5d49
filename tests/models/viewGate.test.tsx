// What the view plumbing (useViewGate) means for a visitor where the spec models' usual browser does not apply: a
// page whose scripts arrive in a background tab, and a browser without matchMedia.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrmFlow } from '../../components/demos/Charts';
import { Header } from '../../components/layout/Header';
import { Splash } from '../../components/layout/Splash';
import { crmFlow } from '../../content/demos';
import { site } from '../../content/site';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { FIRST_MS, NEXT_MS } from './charts.model';
import { SCROLL_DELAY_MS } from './menu.model';
import { LOADING_MS } from './splash.model';

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', urlParsed: { hashOriginal: null }, isClientSide: true }),
}));
vi.mock('vike/client/router', () => ({ navigate: vi.fn(() => new Promise<void>(() => {})) }));

const browser = fakeBrowserForEachTest();

/** The CRM stages whose bar is drawn. */
const drawnStages = (root: HTMLElement) =>
  within(root)
    .getAllByRole('listitem')
    .filter((li) => li.querySelector<HTMLElement>('span span')!.style.width !== '0%').length;

describe('view plumbing: what a visitor sees', () => {
  it('a chart on screen when the scripts arrive in a background tab plays from none drawn once the tab is shown', async () => {
    // Nobody can have been looking at the prerendered frame: the chart starts over, and waits for the visitor.
    browser.setTabHidden(true);
    const { container } = render(<CrmFlow />);
    browser.setOnScreen(true);
    await settleLoaded(); // the chart's machine loads with the first report of the view
    expect(drawnStages(container)).toBe(0);
    act(() => void vi.advanceTimersByTime(FIRST_MS + crmFlow.length * NEXT_MS));
    expect(drawnStages(container), 'still while the tab is hidden').toBe(0);
    browser.setTabHidden(false);
    act(() => void vi.advanceTimersByTime(FIRST_MS));
    expect(drawnStages(container)).toBe(1);
    act(() => void vi.advanceTimersByTime((crmFlow.length - 1) * NEXT_MS));
    expect(drawnStages(container)).toBe(crmFlow.length);
  });

  describe('in a browser without matchMedia', () => {
    it('Contact still scrolls smoothly to the top', async () => {
      vi.stubGlobal('matchMedia', undefined);
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      render(<Header />);
      const bar = screen.getByRole('navigation', { name: 'Main' });
      fireEvent.click(within(bar).getByRole('link', { name: 'Contact' }));
      await settleLoaded(); // the menu's machine loads with the first click
      act(() => void vi.advanceTimersByTime(SCROLL_DELAY_MS));
      expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
    });

    it('a chart plays when it comes on screen', async () => {
      vi.stubGlobal('matchMedia', undefined);
      const { container } = render(<CrmFlow />);
      browser.setOnScreen(false);
      await settleLoaded();
      expect(drawnStages(container), 'armed off screen: none drawn').toBe(0);
      browser.setOnScreen(true);
      act(() => void vi.advanceTimersByTime(FIRST_MS + (crmFlow.length - 1) * NEXT_MS));
      expect(drawnStages(container)).toBe(crmFlow.length);
    });

    it('the splash plays', async () => {
      vi.stubGlobal('matchMedia', undefined);
      sessionStorage.clear();
      render(<Splash />);
      await settleLoaded();
      const overlay = screen.getByTestId('splash');
      expect(overlay).toHaveTextContent(site.name);
      act(() => void vi.advanceTimersByTime(LOADING_MS));
      expect(overlay.querySelector('[data-waving]')).toHaveAttribute('data-waving', 'true');
    });
  });
});
