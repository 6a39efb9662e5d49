// What Featured Work (components/home/FeaturedWork.tsx) shows around its strip that the carousel's spec model does not
// read: the count beside the arrows (01 / 06, following the buttons, wrapping), the gap the strip's cards stand apart
// at each width (whole cards, or a third to two thirds of the next: never a sliver), and when the loop is built (a
// screen before the strip comes into view; at once in a browser without an observer).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedWork } from '../../components/home/FeaturedWork';
import { settleLoaded } from '../forms/network';

/** The count beside the arrows, as a visitor reads it: "01 / 06". */
function countShown(container: HTMLElement): HTMLElement {
  const found = [...container.querySelectorAll('p')].filter((p) => /^\s*\d+ \/ \d+\s*$/.test(p.textContent ?? ''));
  expect(found, 'one count beside the arrows').toHaveLength(1);
  return found[0]!;
}
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const track = () => screen.getByTestId('carousel-track');

/** A ResizeObserver whose reports the test sends: what the strip's width is, and whether it is still watched. */
function fakeResizeObserver() {
  const watched = new Set<Element>();
  let report: () => void = () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        report = () => callback([], this as unknown as ResizeObserver);
      }
      observe(element: Element) {
        watched.add(element);
      }
      unobserve(element: Element) {
        watched.delete(element);
      }
      disconnect() {
        watched.clear();
      }
    },
  );
  return {
    watched,
    /** The window resized: the strip is `width` px wide and its cards `card` px (jsdom has no layout). */
    resize(width: number, card: number) {
      const strip = track();
      Object.defineProperty(strip, 'clientWidth', { configurable: true, value: width });
      for (const article of strip.querySelectorAll('article'))
        Object.defineProperty(article, 'offsetWidth', { configurable: true, value: card });
      act(() => report());
    },
  };
}

/** An IntersectionObserver that records how it was asked to watch, and lets the test bring the strip near. */
function fakeIntersectionObserver() {
  const made: { options: IntersectionObserverInit | undefined; watched: Set<Element>; disconnected: boolean }[] = [];
  let near: (isIntersecting: boolean) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: (typeof made)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { options, watched: new Set(), disconnected: false };
        made.push(this.entry);
        near = (isIntersecting) =>
          callback(
            [...this.entry.watched].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            this as unknown as IntersectionObserver,
          );
      }
      observe(element: Element) {
        this.entry.watched.add(element);
      }
      unobserve(element: Element) {
        this.entry.watched.delete(element);
      }
      disconnect() {
        this.entry.disconnected = true;
        this.entry.watched.clear();
      }
      takeRecords() {
        return [];
      }
    },
  );
  return { made, near: (isIntersecting: boolean) => act(() => near(isIntersecting)) };
}

// jsdom has no element scrolling (the strip is placed when its loop is built), and by default no IntersectionObserver,
// as an old browser: the loop is built at once. A test that watches the strip stubs its own.
const jsdomScrollTo = Element.prototype.scrollTo;
beforeEach(() => {
  Element.prototype.scrollTo = () => {};
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  Element.prototype.scrollTo = jsdomScrollTo;
  vi.unstubAllGlobals();
});

/** Featured Work rendered, and its machine loaded if anything started it. */
async function mount() {
  const view = render(<FeaturedWork />);
  await settleLoaded();
  return view;
}

describe('Featured Work: the count beside the arrows', () => {
  it('reads 01 / 06 in the prerendered page, before anything runs', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FeaturedWork />);
    expect(countShown(container).textContent).toBe('01 / 06');
  });

  it('follows the buttons one project at a time and wraps at both ends, hidden from screen readers', async () => {
    const { container } = await mount();
    const count = countShown(container);
    expect(count.textContent).toBe('01 / 06');
    // The live region says the project in words; the count would say it twice.
    expect(count).toHaveAttribute('aria-hidden', 'true');
    press('Next project');
    expect(count.textContent).toBe('02 / 06');
    press('Previous project');
    press('Previous project');
    expect(count.textContent).toBe('06 / 06');
    press('Next project');
    expect(count.textContent).toBe('01 / 06');
    // The number the visitor reads is the project's place, in the emphasised part.
    expect(count.querySelector('span')?.textContent).toBe('01');
  });
});

