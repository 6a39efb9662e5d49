// Two small concurrency tools for the submission path.
//
// groupCommit: callers hand in one item each; items that arrive while a batch is being written are written together
// in the next one (group commit). With one visitor at a time every batch holds one item and adds no wait; under load
// one statement stores many submissions. A failed batch is written again one item at a time, so one bad item never
// fails the others (a batch is one statement: it either stored everything or nothing).
//
// singleFlight: at most one run at a time, and runs at least `minIntervalMs()` apart; calls meanwhile share one
// follow-up run (it sees the work the running one started too early to see). Under a burst, the work of many calls
// is done by a few runs.

export function groupCommit<I, O>(
  write: (items: readonly I[]) => Promise<O[]>,
  maxBatch = 200,
): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i] as O));
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else {
          for (const entry of batch) {
            try {
              const [result] = await write([entry.item]);
              entry.resolve(result as O);
            } catch (itemError) {
              entry.reject(itemError);
            }
          }
        }
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}

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
