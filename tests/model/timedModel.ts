// Model-based testing for machines with `after` transitions. createTestModel (xstate/graph) refuses delayed
// transitions, so the machine is rebuilt with every `after: { name: … }` turned into an ordinary event
// `WAIT.<ms>`, where <ms> is the SPEC's number for that delay name (not the machine's). Running that event
// against the real component advances fake timers by ms − 1, checks that nothing the visitor sees has changed
// yet, then advances the last millisecond. A machine whose delay drifts from the spec therefore fails in the
// DOM: too early at ms − 1, too late in the state check that follows.
// Invoked actors are handled the same way: the invoke is dropped and its onDone / onError transitions become
// the events xstate would send, `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, which a test answers by
// settling the real work (e.g. a stubbed fetch).
// Paths: the shortest path to every state, plus, for each transition those paths miss, the shortest path to a
// state it leaves from followed by the event that takes it. Every state node and every transition definition
// must be run against the DOM; the coverage table is written for tests/model/coverageReport.ts to print.
import { act } from '@testing-library/react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it, vi } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createMachine,
  type EventObject,
  type InputFrom,
  type TransitionDefinition,
} from 'xstate';
import { createTestModel } from 'xstate/graph';

type Snapshot = AnyMachineSnapshot;
type Executor = (event: AnyEventObject) => unknown;
type AnyTransition = TransitionDefinition<never, EventObject>;
type StateConfig = {
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  invoke?: unknown;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};

export interface TimedModelOptions<TMachine extends AnyStateMachine> {
  /** The spec's duration for each delay name used in `after`. */
  delays?: Record<string, number>;
  /** Concrete events for event types that carry data (all cases of one type are explored). */
  events?: AnyEventObject[];
  input?: InputFrom<TMachine>;
  /** Stop exploring from these states (bounds endless machines). */
  stopWhen?: (snapshot: Snapshot) => boolean;
  /** Which snapshots count as the same state (default: value and context); bounds machines with free data. */
  serializeState?: (snapshot: Snapshot) => string;
  /** What must not change before a delay is up; defaults to the whole document body. */
  observe?: () => string;
}

export interface RunParams {
  /** Real user actions (DOM events) per event type; the event of the step is passed in. */
  events: Record<string, Executor>;
  /** Called in every state of the path with the model's snapshot and the events so far: assert the DOM. */
  assert: (snapshot: Snapshot, trace: readonly AnyEventObject[]) => void | Promise<void>;
}

interface TestPathLike {
  description: string;
  state: Snapshot;
  steps: { state: Snapshot; event: EventObject }[];
  weight: number;
}

export const waitPrefix = 'WAIT.';

type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown; onSnapshot?: unknown };

function rewriteInvoke(config: StateConfig, where: string): Record<string, unknown> {
  const invokes = (Array.isArray(config.invoke) ? config.invoke : [config.invoke]) as InvokeConfig[];
  const on: Record<string, unknown> = {};
  for (const { id, onDone, onError, onSnapshot } of invokes) {
    if (!id) throw new Error(`${where}: give the invoked actor an id, its events are named after it`);
    if (onDone) on[`xstate.done.actor.${id}`] = onDone;
    if (onError) on[`xstate.error.actor.${id}`] = onError;
    if (onSnapshot) on[`xstate.snapshot.${id}`] = onSnapshot;
  }
  return on;
}

function rewriteAfter(config: StateConfig, delays: Record<string, number>, where: string, timedAbove: boolean) {
  const rewritten: StateConfig = { ...config };
  if (config.invoke) {
    delete rewritten.invoke;
    rewritten.on = { ...config.on, ...rewriteInvoke(config, where) };
  }
  if (config.after) {
    const names = Object.keys(config.after);
    if (names.length > 1 || timedAbove)
      throw new Error(`${where}: one delayed transition per state path, or WAIT events would overlap`);
    const name = names[0]!;
    const ms = delays[name] ?? (Number.isFinite(Number(name)) ? Number(name) : undefined);
    if (ms === undefined) throw new Error(`${where}: no spec duration given for delay '${name}'`);
    delete rewritten.after;
    rewritten.on = { ...rewritten.on, [`${waitPrefix}${ms}`]: config.after[name] };
  }
  if (config.states) {
    rewritten.states = Object.fromEntries(
      Object.entries(config.states).map(([key, child]) => [
        key,
        rewriteAfter(child, delays, `${where}.${key}`, timedAbove || !!config.after),
      ]),
    );
  }
  return rewritten;
}

/** The same machine with `after` transitions as WAIT.<ms> events, and the same implementations. */
export function toTestMachine(machine: AnyStateMachine, delays: Record<string, number> = {}): AnyStateMachine {
  const config = rewriteAfter(machine.config as StateConfig, delays, machine.id, false);
  return createMachine(config as Parameters<typeof createMachine>[0]).provide(
    machine.implementations as Parameters<AnyStateMachine['provide']>[0],
  );
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

type Selectable = AnyStateNode & { next(snapshot: Snapshot, event: EventObject): AnyTransition[] | undefined };

/** The transition definitions `event` takes from `snapshot` (the same selection xstate makes). */
function takenTransitions(snapshot: Snapshot, event: EventObject): AnyTransition[] {
  const taken = new Set<AnyTransition>();
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final');
  for (const leaf of leaves) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const selected = (node as Selectable).next(snapshot, event);
      if (selected) {
        selected.forEach((t) => taken.add(t));
        break;
      }
    }
  }
  return [...taken];
}

