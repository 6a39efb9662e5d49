// Single flight: one run at a time, runs spaced, calls meanwhile sharing one follow-up run. The clock is faked: each
// run takes the time its test gives it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { singleFlight } from '../../supabase/functions/_shared/single-flight.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** A run that takes `ms`, recording when each run starts and whether two ever overlap. */
function timedRun(ms: number) {
  const starts: number[] = [];
  let running = 0;
  let overlap = false;
  const run = async () => {
    starts.push(Date.now());
    running++;
    overlap ||= running > 1;
    if (ms > 0) await sleep(ms);
    running--;
  };
  return { run, starts, overlapped: () => overlap };
}

describe('singleFlight', () => {
  it('runs once at a time; calls during a run share one follow-up run, started when the run ends', async () => {
    const { run, starts, overlapped } = timedRun(5);
    const kick = singleFlight(run);
    const calls = Promise.all([kick(), kick(), kick(), kick()]);
    await vi.advanceTimersByTimeAsync(4);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 5]);
    await vi.advanceTimersByTimeAsync(5);
    await calls;
    expect(starts).toEqual([0, 5]);
    expect(overlapped()).toBe(false);
  });

  it('each call resolves when a run that started after it has finished', async () => {
    const { run } = timedRun(5);
    const kick = singleFlight(run);
    const settled: string[] = [];
    void kick().then(() => settled.push('first'));
    void kick().then(() => settled.push('second'));
    await vi.advanceTimersByTimeAsync(5);
    expect(settled).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(5);
    expect(settled).toEqual(['first', 'second']);
  });

  it('a failed run rejects its callers and does not stop the follow-up', async () => {
    let runs = 0;
    const kick = singleFlight(async () => {
      runs++;
      await sleep(5);
      if (runs === 1) throw new Error('run failed');
    });
    const first = kick();
    const second = kick();
    await expect(Promise.all([first, vi.advanceTimersByTimeAsync(10)])).rejects.toThrow('run failed');
    await second;
    expect(runs).toBe(2);
  });

  it('starts a follow-up no sooner than the interval after the previous start', async () => {
    const { run, starts } = timedRun(1);
    const kick = singleFlight(run, () => 40);
    await Promise.all([kick(), vi.advanceTimersByTimeAsync(1)]);
    const second = kick();
    await vi.advanceTimersByTimeAsync(38);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 40]);
    await vi.advanceTimersByTimeAsync(1);
    await second;
  });

  it('a run that outlasts the interval is followed at once', async () => {
    const { run, starts } = timedRun(50);
    const kick = singleFlight(run, () => 40);
    void kick();
    await vi.advanceTimersByTimeAsync(10);
    const second = kick();
    await vi.advanceTimersByTimeAsync(40);
    expect(starts).toEqual([0, 50]);
    await vi.advanceTimersByTimeAsync(50);
    await second;
  });

  it('after a quiet spell as long as the interval, runs at once', async () => {
    const { run, starts } = timedRun(0);
    const kick = singleFlight(run, () => 10);
    await kick();
    await vi.advanceTimersByTimeAsync(10);
    const started = kick();
    expect(starts).toEqual([0, 10]);
    await started;
  });

  it('without an interval, a call after a run has ended starts at once', async () => {
    const { run, starts } = timedRun(0);
    const kick = singleFlight(run);
    await kick();
    const started = kick();
    expect(starts).toEqual([0, 0]);
    await started;
  });
});
