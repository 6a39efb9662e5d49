// Group commit: items that arrive while a batch is written go together into the next one.
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../supabase/functions/_shared/group-commit.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('groupCommit', () => {
  it('writes the first item at once and what arrives meanwhile in one batch, answering each caller', async () => {
    const batches: number[][] = [];
    const write = groupCommit(async (items: readonly number[]) => {
      batches.push([...items]);
      await tick(5);
      return items.map((n) => n * 10);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => write(n)));
    expect(answers).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('splits batches at the maximum size', async () => {
    const sizes: number[] = [];
    const write = groupCommit(async (items: readonly number[]) => {
      sizes.push(items.length);
      await tick(1);
      return [...items];
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, i) => write(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it('rejects only the item that fails when a batch is written again one by one', async () => {
    const write = groupCommit(async (items: readonly number[]) => {
      await tick(1);
      if (items.includes(13)) throw new Error(`refused ${items.join(',')}`);
      return [...items];
    });
    const results = await Promise.allSettled([1, 2, 13, 4].map((n) => write(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('refused 13'));
  });
});