function transitionLabel(t: AnyTransition, waits: Map<string, string>): string {
  const source = t.source.id;
  const defs = t.source.transitions.get(t.eventType) ?? [];
  const branch = defs.length > 1 ? ` [${defs.indexOf(t as never) + 1}/${defs.length}]` : '';
  const event = waits.get(t.eventType) ?? t.eventType;
  const target = t.target?.map((n) => n.id).join(',') ?? '(stays)';
  return `${source} —${event}${branch}→ ${target}`;
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

export function createTimedModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TimedModelOptions<TMachine> = {},
) {
  const delays = options.delays ?? {};
  const testMachine = toTestMachine(machine, delays);
  const waitLabels = new Map(
    Object.entries(delays).map(([name, ms]) => [`${waitPrefix}${ms}`, `after ${name} ${ms} ms`]),
  );
  const cases = options.events ?? [];
  const model = createTestModel(testMachine, {
    events: (snapshot: Snapshot) => {
      const types = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((n) => n.ownEvents as string[]))];
      const waits = types.filter((t) => t.startsWith(waitPrefix));
      if (waits.length > 1) throw new Error(`${JSON.stringify(snapshot.value)}: timers ${waits.join(', ')} overlap`);
      return types.flatMap((type) => {
        const some = cases.filter((c) => c.type === type);
        return some.length ? some : [{ type }];
      });
    },
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.stopWhen ? { stopWhen: options.stopWhen } : {}),
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  } as never);
  const stateKey =
    options.serializeState ??
    ((snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }));

  // Every state node and transition definition of the machine.
  const nodes = allStateNodes(testMachine.root).filter((n) => n !== testMachine.root);
  const transitions = allStateNodes(testMachine.root).flatMap((n) => [...n.transitions.values()].flat());

  const planned = model.getShortestPaths() as unknown as TestPathLike[];
  const pathsCovering = (path: TestPathLike) =>
    path.steps.slice(1).flatMap((step, i) => takenTransitions(path.steps[i]!.state, step.event));
  const plannedTransitions = new Set(planned.flatMap(pathsCovering));
  // Transitions the shortest paths miss: reach a state they leave from, then take them.
  const shortestTo = new Map<string, TestPathLike>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as TestPathLike[]) {
    const key = stateKey(path.state);
    const known = shortestTo.get(key);
    if (!known || known.steps.length > path.steps.length) shortestTo.set(key, path);
  }
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;
  for (const { state, transitions: edges } of Object.values(adjacency)) {
    for (const { event, state: next } of Object.values(edges)) {
      const taken = takenTransitions(state as Snapshot, event);
      if (taken.every((t) => plannedTransitions.has(t))) continue;
      const base = shortestTo.get(stateKey(state));
      if (!base) continue;
      const steps = [...base.steps, { state: next as Snapshot, event }];
      planned.push({
        state: next as Snapshot,
        steps,
        weight: steps.length,
        description: `${base.description} → ${event.type}${'cause' in event ? ` (${String(event.cause)})` : ''}`,
      });
      taken.forEach((t) => plannedTransitions.add(t));
    }
  }

  const ranStates = new Set<string>();
  const ranTransitions = new Set<AnyTransition>();
  const observe = options.observe ?? (() => document.body.innerHTML);

  const waitExecutors: Record<string, Executor> = Object.fromEntries(
    [...new Set(Object.values(delays))].map((ms) => [
      `${waitPrefix}${ms}`,
      () => {
        const before = observe();
        act(() => {
          vi.advanceTimersByTime(ms - 1);
        });
        expect(observe(), `nothing may change before ${ms} ms have passed`).toBe(before);
        act(() => {
          vi.advanceTimersByTime(1);
        });
      },
    ]),
  );

  async function run(path: TestPathLike, params: RunParams) {
    const trace: AnyEventObject[] = [];
    const events: Record<string, (step: { event: AnyEventObject }) => Promise<void>> = {};
    for (const type of new Set(path.steps.map((s) => s.event.type))) {
      if (type === 'xstate.init') continue;
      const exec = waitExecutors[type] ?? params.events[type];
      if (!exec) throw new Error(`no DOM action for event ${type}`);
      events[type] = async ({ event }) => {
        await exec(event);
        trace.push(event);
      };
    }
    await model.testPath(
      path as never,
      { states: { every: (snapshot: Snapshot) => params.assert(snapshot, trace) }, events } as never,
      { stateMatcher: () => true } as never,
    );
    // Only a path that passed against the DOM counts towards coverage.
    path.steps.forEach((step, i) => {
      (step.state._nodes as AnyStateNode[]).forEach((n) => ranStates.add(n.id));
      if (i > 0) takenTransitions(path.steps[i - 1]!.state, step.event).forEach((t) => ranTransitions.add(t));
    });
  }

  function coverage(name = machine.id): CoverageRow {
    const missing = [
      ...nodes.filter((n) => !ranStates.has(n.id)).map((n) => `state ${n.id}`),
      ...transitions.filter((t) => !ranTransitions.has(t)).map((t) => transitionLabel(t, waitLabels)),
    ];
    return {
      machine: name,
      states: nodes.length,
      statesCovered: nodes.filter((n) => ranStates.has(n.id)).length,
      transitions: transitions.length,
      transitionsCovered: transitions.filter((t) => ranTransitions.has(t)).length,
      paths: planned.length,
      missing,
    };
  }

  /** Registers, after the path tests, the check that all of the machine ran against the DOM, and the report. */
  function expectFullCoverage(name = machine.id) {
    it(`${name}: every state and transition ran against the DOM`, () => {
      expect(coverage(name).missing).toEqual([]);
    });
    afterAll(() => {
      const dir = inject('modelCoverageDir');
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(coverage(name)));
    });
  }

  return { model, machine: testMachine, paths: planned, run, coverage, expectFullCoverage };
}
