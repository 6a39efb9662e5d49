// Renders the Redux toasts with react-hot-toast's headless clock (spec §9: 3 visible, 4 s, 356 px, 14 px gap,
// bottom-right, swipe past 20 px, removal delay 200 ms, Alt+T). Pauses on hover, on focus and while the tab is hidden.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useToaster } from 'react-hot-toast/headless';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectToasts, toastDismissed, type ToastKind, type ToastRecord } from '../../store/toastsSlice';

const TOAST_LIMIT = 3;
const TOAST_GAP_PX = 14;
const TOAST_WIDTH_PX = 356;
const SWIPE_THRESHOLD_PX = 20;
const REMOVE_DELAY_MS = 200;

type PauseReason = 'hover' | 'focus' | 'hidden';

const toneClassName: Record<ToastKind, string> = {
  loading: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  info: 'border-brand-200 bg-white text-slate-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-rose-700 bg-rose-700 text-white', // destructive
};

const icon: Record<ToastKind, string> = { loading: '…', success: '✓', info: 'i', warning: '!', error: '×' };

function ToastCard({ record, visible }: { record: ToastRecord; visible: boolean }) {
  const dispatch = useAppDispatch();
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const dismiss = () => dispatch(toastDismissed(record.id));

  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as HTMLElement).closest('button')) return; // the close button keeps its own click
    start.current = e.clientX;
    setDragging(true);
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    start.current = null;
    setDragging(false);
    if (dx > SWIPE_THRESHOLD_PX) dismiss();
    else setDx(0);
  };

  const destructive = record.kind === 'error';
  // The list item wraps the live region: a <li> with a role of its own is no longer a list item.
  return (
    <li>
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-kind={record.kind}
        data-testid="toast"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          width: `min(${TOAST_WIDTH_PX}px, calc(100vw - 2rem))`,
          transform: `translateX(${dx}px)`,
          opacity: visible ? 1 - Math.min(dx / 200, 0.6) : 0,
          transition: !dragging ? `opacity ${REMOVE_DELAY_MS}ms, transform ${REMOVE_DELAY_MS}ms` : 'none',
          touchAction: 'pan-y',
        }}
        className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg select-none ${toneClassName[record.kind]}`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex h-5 w-5 flex-none items-center justify-center rounded-full text-xs font-bold ${
            destructive ? 'bg-white/20' : 'bg-brand-100 text-brand-800'
          }`}
        >
          {icon[record.kind]}
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold">{record.title}</p>
          {record.description && (
            <p className={`mt-1 text-sm ${destructive ? 'text-white/90' : 'text-slate-600'}`}>{record.description}</p>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close notification"
          className={`-m-1 rounded-md p-1 ${destructive ? 'text-white/80 hover:text-white' : 'text-slate-500 hover:text-slate-900'}`}
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}

export function Toaster() {
  const records = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const { toasts, handlers } = useToaster({ removeDelay: REMOVE_DELAY_MS });
  const region = useRef<HTMLOListElement>(null);
  const { startPause, endPause } = handlers;
  // The clock stands still while any reason holds (hover, focus, hidden tab): leaving the mouse must not restart
  // it while the list still has focus. react-hot-toast keeps one pause, so the reasons are counted here.
  const reasons = useRef(new Set<PauseReason>());
  const pause = useCallback(
    (reason: PauseReason) => {
      if (reasons.current.size === 0) startPause();
      reasons.current.add(reason);
    },
    [startPause],
  );
  // react-hot-toast's pause is global: a Toaster unmounted while paused must not leave every toast stopped.
  const endPauseNow = useRef(endPause);
  useEffect(() => {
    endPauseNow.current = endPause;
  }, [endPause]);
  useEffect(() => {
    const held = reasons.current;
    return () => {
      endPauseNow.current(); // react-hot-toast ignores it when nothing is paused
      held.clear();
    };
  }, []);
  const resume = useCallback(
    (reason: PauseReason) => {
      if (!reasons.current.delete(reason)) return;
      if (reasons.current.size === 0) endPause();
    },
    [endPause],
  );

  // A toast whose clock ran out is dismissed in the record too.
  useEffect(() => {
    for (const t of toasts) {
      const record = records.find((r) => r.id === t.id);
      if (record && !record.dismissed && !t.visible) dispatch(toastDismissed(t.id));
    }
  }, [toasts, records, dispatch]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause('hidden') : resume('hidden'));
    window.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pause, resume]);

  // react-hot-toast's clocks, each with its Redux record (a record dropped from the store is not drawn).
  const shown = toasts
    .map((t) => ({ t, record: records.find((r) => r.id === t.id) }))
    .filter((x): x is { t: (typeof toasts)[number]; record: ToastRecord } => x.record !== undefined)
    .slice(0, TOAST_LIMIT);

  return (
    <section aria-label="Notifications (Alt+T)" className="contents">
      <ol
        ref={region}
        tabIndex={-1}
        onMouseEnter={() => pause('hover')}
        onMouseLeave={() => resume('hover')}
        onFocus={() => pause('focus')}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume('focus');
        }}
        className="pointer-events-none fixed right-4 bottom-4 z-[60] flex flex-col-reverse outline-none"
        style={{ gap: TOAST_GAP_PX }}
      >
        {shown.map(({ t, record }) => (
          <ToastCard key={t.id} record={record} visible={t.visible} />
        ))}
      </ol>
    </section>
  );
}
