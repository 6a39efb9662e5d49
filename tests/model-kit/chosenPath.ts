// A chosen path through a spec model, from its events: the longer walks generated paths do not take, in the shape
// xstate/graph's paths have, so createTimedModel's `run` drives them like any other.
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';

export function chosenPath(machine: AnyStateMachine, description: string, events: AnyEventObject[], input?: unknown) {
  let state = getInitialSnapshot(machine, input);
  const steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of events) {
    state = getNextSnapshot(machine, state, event);
    steps.push({ state, event });
  }
  return { description, state, steps, weight: steps.length };
}
