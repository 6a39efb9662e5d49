// The Toaster's details around its spec model (toasts.test.tsx): the Alt+T shortcut and nothing else, focus moving
// inside the list keeps the clock stopped, each kind's role, live politeness and icon, a pointer that only passes
// over a card moves nothing, and a Toaster that goes away while paused leaves no toast stopped for good.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toasts/Toaster';
import { makeStore } from '../../store/store';
import { toastShown, type ToastKind } from '../../store/toastsSlice';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { TOAST_MS } from './toasts.model';

fakeBrowserForEachTest();
afterEach(() => {
  act(() => toast.remove()); // react-hot-toast keeps its list in the module
});

function setup(store = makeStore()) {
  const view = render(
    <StoreProvider store={store}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </StoreProvider>,
  );
  const show = (kind: ToastKind, title: string) =>
    act(() => void store.dispatch(toastShown({ kind, title, description: `About ${title}` })));
  const list = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' }).querySelector('ol')!;
  const card = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-testid="toast"]')!;
  return { ...view, store, show, list, card };
}

describe('the Toaster', () => {
  it('takes focus on Alt+T only, instead of the browser, and is not in the Tab order', () => {
    const { show, list } = setup();
    show('success', 'Sent');
    expect(list()).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(window, { key: 'x', code: 'KeyX', altKey: true });
    fireEvent.keyDown(window, { key: 't', code: 'KeyT' });
    expect(document.activeElement).not.toBe(list());
    expect(fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true }), 'default prevented').toBe(false);
    expect(document.activeElement).toBe(list());
  });

  it('keeps the clock stopped while focus moves inside the list, and starts it when focus leaves', () => {
    const { show, card } = setup();
    show('success', 'Sent');
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    const close = within(card('Sent')).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    act(() => void vi.advanceTimersByTime(TOAST_MS * 2));
    expect(card('Sent').style.opacity).toBe('1');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => void vi.advanceTimersByTime(TOAST_MS));
    expect(card('Sent').style.opacity).toBe('0');
  });

  it('announces an error at once and the rest politely, each with its icon', () => {
    const { show, card, store } = setup();
    show('error', 'Failed');
    show('success', 'Sent');
    show('warning', 'Careful');
    expect(card('Failed')).toHaveAttribute('role', 'alert');
    expect(card('Failed')).toHaveAttribute('aria-live', 'assertive');
    expect(card('Sent')).toHaveAttribute('role', 'status');
    expect(card('Sent')).toHaveAttribute('aria-live', 'polite');
    const iconOf = (title: string) => card(title).querySelector('[aria-hidden="true"]')!.textContent;
    expect([iconOf('Failed'), iconOf('Sent'), iconOf('Careful')]).toEqual(['×', '✓', '!']);
    show('info', 'Note');
    expect(iconOf('Note')).toBe('i');
    // The description is a line of its own under the title; a toast without one has the title alone.
    expect([...card('Note').querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Note', 'About Note']);
    act(() => void store.dispatch(toastShown({ kind: 'info', title: 'Bare' })));
    expect([...card('Bare').querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Bare']);
    show('loading', 'Working');
    expect(iconOf('Working')).toBe('…');
    expect(card('Working')).toHaveAttribute('role', 'status');
  });

  it('moves a card only while it is held, never for a pointer just passing over, or pressing its close button', () => {
    const { show, card } = setup();
    show('success', 'Sent');
    // At rest a card eases in and out (its 200 ms removal is a fade, spec §9).
    expect(card('Sent').style.transition).toBe('opacity 200ms, transform 200ms');
    fireEvent.pointerMove(card('Sent'), { clientX: 300, pointerId: 1 });
    fireEvent.pointerUp(card('Sent'), { clientX: 300, pointerId: 1 });
    expect(card('Sent').style.transform).toBe('translateX(0px)');
    // Pressing the close button and sliding off it is a click, not a swipe.
    const close = within(card('Sent')).getByRole('button', { name: 'Close notification' });
    fireEvent.pointerDown(close, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card('Sent'), { clientX: 160, pointerId: 1 });
    expect(card('Sent').style.transform).toBe('translateX(0px)');
    // Held and dragged: it follows without its easing, and lets go with it.
    fireEvent.pointerDown(card('Sent'), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card('Sent'), { clientX: 110, pointerId: 1 });
    expect(card('Sent').style.transform).toBe('translateX(10px)');
    expect(card('Sent').style.transition).toBe('none');
    fireEvent.pointerUp(card('Sent'), { clientX: 110, pointerId: 1 });
    expect(card('Sent').style.transform).toBe('translateX(0px)');
    expect(card('Sent').style.transition).not.toBe('none');
  });

  it('leaves the clocks as they were when it goes away unpaused (a layout remounted)', () => {
    const first = setup();
    first.show('success', 'Shown before');
    act(() => void vi.advanceTimersByTime(1000));
    first.unmount();
    const again = setup(first.store);
    act(() => void vi.advanceTimersByTime(TOAST_MS - 1001));
    expect(again.card('Shown before').style.opacity).toBe('1');
    act(() => void vi.advanceTimersByTime(1));
    expect(again.card('Shown before').style.opacity).toBe('0');
  });

  it('leaves no toast stopped when it goes away while paused', () => {
    const first = setup();
    first.show('success', 'First');
    fireEvent.mouseEnter(first.list());
    first.unmount();
    const again = setup();
    again.show('success', 'Second');
    act(() => void vi.advanceTimersByTime(TOAST_MS));
    expect(again.card('Second').style.opacity).toBe('0');
  });
});
