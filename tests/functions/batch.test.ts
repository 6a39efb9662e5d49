// The two concurrency tools of the submission path: group commit and single-flight runs.
import { describe, expect, it } from 'vitest';
import { groupCommit, singleFlight } from '../../supabase/functions/_shared/batch.ts';

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

describe('singleFlight', () => {
  it('runs once at a time; calls during a run share one follow-up run', async () => {
    let runs = 0;
    let running = 0;
    let overlap = false;
    const kick = singleFlight(async () => {
      runs++;
      running++;
      overlap ||= running > 1;
      await tick(5);
      running--;
    });
    await Promise.all([kick(), kick(), kick(), kick()]);
    expect(runs).toBe(2);
    expect(overlap).toBe(false);
  });

  it('starts a follow-up no sooner than the interval after the previous start', async () => {
    const starts: number[] = [];
    const kick = singleFlight(
      async () => {
        starts.push(performance.now());
      },
      () => 40,
    );
    await kick();
    await kick();
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(38);
  });

  it('after a quiet spell longer than the interval, runs at once', async () => {
    let runs = 0;
    const kick = singleFlight(
      async () => {
        runs++;
      },
      () => 10,
    );
    await kick();
    await tick(20);
    const started = kick();
    expect(runs).toBe(2);
    await started;
  });
});
