// useLazyMachine (components/hooks/useLazyMachine.ts) with a small machine of the test's own: what a visitor's early
// events become while the code is on its way, and what is left running when the component goes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { machineLoader, useLazyGatedMachine, useLazyMachine } from '../../components/hooks/useLazyMachine';
import { settleLoaded } from '../forms/network';

// Counts 'add' events; 'finish' ends it (a final state takes no more events).
const counter = setup({
  types: {} as { context: { added: string[] }; events: { type: 'add'; label: string } | { type: 'finish' } },
}).createMachine({
  context: { added: [] },
  initial: 'counting',
  states: {
    counting: {
      on: {
        add: { actions: assign({ added: ({ context, event }) => [...context.added, event.label] }) },
        finish: 'done',
      },
    },
    done: { type: 'final' },
  },
});

/** A loader whose code arrives when the test says so. */
function heldLoader() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loader = machineLoader(() => arrived.then(() => counter));
  return { loader, arrive };
}

/** The hook mounted on `loader`; `added` is what the running machine holds, or undefined while it does not run. */
function mount(loader: ReturnType<typeof heldLoader>['loader']) {
  const hook = renderHook(() => useLazyMachine(loader));
  const added = () => hook.result.current.snapshot?.context.added.join(',');
  return { ...hook, api: () => hook.result.current, added };
}

/** The hook mounted on a held loader, `action` done while the code is on its way, then the code arrived. */
async function afterArrival(action: (api: ReturnType<ReturnType<typeof mount>['api']>) => void) {
  const { loader, arrive } = heldLoader();
  const mounted = mount(loader);
  act(() => action(mounted.api()));
  arrive();
  await settleLoaded();
  return { ...mounted, loader };
}

afterEach(() => vi.restoreAllMocks());

describe('useLazyMachine', () => {
  it('keeps the events sent before the code arrives and delivers them in order once it runs', async () => {
    const { loader, arrive } = heldLoader();
    const { api, added } = mount(loader);
    act(() => {
      api().post({ type: 'add', label: 'a' });
      api().send({ type: 'add', label: 'b' });
      api().send({ type: 'add', label: 'c' });
    });
    expect(added()).toBeUndefined();
    expect(api().started()).toBe(true);
    arrive();
    await settleLoaded();
    expect(added()).toBe('a,b,c');
  });

  it('posted events alone load nothing', async () => {
    const { api, added, loader } = await afterArrival((api) => api.post({ type: 'add', label: 'a' }));
    expect(api().started()).toBe(false);
    expect(loader.get()).toBeUndefined();
    expect(added()).toBeUndefined();
  });

  it('preload fetches the code ahead of the first event and starts nothing', async () => {
    const { api, added, loader } = await afterArrival((api) => api.preload());
    expect(loader.get()).toBeDefined();
    expect(api().started()).toBe(false);
    expect(added()).toBeUndefined();
  });

  it('start runs the machine without an event', async () => {
    const { added } = await afterArrival((api) => api.start());
    expect(added()).toBe('');
  });

  it('a component gone before its code arrives starts no machine', async () => {
    const { loader, arrive } = heldLoader();
    const first = mount(loader);
    const seen = first.api();
    act(() => seen.send({ type: 'add', label: 'a' }));
    first.unmount();
    arrive();
    await settleLoaded();
    // The code has arrived, but nothing ran it: the gone component's hook reports nothing running.
    expect(loader.get()).toBeDefined();
    expect(seen.started()).toBe(false);
    // A new mount starts from the machine's first state, with no old event.
    const second = mount(loader);
    act(() => second.api().start());
    expect(second.added()).toBe('');
  });

  it('stops the running machine when the component goes, and drops what is sent after', async () => {
    const { loader, arrive } = heldLoader();
    const { api, unmount } = mount(loader);
    act(() => api().send({ type: 'add', label: 'a' }));
    arrive();
    await settleLoaded();
    const seen = api();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    unmount();
    act(() => seen.post({ type: 'add', label: 'late' }));
    expect(seen.started()).toBe(false);
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a machine that has finished takes no more events, without a warning', async () => {
    const { loader, arrive } = heldLoader();
    const { api, added } = mount(loader);
    act(() => api().send({ type: 'add', label: 'a' }));
    arrive();
    await settleLoaded();
    act(() => api().send({ type: 'finish' }));
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => api().send({ type: 'add', label: 'after the end' }));
    expect(added()).toBe('a');
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

// A gated machine (a hover's logo wave, the splash) hears whether it is on screen from the moment the page hydrates;
// those reports alone must not fetch its code, or every page would load it with the page. With `wake` (the demos)
// they do.
describe('useLazyGatedMachine', () => {
  for (const wake of [undefined, true]) {
    it(wake ? 'with wake, its view reports load and start it' : 'its view reports alone load nothing', async () => {
      const { loader, arrive } = heldLoader();
      const hook = renderHook(() => useLazyGatedMachine(loader, null, wake ? { wake } : {}));
      arrive();
      await settleLoaded();
      expect(loader.get() !== undefined, 'code fetched').toBe(Boolean(wake));
      expect(hook.result.current.started()).toBe(Boolean(wake));
    });
  }
});
