// Model-based testing for models with `after` delays, on xstate's public API only. xstate/graph's TestModel
// cannot fire delayed transitions, so the model's config is rewritten: every `after: { name: … }` becomes an ordinary
// event `WAIT.<ms>`, <ms> being the SPEC's number for that delay. Running it against the real component advances
// fake timers by ms − 1, checks that nothing the visitor sees has changed, then advances the last millisecond: a
// delay that drifts from the spec fails, too early or too late. Invoked actors become the events xstate would send
// (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), which a test answers by settling the work.
// Paths: the shortest path to every state, plus one path for every edge of the graph (state —event→ state, with
// the event's data) those miss. Coverage counts the model's states and edges that ran against the DOM.
import { act } from '@testing-library/react';
import { afterAll, expect, it, vi } from 'vitest';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNodeConfig,
  InputFrom,
  StateValue,
} from 'xstate';
import { createMachine } from 'xstate';
import { adjacencyMapToArray, type StatePath, TestModel } from 'xstate/graph';
import { saveCoverageRow, type CoverageRow } from './coverage';

type Snapshot = AnyMachineSnapshot;
type Config = AnyStateNodeConfig;

interface TimedModelOptions<TMachine extends AnyStateMachine> {
  /** The spec's duration for each delay name used in `after`. */
  delays?: Record<string, number>;
  /** Concrete events for event types that carry data (every case of a type is explored). */
  events?: AnyEventObject[];
  input?: InputFrom<TMachine>;
  /** Stop exploring from these states (bounds endless models). */
  stopWhen?: (snapshot: Snapshot) => boolean;
  /** Which snapshots count as the same state (default: value and context); bounds models with free data. */
  serializeState?: (snapshot: Snapshot) => string;
  /** What must not change before a delay is up; defaults to the whole document body. */
  observe?: () => string;
  /** At most this many distinct states are explored: a runaway model fails in seconds (default 5,000). */
  limit?: number;
}

interface RunParams {
  /** Real user actions (DOM events) per event type; the event of the step is passed in. */
  events: Record<string, (event: AnyEventObject) => unknown>;
  /** Called in every state of the path with the model's snapshot and the events so far: assert the DOM. */
  assert: (snapshot: Snapshot, trace: readonly AnyEventObject[]) => void | Promise<void>;
}

type ModelPath = StatePath<Snapshot, AnyEventObject> & { description: string };

export const waitPrefix = 'WAIT.';

/** Every state (its keys from the root, dotted) and every event type a state declares. */
type Found = { states: string[]; types: Set<string> };

/** The config with `after` as WAIT.<ms> events and invokes as their done/error events. */
function rewrite(config: Config, delays: Record<string, number>, path: string[], found: Found): Config {
  const { after, invoke, states, on, ...rest } = config;
  const events: Record<string, unknown> = { ...on };
  for (const { id, onDone, onError } of [invoke ?? []].flat()) {
    if (!id) throw new Error(`${path.join('.')}: give the invoked actor an id, its events are named after it`);
    if (onDone) events[`xstate.done.actor.${id}`] = onDone;
    if (onError) events[`xstate.error.actor.${id}`] = onError;
  }
  for (const [name, transition] of Object.entries(after ?? {})) {
    const ms = delays[name] ?? (Number.isFinite(Number(name)) ? Number(name) : undefined);
    if (ms === undefined) throw new Error(`${path.join('.')}: no spec duration given for delay '${name}'`);
    events[`${waitPrefix}${ms}`] = transition;
  }
  Object.keys(events).forEach((type) => found.types.add(type));
  const children = Object.entries((states ?? {}) as Record<string, Config>).map(([key, child]) => {
    found.states.push([...path, key].join('.'));
    return [key, rewrite(child, delays, [...path, key], found)];
  });
  return { ...rest, on: events as Config['on'], ...(states ? { states: Object.fromEntries(children) } : {}) };
}

