// Model-based testing for models with `after` transitions, on xstate's public API. createTestModel (xstate/graph)
// cannot fire delayed transitions, so the model is rebuilt with every `after: { name: … }` as an ordinary event
// `WAIT.<ms>`, <ms> being the SPEC's number for that delay name. Running that event against the real component
// advances fake timers by ms − 1, checks nothing the visitor sees has changed, then advances the last millisecond:
// a component whose delay drifts from the spec fails, too early or too late. Invoked actors become the events
// xstate would send (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), which a test answers by settling the work.
// Paths: the shortest path to every state, plus, for each transition those miss, the shortest path to a state it
// leaves from and that event. Every state node and transition must run against the DOM (expectFullCoverage).
import { act } from '@testing-library/react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it, vi } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyStateNodeConfig,
  createMachine,
  type InputFrom,
} from 'xstate';
import { type AdjacencyValue, createTestModel } from 'xstate/graph';

type Snapshot = AnyMachineSnapshot;
type Executor = (event: AnyEventObject) => unknown;
type Config = AnyStateNodeConfig;

export interface TimedModelOptions<TMachine extends AnyStateMachine> {
  /** The spec's duration for each delay name used in `after`. */
  delays?: Record<string, number>;
  /** Concrete events for event types that carry data (all cases of one type are explored). */
  events?: AnyEventObject[];
  input?: InputFrom<TMachine>;
  /** Stop exploring from these states (bounds endless models). */
  stopWhen?: (snapshot: Snapshot) => boolean;
  /** Which snapshots count as the same state (default: value and context); bounds models with free data. */
  serializeState?: (snapshot: Snapshot) => string;
  /** What must not change before a delay is up; defaults to the whole document body. */
  observe?: () => string;
  /** At most this many states are explored: a runaway model fails in seconds (default 5,000). */
  limit?: number;
}

export interface RunParams {
  /** Real user actions (DOM events) per event type; the event of the step is passed in. */
  events: Record<string, Executor>;
  /** Called in every state of the path with the model's snapshot and the events so far: assert the DOM. */
  assert: (snapshot: Snapshot, trace: readonly AnyEventObject[]) => void | Promise<void>;
}

export interface ModelPath {
  description: string;
  state: Snapshot;
  steps: { state: Snapshot; event: AnyEventObject }[];
  weight: number;
}

export interface CoverageRow {
  machine: string;
  states: number;
  statesCovered: number;
  transitions: number;
  transitionsCovered: number;
  paths: number;
  missing: string[];
}

export const waitPrefix = 'WAIT.';

/** The model's config with delays and invokes as plain events (one delayed transition per state path). */
function rewrite(config: Config, delays: Record<string, number>, where: string, timedAbove = false): Config {
  const on: Record<string, unknown> = { ...config.on };
  const { after, invoke, states, ...rest } = config;
  for (const { id, onDone, onError } of [invoke ?? []].flat()) {
    if (!id) throw new Error(`${where}: give the invoked actor an id, its events are named after it`);
    if (onDone) on[`xstate.done.actor.${id}`] = onDone;
    if (onError) on[`xstate.error.actor.${id}`] = onError;
  }
  const names = Object.keys((after ?? {}) as object);
  if (names.length > 1 || (names.length && timedAbove)) throw new Error(`${where}: overlapping delays`);
  for (const name of names) {
    const ms = delays[name] ?? (Number.isFinite(Number(name)) ? Number(name) : undefined);
    if (ms === undefined) throw new Error(`${where}: no spec duration given for delay '${name}'`);
    on[`${waitPrefix}${ms}`] = (after as Record<string, unknown>)[name];
  }
  const children = Object.entries((states ?? {}) as Record<string, Config>).map(([key, child]) => [
    key,
    rewrite(child, delays, `${where}.${key}`, timedAbove || names.length > 0),
  ]);
  return { ...rest, on: on as Config['on'], ...(states ? { states: Object.fromEntries(children) } : {}) };
}

/** The same model with `after` transitions as WAIT.<ms> events, and the same implementations. */
export function toTestMachine(machine: AnyStateMachine, delays: Record<string, number> = {}): AnyStateMachine {
  const implementations = machine.implementations as Parameters<AnyStateMachine['provide']>[0];
  return createMachine(rewrite(machine.config, delays, machine.id)).provide(implementations);
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(allNodes)];
const valueOf = (path: readonly string[]): string | Record<string, unknown> =>
  path.length === 1 ? path[0]! : { [path[0]!]: valueOf(path.slice(1)) };

