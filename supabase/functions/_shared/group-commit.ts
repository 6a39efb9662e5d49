// Group commit: callers hand in one item each; items that arrive while a batch is being written are written together
// in the next one. With one visitor at a time every batch holds one item and adds no wait; under load one statement
// stores many submissions (or counts many rate-limit hits). A failed batch is written again one item at a time, so
// one bad item never fails the others (a batch is one statement: it either stored everything or nothing).

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
