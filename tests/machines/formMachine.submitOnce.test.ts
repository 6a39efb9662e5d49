// A second submit while the form is submitting starts no second call: the machine ignores it (the disabled button is
// not the only guard: a keyboard Enter, a script or a double event reaches the machine all the same).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formMachine, type SubmitInput } from '../../machines/formMachine';

function start() {
  const sent: SubmitInput[] = [];
  const answers: (() => void)[] = [];
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise<unknown, SubmitInput>(({ input }) => {
        sent.push(input);
        return new Promise((resolve) => answers.push(() => resolve({ id: 'lead' })));
      }),
    },
  });
  let keys = 0;
  const env = { now: () => 1_000, newKey: () => `key-${++keys}` };
  const actor = createActor(machine, { input: { initialValues: { name: '' }, env } }).start();
  return { actor, sent, answers };
}

describe('formMachine: one call per submission', () => {
  it('invokes the submit actor once for two submits sent while submitting, and again after the answer', async () => {
    const { actor, sent, answers } = start();
    actor.send({ type: 'form.change', field: 'name', value: 'Ada' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(sent).toHaveLength(1);

    answers.shift()!();
    await new Promise<void>((resolve) => {
      const sub = actor.subscribe((s) => s.matches('idle') && (sub.unsubscribe(), resolve()));
    });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'form.change', field: 'name', value: 'Grace' });
    actor.send({ type: 'form.submit' });
    expect(sent.map((s) => s.values.name)).toEqual(['Ada', 'Grace']);
  });

  it('keeps the values it is sending: an edit while submitting does not change them', () => {
    const { actor, sent } = start();
    actor.send({ type: 'form.change', field: 'name', value: 'Ada' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'name', value: 'Mallory' });
    actor.send({ type: 'form.submit' });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.values.name).toBe('Ada');
  });
});
