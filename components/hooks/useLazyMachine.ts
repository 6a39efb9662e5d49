// A machine whose code, and xstate's, loads when a visitor first needs it instead of with the page (the mobile
// menu, the splash on a tab's first page, a logo wave on hover). Events sent before it runs wait, in order, and
// reach it once it has started; until then there is no snapshot (the component draws the machine's initial state).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { Actor, AnyStateMachine, createActor, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { inspect } from '../../machines/inspect';
import type { ViewEvent } from '../../machines/viewEvents';
import { useViewGate } from './useViewGate';

interface Loaded<TMachine extends AnyStateMachine> {
  machine: TMachine;
  createActor: typeof createActor;
}

/** A machine's code, fetched once per tab; `get` answers synchronously once it has arrived. */
interface MachineLoader<TMachine extends AnyStateMachine> {
  get: () => Loaded<TMachine> | undefined;
  load: () => Promise<Loaded<TMachine>>;
}

export function machineLoader<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
): MachineLoader<TMachine> {
  let loaded: Loaded<TMachine> | undefined;
  let loading: Promise<Loaded<TMachine>> | undefined;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= Promise.all([load(), import('./xstateActor')]).then(
        ([machine, { createActor }]) => (loaded = { machine, createActor }),
      )),
  };
}

const noSubscription = () => () => {};

/** `send` starts loading the machine; `post` only queues until something has (view events, a route change). */
export function useLazyMachine<TMachine extends AnyStateMachine>(
  loader: MachineLoader<TMachine>,
  input?: InputFrom<TMachine>,
) {
  type Event = EventFrom<TMachine>;
  const startInput = useRef(input);
  const [actor, setActor] = useState<Actor<TMachine>>();
  const running = useRef<Actor<TMachine> | undefined>(undefined);
  const queue = useRef<Event[]>([]);
  const mounted = useRef(false);
  const loading = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      loading.current = false;
      queue.current = [];
      running.current?.stop();
      running.current = undefined;
    };
  }, []);

  const deliver = useCallback((target: Actor<TMachine>, event: Event) => {
    // A machine in its final state takes no more events (the view keeps reporting after a splash has ended).
    if ((target.getSnapshot() as { status: string }).status === 'active') target.send(event);
  }, []);
  const run = useCallback(
    ({ machine, createActor }: Loaded<TMachine>) => {
      if (!mounted.current || running.current) return;
      const started = createActor(machine, { input: startInput.current, inspect } as never) as Actor<TMachine>;
      started.start();
      running.current = started;
      for (const event of queue.current.splice(0)) deliver(started, event);
      setActor(started);
    },
    [deliver],
  );
  const post = useCallback(
    (event: Event) => {
      if (running.current) deliver(running.current, event);
      else queue.current.push(event);
    },
    [deliver],
  );
  /** Load the machine and start it without an event (a machine the page needs once it has hydrated). */
  const start = useCallback(() => {
    const loaded = loader.get();
    if (loaded) run(loaded);
    else if (!loading.current) {
      loading.current = true;
      void loader.load().then(run);
    }
  }, [loader, run]);
  const send = useCallback(
    (event: Event) => {
      post(event);
      start();
    },
    [post, start],
  );
  /** Fetch the code ahead of the first event (a visitor reaching for a button). */
  const preload = useCallback(() => void loader.load(), [loader]);
  /** Whether the machine runs or is on its way (a route change only matters to a menu that may be open). */
  const started = useCallback(() => running.current !== undefined || loading.current, []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore<SnapshotFrom<TMachine> | undefined>(
    subscribe,
    () => actor?.getSnapshot() as SnapshotFrom<TMachine> | undefined,
    () => undefined,
  );
  return { snapshot, send, post, start, preload, started };
}

/** useLazyMachine for a timed machine gated by its element's visibility (useViewGate). View events wait for
 * something else to load it (a hover, a start), or with `wake` load it themselves: the view gate's first report
 * comes once the page has hydrated, so a demo's machine arrives then, not with the page. */
export function useLazyGatedMachine<TMachine extends AnyStateMachine>(
  loader: MachineLoader<TMachine>,
  ref: RefObject<Element | null> | null,
  { input, wake = false }: { input?: InputFrom<TMachine>; wake?: boolean } = {},
) {
  const lazy = useLazyMachine(loader, input);
  useViewGate((wake ? lazy.send : lazy.post) as (event: ViewEvent) => void, ref);
  return lazy;
}
