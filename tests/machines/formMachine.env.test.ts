// formMachine reads no clock and makes no ids itself: both come in with its input. Driven here with a counting key
// source and a hand-set clock, what the submit actor receives shows where each key and time came from.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formMachine, type SubmitInput } from '../../machines/formMachine';

function start(outcomes: ('fail' | 'ok')[], shownAt?: number) {
  let keys = 0;
  let time = 1_000;
  const sent: SubmitInput[] = [];
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise<unknown, SubmitInput>(async ({ input }) => {
        sent.push(input);
        if (outcomes.shift() === 'fail') throw new Error('offline');
        return { id: 'lead' };
      }),
    },
  });
  const env = { now: () => time, newKey: () => `key-${++keys}` };
  const actor = createActor(machine, { input: { initialValues: { name: '' }, env, shownAt } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The visitor types `name` (unless undefined: sends the form as it is) and sends it; resolves once it is handled. */
  const send = (name?: string) => {
    if (name !== undefined) actor.send({ type: 'form.change', field: 'name', value: name });
    actor.send({ type: 'form.submit' });
    return settle();
  };
  return { actor, sent, send, setTime: (ms: number) => (time = ms) };
}

describe('formMachine takes time and ids from its input', () => {
  it('a retry of the same values reuses the key; an edit and a success take new ones from the key source', async () => {
    const { actor, sent, send, setTime } = start(['fail', 'fail', 'ok', 'ok']);
    await send('Ada');
    await send();
    actor.send({ type: 'form.change', field: 'name', value: 'Ada L.' });
    setTime(9_000);
    await send();
    setTime(20_000);
    await send('Grace');
    expect(sent.map((s) => [s.attemptKey, s.shownAt])).toEqual([
      ['key-2', 1_000],
      ['key-2', 1_000],
      ['key-3', 1_000],
      // The success at 9 s starts the form over: shown at 9 s, a new key (key-4), replaced by the edit (key-5).
      ['key-5', 9_000],
    ]);
  });

  it('a form on screen before the machine started (prerendered) counts from the time its input gives, until a success', async () => {
    const { sent, send, setTime } = start(['ok', 'ok'], 400);
    await send('Ada');
    setTime(5_000);
    await send('Grace');
    expect(sent.map((s) => s.shownAt)).toEqual([400, 1_000]);
  });
});
