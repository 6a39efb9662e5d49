// Spec model of the notifications (spec §4 "Notifications", §9 defaults: 3 visible, 4 s, swipe 20 px, removal
// 200 ms, Alt+T), written from the spec alone. Toasts shown together share one clock; it stands still while the
// list is hovered, focused (Alt+T) or the tab hidden, for as long as any of these lasts. A dismissed or expired
// toast fades out and leaves 200 ms later; until then it keeps its place among the three.
import { and, assign, setup, type AnyMachineSnapshot } from 'xstate';

export const TOAST_MS = 4000; // spec §9: duration 4 s
export const HALF_MS = 2000; // a pause in the middle of a toast's life
export const REMOVAL_MS = 200; // spec §9: removal delay
export const VISIBLE = 3; // spec §9: visible 3
export const SWIPE_PX = 20; // spec §9: swipe threshold

export type Reason = 'hover' | 'focus' | 'hidden';
interface SpecToast {
  n: number;
  leaving: boolean;
}
export interface ToastSpecContext {
  /** Oldest first. */
  toasts: SpecToast[];
  /** Time the toasts still showing have been running. */
  elapsed: number;
  paused: Reason[];
  shown: number;
}

type ToastSpecEvent =
  | { type: 'toast.show' }
  | { type: 'pause'; reason: Reason }
  | { type: 'resume'; reason: Reason }
  | { type: 'toast.close' } // the newest showing toast's close button
  | { type: 'toast.swipe'; px: number } // drag the newest showing toast to the right
  | { type: 'clock'; ms: number }; // time passes

const showing = (c: ToastSpecContext) => c.toasts.filter((t) => !t.leaving);
const leaving = (c: ToastSpecContext) => c.toasts.some((t) => t.leaving);
/** Time passes: the clock runs unless paused; at 4 s every showing toast starts to leave. */
const tick = (c: ToastSpecContext, ms: number): Partial<ToastSpecContext> => {
  if (c.paused.length > 0) return {};
  const elapsed = c.elapsed + ms;
  return elapsed === TOAST_MS
    ? { elapsed: 0, toasts: c.toasts.map((t) => ({ ...t, leaving: true })) }
    : { elapsed: showing(c).length ? elapsed : 0 };
};
const dismissNewest = (c: ToastSpecContext) => {
  const newest = showing(c).at(-1)!;
  return c.toasts.map((t) => (t === newest ? { ...t, leaving: true } : t));
};

export const toastsSpecModel = setup({
  types: { context: {} as ToastSpecContext, events: {} as ToastSpecEvent },
  guards: {
    // Toasts are shown together (one clock); generated paths stop at four.
    canShow: ({ context }) => context.elapsed === 0 && !leaving(context) && context.shown < VISIBLE + 1,
    startsPause: ({ context, event }) => event.type === 'pause' && !context.paused.includes(event.reason),
    endsPause: ({ context, event }) => event.type === 'resume' && context.paused.includes(event.reason),
    hasShowing: ({ context }) => showing(context).length > 0 && !leaving(context),
    // Whole steps of the clock only: a wait ends on a 4 s boundary or before it.
    fits: ({ context, event }) => {
      if (event.type !== 'clock' || context.toasts.length === 0) return false;
      const { ms } = event;
      if (ms === REMOVAL_MS) return leaving(context);
      return !leaving(context) && (context.paused.length > 0 || context.elapsed + ms <= TOAST_MS);
    },
    removes: ({ event }) => event.type === 'clock' && event.ms === REMOVAL_MS,
    beyond: ({ event }) => event.type === 'toast.swipe' && event.px > SWIPE_PX,
  },
  actions: {
    show: assign(({ context }) => ({
      toasts: [...context.toasts, { n: context.shown + 1, leaving: false }],
      shown: context.shown + 1,
    })),
    pause: assign({
      paused: ({ context, event }) => (event.type === 'pause' ? [...context.paused, event.reason] : context.paused),
    }),
    resume: assign({
      paused: ({ context, event }) => context.paused.filter((r) => event.type !== 'resume' || r !== event.reason),
    }),
    wait: assign(({ context, event }) => (event.type === 'clock' ? tick(context, event.ms) : {})),
    // Removal is not paused; the toasts still showing keep running meanwhile.
    remove: assign(({ context }) => {
      const toasts = context.toasts.filter((t) => !t.leaving);
      const running = context.paused.length === 0 && toasts.length > 0;
      return { toasts, elapsed: running ? context.elapsed + REMOVAL_MS : toasts.length ? context.elapsed : 0 };
    }),
    dismiss: assign(({ context }) => ({ toasts: dismissNewest(context) })),
  },
}).createMachine({
  id: 'toasts-spec',
  context: { toasts: [], elapsed: 0, paused: [], shown: 0 },
  on: {
    'toast.show': { guard: 'canShow', actions: 'show' },
    pause: { guard: 'startsPause', actions: 'pause' },
    resume: { guard: 'endsPause', actions: 'resume' },
    'toast.close': { guard: 'hasShowing', actions: 'dismiss' },
    'toast.swipe': [{ guard: and(['beyond', 'hasShowing']), actions: 'dismiss' }, { guard: 'hasShowing' }],
    clock: [
      { guard: and(['fits', 'removes']), actions: 'remove' },
      { guard: 'fits', actions: 'wait' },
    ],
  },
});

export const toastsStateKey = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ToastSpecContext;
  return JSON.stringify([c.toasts, c.elapsed, [...c.paused].sort()]);
};