export function createTimedModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TimedModelOptions<TMachine> = {},
) {
  const delays = options.delays ?? {};
  const testMachine = toTestMachine(machine, delays);
  const nodes = allNodes(testMachine.root).filter((n) => n !== testMachine.root);
  const active = (s: Snapshot) => nodes.filter((n) => s.matches(valueOf(n.path)));
  const transitions = allNodes(testMachine.root).flatMap((n) => Object.values(n.on).flat());
  const taken = (s: Snapshot, event: AnyEventObject) => testMachine.getTransitionData(s, event);
  const cases = options.events ?? [];
  const stateKey = options.serializeState ?? ((s: Snapshot) => JSON.stringify({ value: s.value, context: s.context }));
  let explored = 0;
  const limit = options.limit ?? 5_000;

  const model = createTestModel(testMachine, {
    events: (s: Snapshot) => {
      if (++explored > limit) throw new Error(`${machine.id}: more than ${limit} states; bound the model`);
      const types = [...new Set([testMachine.root, ...active(s)].flatMap((n) => n.ownEvents as string[]))];
      if (types.filter((t) => t.startsWith(waitPrefix)).length > 1) throw new Error(`${machine.id}: timers overlap`);
      return types.flatMap((type) => {
        const some = cases.filter((c) => c.type === type);
        return some.length ? some : [{ type }];
      });
    },
    serializeState: (s: Snapshot) => stateKey(s),
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.stopWhen ? { stopWhen: options.stopWhen } : {}),
  });

  // Shortest paths, then one more path for each transition they miss.
  const paths: ModelPath[] = model.getShortestPaths();
  const planned = new Set(
    paths.flatMap((p) => p.steps.slice(1).flatMap((st, i) => taken(p.steps[i]!.state, st.event))),
  );
  const shortestTo = new Map<string, ModelPath>();
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const known = shortestTo.get(stateKey(p.state));
    if (!known || known.steps.length > p.steps.length) shortestTo.set(stateKey(p.state), p);
  }
  const adjacency: AdjacencyValue<Snapshot, AnyEventObject>[] = Object.values(model.getAdjacencyMap());
  for (const { state, transitions: edges } of adjacency) {
    for (const { event, state: next } of Object.values(edges)) {
      const defs = taken(state, event);
      const base = shortestTo.get(stateKey(state));
      if (!base || defs.every((t) => planned.has(t))) continue;
      const steps = [...base.steps, { state: next, event }];
      paths.push({ state: next, steps, weight: steps.length, description: `${base.description} → ${event.type}` });
      defs.forEach((t) => planned.add(t));
    }
  }

  const ranStates = new Set<AnyStateNode>();
  const ranTransitions = new Set<unknown>();
  const observe = options.observe ?? (() => document.body.innerHTML);
  const wait = (ms: number) => () => {
    const before = observe();
    act(() => void vi.advanceTimersByTime(ms - 1));
    expect(observe(), `nothing may change before ${ms} ms have passed`).toBe(before);
    act(() => void vi.advanceTimersByTime(1));
  };

  async function run(path: ModelPath, params: RunParams) {
    const trace: AnyEventObject[] = [];
    await model.testPath(path, {
      states: { '*': (s: Snapshot) => params.assert(s, trace) },
      events: Object.fromEntries(
        [...new Set(path.steps.slice(1).map((st) => st.event.type))].map((type) => {
          const exec = type.startsWith(waitPrefix) ? wait(Number(type.slice(waitPrefix.length))) : params.events[type];
          if (!exec) throw new Error(`no DOM action for event ${type}`);
          const step = async ({ event }: { event: AnyEventObject }) => {
            await exec(event);
            trace.push(event);
          };
          return [type, step];
        }),
      ),
    });
    // Only a path that passed against the DOM counts towards coverage.
    path.steps.forEach((st, i) => {
      active(st.state).forEach((n) => ranStates.add(n));
      if (i > 0) taken(path.steps[i - 1]!.state, st.event).forEach((t) => ranTransitions.add(t));
    });
  }

  function coverage(name: string = machine.id): CoverageRow {
    const label = (t: (typeof transitions)[number]) =>
      `${t.source.id} —${t.eventType}→ ${t.target?.map((n) => n.id).join(',') ?? '(stays)'}`;
    return {
      machine: name,
      states: nodes.length,
      statesCovered: nodes.filter((n) => ranStates.has(n)).length,
      transitions: transitions.length,
      transitionsCovered: transitions.filter((t) => ranTransitions.has(t)).length,
      paths: paths.length,
      missing: [
        ...nodes.filter((n) => !ranStates.has(n)).map((n) => `state ${n.id}`),
        ...transitions.filter((t) => !ranTransitions.has(t)).map(label),
      ],
    };
  }

  /** Registers, after the path tests, the check that all of the model ran against the DOM, and the report. */
  function expectFullCoverage(name: string = machine.id) {
    it(`${name}: every state and transition ran against the DOM`, () => expect(coverage(name).missing).toEqual([]));
    afterAll(() => {
      const dir = inject('modelCoverageDir');
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(coverage(name)));
    });
  }

  return { model, machine: testMachine, paths, run, coverage, expectFullCoverage };
}
