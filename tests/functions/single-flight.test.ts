// Single flight: one run at a time, runs spaced, calls meanwhile sharing one follow-up run.
import { describe, expect, it } from 'vitest';
import { singleFlight } from '../../supabase/functions/_shared/single-flight.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

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