const valueOf = ([key, ...rest]: string[]): StateValue => (rest.length ? { [key!]: valueOf(rest) } : key!);
const nameOf = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${nameOf(child)}` : key))
        .join('+');
const eventName = ({ type, ...data }: AnyEventObject) =>
  Object.keys(data).length ? `${type} ${JSON.stringify(data)}` : type;

export function createTimedModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TimedModelOptions<TMachine> = {},
) {
  const found: Found = { states: [], types: new Set() };
  const config = rewrite(machine.config, options.delays ?? {}, [], found);
  // A machine without states is one state.
  const states = found.states.length ? found.states : [machine.id];
  const inState = (s: Snapshot, name: string) => !found.states.length || s.matches(valueOf(name.split('.')));
  const cases = options.events ?? [];
  const candidates = [...found.types].flatMap((type) => {
    const some = cases.filter((c) => c.type === type);
    return some.length ? some : [{ type }];
  });
  const waits = candidates.filter((e) => e.type.startsWith(waitPrefix));
  const implementations = machine.implementations as Parameters<AnyStateMachine['provide']>[0];
  const testMachine = createMachine(config).provide(implementations);
  const key = options.serializeState ?? ((s: Snapshot) => JSON.stringify({ value: s.value, context: s.context }));
  const stateName = (s: Snapshot) => nameOf(s.value) || machine.id;
  const edge = (from: Snapshot, event: AnyEventObject, to: Snapshot) =>
    `${stateName(from)} —${eventName(event)}→ ${stateName(to)}`;
  const limit = options.limit ?? 5_000;
  const explored = new Set<string>();

  const model = new TestModel(testMachine, {
    // Each state is offered every event (with the given cases for types carrying data) it has a transition for,
    // `{}` ones included: "nothing happens" is behaviour too. A guard letting none through is no edge.
    events: (s: Snapshot) => {
      explored.add(key(s));
      if (explored.size > limit) throw new Error(`${machine.id}: more than ${limit} states; bound the model`);
      if (waits.filter((e) => s.can(e)).length > 1) throw new Error(`${machine.id}: timers overlap in ${stateName(s)}`);
      return candidates.filter((event) => testMachine.getTransitionData(s, event).length > 0);
    },
    serializeState: (s: Snapshot) => key(s),
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.stopWhen ? { stopWhen: options.stopWhen } : {}),
  });

  // Shortest paths, then one more path for every edge they miss (shortest path to its state, then its event).
  const paths: ModelPath[] = model.getShortestPaths();
  const stepEdges = (p: ModelPath) => p.steps.slice(1).map((st, i) => edge(p.steps[i]!.state, st.event, st.state));
  const planned = new Set(paths.flatMap(stepEdges));
  const shortestTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [key(p.state), p]));
  const edges = adjacencyMapToArray(model.getAdjacencyMap()).map((e) => ({
    ...e,
    label: edge(e.state, e.event, e.nextState),
  }));
  for (const { state, event, nextState: next, label } of edges) {
    const base = shortestTo.get(key(state));
    if (!base || planned.has(label)) continue;
    const steps = [...base.steps, { state: next, event }];
    const events = steps.map((st) => eventName(st.event)).join(' → ');
    paths.push({ state: next, steps, weight: steps.length, description: `Takes ${label}: ${events}` });
    planned.add(label);
  }

  const ranStates = new Set<string>();
  const ranEdges = new Set<string>();
  const observe = options.observe ?? (() => document.body.innerHTML);
  const wait = (ms: number) => () => {
    const before = observe();
    act(() => void vi.advanceTimersByTime(ms - 1));
    expect(observe(), `nothing may change before ${ms} ms have passed`).toBe(before);
    act(() => void vi.advanceTimersByTime(1));
  };

  async function run(path: ModelPath, params: RunParams) {
    const trace: AnyEventObject[] = [];
    const executors = Object.fromEntries(
      [...new Set(path.steps.slice(1).map((st) => st.event.type))].map((type) => {
        const exec = type.startsWith(waitPrefix) ? wait(Number(type.slice(waitPrefix.length))) : params.events[type];
        if (!exec) throw new Error(`no DOM action for event ${type}`);
        return [type, async ({ event }: { event: AnyEventObject }) => void (await exec(event), trace.push(event))];
      }),
    );
    await model.testPath(path, { states: { '*': (s: Snapshot) => params.assert(s, trace) }, events: executors });
    // Only a path that passed against the DOM counts towards coverage.
    for (const { state } of path.steps) states.filter((n) => inState(state, n)).forEach((n) => ranStates.add(n));
    stepEdges(path).forEach((label) => ranEdges.add(label));
  }

  function coverage(name: string = machine.id): CoverageRow {
    const labels = [...new Set(edges.map((e) => e.label))];
    return {
      machine: name,
      states: states.length,
      statesCovered: states.filter((s) => ranStates.has(s)).length,
      transitions: labels.length,
      transitionsCovered: labels.filter((l) => ranEdges.has(l)).length,
      paths: paths.length,
      missing: [
        ...states.filter((s) => !ranStates.has(s)).map((s) => `state ${s}`),
        ...labels.filter((l) => !ranEdges.has(l)),
      ],
    };
  }

  /** Registers, after the path tests, the check that all of the model ran against the DOM, and the report. */
  function expectFullCoverage(name: string = machine.id) {
    it(`${name}: every state and transition ran against the DOM`, () => expect(coverage(name).missing).toEqual([]));
    afterAll(() => saveCoverageRow(name, () => coverage(name)));
  }

  return { model, machine: testMachine, paths, run, coverage, expectFullCoverage };
}
