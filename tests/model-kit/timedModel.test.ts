// The model helper's guards: a model that runs away, overlapping timers or a delay without a spec number fail at
// once with a message saying what to fix; `after` delays become WAIT.<ms> edges of the graph.
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { createTimedModel } from './timedModel';

describe('createTimedModel', () => {
  it('stops a model with endless states in seconds, naming the bound', () => {
    const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => createTimedModel(counter, { limit: 200 })).toThrow('counter: more than 200 states; bound the model');
    // Bounded by stopWhen, the same model is one path of 50 steps after the initial state.
    const bounded = createTimedModel(counter, { stopWhen: (s) => (s.context as { n: number }).n >= 50 });
    expect(bounded.paths.map((p) => p.steps.length)).toEqual([51]);
  });

  it('refuses two timers running in one state', () => {
    const twoTimers = setup({ delays: { short: 100, long: 200 } }).createMachine({
      id: 'two',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { after: { short: 'y' } }, y: {} } },
        b: { initial: 'x', states: { x: { after: { long: 'y' } }, y: {} } },
      },
    });
    expect(() => createTimedModel(twoTimers, { delays: { short: 100, long: 200 } })).toThrow(
      'two: timers overlap in a.x+b.x',
    );
  });

  it('asks for the spec number of every named delay', () => {
    const timer = setup({ delays: { pause: 300 } }).createMachine({
      id: 'timer',
      initial: 'on',
      states: { on: { after: { pause: 'off' } }, off: {} },
    });
    expect(() => createTimedModel(timer)).toThrow("on: no spec duration given for delay 'pause'");
    const timed = createTimedModel(timer, { delays: { pause: 250 } });
    expect(timed.paths.map((p) => p.steps.map((s) => s.event.type))).toEqual([['xstate.init', 'WAIT.250']]);
    expect(timed.coverage()).toMatchObject({
      states: 2,
      transitions: 1,
      missing: ['state on', 'state off', 'on —WAIT.250→ off'],
    });
  });
});
