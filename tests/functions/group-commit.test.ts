// Group commit: items that arrive while a batch is written go together into the next one. Each write waits until the
// test lets it finish, so what arrives "meanwhile" is exact.
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../supabase/functions/_shared/group-commit.ts';

/** A write the test finishes by hand: `batches` holds what each call was given, `finish()` ends the oldest open one. */
function heldWrite<O>(answer: (items: readonly number[]) => O[]) {
  const batches: number[][] = [];
  const open: (() => void)[] = [];
  const write = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<O[]>((resolve, reject) =>
      open.push(() => {
        try {
          resolve(answer(items));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  };
  const finish = async () => {
    open.shift()?.();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { write, batches, finish, open: () => open.length };
}

describe('groupCommit', () => {
  it('writes the first item at once and what arrives meanwhile in one batch, answering each caller', async () => {
    const held = heldWrite((items) => items.map((n) => n * 10));
    const write = groupCommit(held.write);
    const answers = Promise.all([1, 2, 3, 4].map((n) => write(n)));
    expect(held.batches).toEqual([[1]]);
    await held.finish();
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    await held.finish();
    expect(await answers).toEqual([10, 20, 30, 40]);
    expect(held.open()).toBe(0);
  });

  it('after the queue empties, the next item is written at once, alone', async () => {
    const held = heldWrite((items) => [...items]);
    const write = groupCommit(held.write);
    const first = write(1);
    await held.finish();
    expect(await first).toBe(1);
    const second = write(2);
    expect(held.batches).toEqual([[1], [2]]);
    await held.finish();
    expect(await second).toBe(2);
  });

  it('splits batches at the maximum size (200 by default)', async () => {
    const held = heldWrite((items) => [...items]);
    const write = groupCommit(held.write, 3);
    const all = Promise.all(Array.from({ length: 8 }, (_, i) => write(i)));
    while (held.open() > 0) await held.finish();
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(held.batches.map((b) => b.length)).toEqual([1, 3, 3, 1]);

    const byDefault = heldWrite((items) => [...items]);
    const writeMany = groupCommit(byDefault.write);
    const many = Promise.all(Array.from({ length: 402 }, (_, i) => writeMany(i)));
    while (byDefault.open() > 0) await byDefault.finish();
    await many;
    expect(byDefault.batches.map((b) => b.length)).toEqual([1, 200, 200, 1]);
  });

  it('rejects only the item that fails when a batch is written again one by one', async () => {
    const held = heldWrite((items) => {
      if (items.includes(13)) throw new Error(`refused ${items.join(',')}`);
      return [...items];
    });
    const write = groupCommit(held.write);
    const results = Promise.allSettled([1, 2, 13, 4].map((n) => write(n)));
    while (held.open() > 0) await held.finish();
    expect(held.batches).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
    const settled = await results;
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      2,
      'refused 13',
      4,
    ]);
  });

  it('a batch of one that fails is not written again', async () => {
    const held = heldWrite((): number[] => {
      throw new Error('refused');
    });
    const write = groupCommit(held.write);
    const result = write(1);
    await held.finish();
    await expect(result).rejects.toThrow('refused');
    expect(held.batches).toEqual([[1]]);
  });
});
