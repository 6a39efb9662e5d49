// The Toaster and the toasts slice against the toasts spec model (toasts.model.ts): every path is checked, in
// every state, against the cards a visitor sees (newest first, at most three, fading while they leave), their
// roles, the focus after Alt+T, and what Redux records as active.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { Toaster } from '../../components/toasts/Toaster';
import { makeStore } from '../../store/store';
import { selectActiveToasts, toastShown, type ToastKind } from '../../store/toastsSlice';
import { fakeBrowserForEachTest } from '../model-kit/browser';
import { createTimedModel } from '../model-kit/timedModel';
import { chosenPath } from '../model-kit/chosenPath';
import {
  HALF_MS,
  REMOVAL_MS,
  SWIPE_PX,
  TOAST_MS,
  VISIBLE,
  toastsSpecModel,
  toastsStateKey,
  type Reason,
  type ToastSpecContext,
} from './toasts.model';

const reasons: Reason[] = ['hover', 'focus', 'hidden'];
const clock = (ms: number) => ({ type: 'clock', ms });
const pause = (reason: Reason) => ({ type: 'pause', reason });
const resume = (reason: Reason) => ({ type: 'resume', reason });
const timed = createTimedModel(toastsSpecModel, {
  events: [
    ...[TOAST_MS, HALF_MS, REMOVAL_MS].map(clock),
    ...reasons.flatMap((reason) => [pause(reason), resume(reason)]),
    { type: 'toast.swipe', px: SWIPE_PX },
    { type: 'toast.swipe', px: SWIPE_PX + 1 },
  ],
  serializeState: toastsStateKey,
  // Bounds the traversal: one pause reason at a time in generated paths (chosen paths combine them).
  stopWhen: (snapshot) => (snapshot.context as ToastSpecContext).paused.length > 1,
});

const show = { type: 'toast.show' };
const chosen = [
  chosenPath(timed.machine, 'four at once: three visible, all leave at 4 s and go 200 ms later', [
    show,
    show,
    show,
    show,
    clock(TOAST_MS),
    clock(REMOVAL_MS),
  ]),
  chosenPath(timed.machine, 'hover and focus together: leaving the mouse keeps the clock stopped while focused', [
    show,
    clock(HALF_MS),
    pause('hover'),
    pause('focus'),
    resume('hover'),
    clock(TOAST_MS),
    resume('focus'),
    clock(HALF_MS),
    clock(REMOVAL_MS),
  ]),
  chosenPath(timed.machine, 'hidden tab alone: the clock stands still until the tab is shown', [
    show,
    clock(HALF_MS),
    pause('hidden'),
    clock(TOAST_MS),
    resume('hidden'),
    clock(HALF_MS),
    clock(REMOVAL_MS),
  ]),
  chosenPath(timed.machine, 'hidden tab and hover: showing the tab keeps it paused while hovered', [
    show,
    show,
    pause('hidden'),
    pause('hover'),
    resume('hidden'),
    clock(TOAST_MS),
    resume('hover'),
    clock(TOAST_MS),
  ]),
  chosenPath(timed.machine, 'a second reason while paused does not restart the pause: the toast keeps its 2 s left', [
    show,
    clock(HALF_MS),
    pause('hover'),
    clock(HALF_MS),
    pause('hidden'),
    clock(TOAST_MS),
    resume('hidden'),
    resume('hover'),
    clock(HALF_MS - 1),
    clock(1),
    clock(REMOVAL_MS),
  ]),
  chosenPath(timed.machine, 'four, close the newest: the oldest appears once it has gone', [
    show,
    show,
    show,
    show,
    { type: 'toast.close' },
    clock(REMOVAL_MS),
    { type: 'toast.swipe', px: SWIPE_PX + 1 },
    clock(REMOVAL_MS),
  ]),
];

const kinds: ToastKind[] = ['success', 'error', 'info', 'warning'];
const title = (n: number) => `Notice ${n}`;

const browser = fakeBrowserForEachTest();
afterEach(() => {
  act(() => toast.remove()); // react-hot-toast keeps its list in the module
});

describe('spec model: toasts', () => {
  for (const path of [...timed.paths, ...chosen]) {
    it(path.description, async () => {
      const store = makeStore();
      render(
        <StoreProvider store={store}>
          <button type="button">Elsewhere</button>
          <Toaster />
        </StoreProvider>,
      );
      let shown = 0;
      const list = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' }).querySelector('ol')!;
      const cards = () => screen.queryAllByTestId('toast');
      const newestShowing = () => cards().find((c) => c.style.opacity !== '0')!;
      const advance = (ms: number) => {
        const before = document.body.innerHTML;
        act(() => vi.advanceTimersByTime(ms - 1));
        expect(document.body.innerHTML, `nothing may change before ${ms} ms have passed`).toBe(before);
        act(() => vi.advanceTimersByTime(1));
      };
      await timed.run(path, {
        events: {
          'toast.show': () => {
            shown += 1;
            const kind = kinds[(shown - 1) % kinds.length]!;
            act(() => {
              store.dispatch(toastShown({ kind, title: title(shown), description: `About ${kind}` }));
            });
          },
          clock: (event) => advance((event as unknown as { ms: number }).ms),
          pause: (event) => {
            const { reason } = event as unknown as { reason: Reason };
            if (reason === 'hover') fireEvent.mouseEnter(list());
            if (reason === 'focus') fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
            if (reason === 'hidden') browser.setTabHidden(true);
          },
          resume: (event) => {
            const { reason } = event as unknown as { reason: Reason };
            if (reason === 'hover') fireEvent.mouseLeave(list());
            if (reason === 'focus') act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
            if (reason === 'hidden') browser.setTabHidden(false);
          },
          'toast.close': () => {
            fireEvent.click(within(newestShowing()).getByRole('button', { name: 'Close notification' }));
          },
          'toast.swipe': (event) => {
            const { px } = event as unknown as { px: number };
            const card = newestShowing();
            fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
            fireEvent.pointerMove(card, { clientX: 100 + px, pointerId: 1 });
            fireEvent.pointerUp(card, { clientX: 100 + px, pointerId: 1 });
          },
        },
        assert: (snapshot: AnyMachineSnapshot) => {
          const c = snapshot.context as ToastSpecContext;
          // The newest three, newest first; leaving ones are transparent until they go.
          const slots = [...c.toasts].reverse().slice(0, VISIBLE);
          expect(cards().map((card) => within(card).getByText(/^Notice \d$/).textContent)).toEqual(
            slots.map((t) => title(t.n)),
          );
          cards().forEach((card, i) => {
            const t = slots[i]!;
            expect(card.style.opacity, `${title(t.n)} ${t.leaving ? 'fades' : 'shows'}`).toBe(t.leaving ? '0' : '1');
            if (!t.leaving)
              expect(card.style.transform, 'a card let go short of the threshold springs back').toBe('translateX(0px)');
            expect(card).toHaveAttribute('role', kinds[(t.n - 1) % kinds.length] === 'error' ? 'alert' : 'status');
          });
          // Redux: active = still showing.
          expect(selectActiveToasts(store.getState()).map((t) => t.title)).toEqual(
            c.toasts.filter((t) => !t.leaving).map((t) => title(t.n)),
          );
          expect(document.activeElement === list()).toBe(c.paused.includes('focus'));
        },
      });
    });
  }
  timed.expectFullCoverage('toasts (spec model)');
});
