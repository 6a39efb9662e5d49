// Single flight: at most one run at a time, and runs at least `minIntervalMs()` apart; calls meanwhile share one
// follow-up run (it sees the work the running one started too early to see). Under a burst, the work of many calls
// is done by a few runs.

export function singleFlight(run: () => Promise<void>, minIntervalMs: () => number = () => 0): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let lastStart = -Infinity;
  const start = () => {
    lastStart = Date.now();
    current = run().finally(() => {
      current = null;
    });
    return current;
  };
  const call = (): Promise<void> => {
    if (!current && !next && Date.now() - lastStart >= minIntervalMs()) return start();
    next ??= (async () => {
      await current?.catch(() => {});
      const wait = lastStart + minIntervalMs() - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = null;
      return start();
    })();
    return next;
  };
  return call;
}
