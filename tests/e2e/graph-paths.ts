// Paths through a spec model (tests/models/) for the browser model tests: generated with xstate/graph's public
// getShortestPaths (bounded by the model's stopWhen), then a few chosen that between them take every kind of step.
import { getNextTransitions, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

type Step = { state: AnyMachineSnapshot; event: AnyEventObject };
export type Path = { steps: Step[]; state: AnyMachineSnapshot };

// A delayed transition of a model is taken by the event xstate gives it (`xstate.after.<delay>.<state id>`).
export const after = (delay: string | number, state: string) => ({ type: `xstate.after.${delay}.${state}` });
export const isAfter = (e: AnyEventObject) => e.type.startsWith('xstate.after.');
/** The delay of a delayed transition's event: its name, or its milliseconds when the model gives a number. */
export const delayOf = (e: AnyEventObject) => e.type.split('.')[2]!;
const stepKey = (s: Step, i: number, steps: Step[]) =>
  `${JSON.stringify(steps[i - 1]?.state.value)} ${JSON.stringify(s.event)}`;
/** Every kind of step a path takes: the state it leaves and the event. */
const stepKinds = (p: Path) => p.steps.slice(1).map((s, i) => stepKey(s, i + 1, p.steps));

/** A few generated paths that between them take every kind of step the generated paths take. */
export function covering(paths: Path[], most: number): Path[] {
  const chosen: Path[] = [];
  const seen = new Set<string>();
  while (chosen.length < most) {
    const best = paths
      .map((p) => ({ p, gain: new Set(stepKinds(p).filter((k) => !seen.has(k))).size }))
      .sort((a, b) => b.gain - a.gain || a.p.steps.length - b.p.steps.length)[0];
    if (!best || best.gain === 0) break;
    chosen.push(best.p);
    stepKinds(best.p).forEach((k) => seen.add(k));
  }
  return chosen;
}

/** The kinds of step the generated paths take that the chosen ones leave out (none, when `most` is enough). */
export const uncovered = (paths: Path[], chosen: Path[]) => {
  const taken = new Set(chosen.flatMap(stepKinds));
  return [...new Set(paths.flatMap(stepKinds))].filter((k) => !taken.has(k));
};

export const describe = (p: Path) =>
  p.steps
    .slice(1)
    .map(({ event: e }) =>
      isAfter(e)
        ? `after ${delayOf(e)}`
        : [e.type, e.via, e.label, e.edge, e.px, e.value === undefined ? undefined : JSON.stringify(e.value)]
            .filter((x) => x !== undefined)
            .join(' '),
    )
    .join(' → ');

/** Shortest paths to every state `key` tells apart; with `byEdge`, to every transition the model has (state —event→
 * state), so that a step which leads back to a state already reached is tried too (Escape while a request is in
 * flight, a blank message refused). Only events the state has a transition for are tried then. A model that runs
 * away fails after `limit` states. */
export const generate = (
  machine: AnyStateMachine,
  events: AnyEventObject[],
  key: (s: AnyMachineSnapshot) => string,
  stop: (s: AnyMachineSnapshot) => boolean,
  { byEdge = false, limit = 5_000 } = {},
) =>
  getShortestPaths(machine, {
    events: events as never,
    serializeState: (byEdge
      ? (s: AnyMachineSnapshot, e: AnyEventObject | undefined, prev: AnyMachineSnapshot | undefined) =>
          JSON.stringify([prev && key(prev), e ?? null, key(s)])
      : key) as never,
    stopWhen: stop as never,
    limit,
    ...(byEdge && {
      filterEvents: ((s: AnyMachineSnapshot, e: AnyEventObject) =>
        getNextTransitions(s).some((t) => t.eventType === e.type)) as never,
    }),
  }) as unknown as Path[];