describe('Featured Work: when the loop is built', () => {
  it('without an IntersectionObserver (an old browser), at once: three copies of the six', async () => {
    const { container } = await mount();
    expect(container.querySelectorAll('article')).toHaveLength(18);
  });

  it('a screen before the strip comes into view, watched once, then no longer', async () => {
    const observers = fakeIntersectionObserver();
    const { container } = await mount();
    expect(observers.made).toHaveLength(1);
    const [watch] = observers.made;
    // Within a screen above or below the window: the margin is the window's height, none sideways.
    expect(watch!.options?.rootMargin).toBe('100% 0px');
    expect([...watch!.watched]).toEqual([track()]);
    observers.near(false);
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(6);
    expect(watch!.disconnected).toBe(false);
    observers.near(true);
    await settleLoaded();
    expect(container.querySelectorAll('article')).toHaveLength(18);
    expect(watch!.disconnected, 'built once: nothing left watching the strip').toBe(true);
  });

  it('a visitor who leaves the page before the strip came near leaves nothing watching it', async () => {
    const observers = fakeIntersectionObserver();
    const { unmount } = await mount();
    unmount();
    expect(observers.made.map((o) => o.disconnected)).toEqual([true]);
  });
});

describe('Featured Work: the cards of the loop', () => {
  it('the copies’ pictures are decoration, both the laptop’s and the phone’s; the six in the middle say what they show', async () => {
    const { container } = await mount();
    const cards = [...container.querySelectorAll('article')];
    expect(cards).toHaveLength(18);
    cards.forEach((card, i) => {
      const pictures = [...card.querySelectorAll('img')];
      // A laptop's screen from 640 px, a phone's below.
      expect(pictures).toHaveLength(2);
      const middle = i >= 6 && i < 12;
      for (const picture of pictures) {
        const alt = picture.getAttribute('alt');
        if (middle) expect(alt, `card ${i}`).toMatch(/^\w.{40,}/);
        else expect(alt, `card ${i} is a copy`).toBe('');
      }
    });
  });

  it('a card’s link does not start a drag, so a mouse swipe across the strip scrolls it', async () => {
    const { container } = await mount();
    const links = [...container.querySelectorAll('article a')];
    expect(links).toHaveLength(18);
    for (const link of links) expect(link).toHaveAttribute('draggable', 'false');
  });
});

describe('Featured Work: how far apart the cards stand', () => {
  it('at 1440 and 1280 px three 360 px cards fill the 1216 px column, 68 px apart; at 1024 the third shows 192 px', async () => {
    const resizes = fakeResizeObserver();
    await mount();
    // Until the strip is measured, the classes' gap: no inline one.
    expect(track().style.columnGap).toBe('');
    expect([...resizes.watched]).toEqual([track()]);
    resizes.resize(1216, 360);
    expect(track().style.columnGap).toBe('68px');
    // 960 px at 1024: two cards, two gaps of 24 and 192 px of the third (960 = 2 × 360 + 2 × 24 + 192).
    resizes.resize(960, 360);
    expect(track().style.columnGap).toBe('24px');
  });

  it('a strip whose cards are not laid out (0 px wide, the section hidden) keeps the classes’ gap', async () => {
    const resizes = fakeResizeObserver();
    await mount();
    resizes.resize(1216, 0);
    expect(track().style.columnGap).toBe('');
  });

  it('stops measuring when the visitor leaves the page', async () => {
    const resizes = fakeResizeObserver();
    const { unmount } = await mount();
    expect(resizes.watched.size).toBe(1);
    unmount();
    expect(resizes.watched.size).toBe(0);
  });

  it('without a ResizeObserver, the classes’ gap and nothing breaks', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    await mount();
    expect(track().style.columnGap).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
