// Group commit: calls made in the same turn of the event loop, or while a batch is being written, go together as
// one batch, so under load the database runs one statement for many requests instead of one each. A quiet server
// waits one setImmediate (microseconds) before writing. Why the turn matters: PGlite runs a query on the event
// loop itself, so no request arrives while one is written; the requests whose bytes came in the same poll phase
// are the batch. There a statement's fixed cost dwarfs that of one more row; PostgreSQL saves round trips and
// connections. One batch is written at a time, so what one caller sends twice in a row is written in that order.

export interface CoalesceOptions {
  /** Most items in one batch; the rest wait for the next. */
  maxBatch?: number;
  /**
   * Whether a failed batch's items are worth running one by one (default: yes). Say no for failures no item can
   * cause, such as an unreachable database, so every caller hears at once instead of after one timeout each.
   */
  retryAlone?: (error: unknown) => boolean;
}

/**
 * Wraps `runBatch` (items in, one result per item out, in the same order) into a per-item function. When a batch
 * fails, its items are run again one by one (see retryAlone), so one bad item fails alone and the others still
 * succeed; an item's own failure reaches its caller.
 */
export function coalesce<I, O>(runBatch: (items: readonly I[]) => Promise<O[]>, options: CoalesceOptions = {}): (item: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 100;
  const retryAlone = options.retryAlone ?? (() => true);
  let waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  async function runOne(entry: (typeof waiting)[number]) {
    try {
      const [result] = await runBatch([entry.item]);
      entry.resolve(result as O);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      if (batch.length === 1) {
        await runOne(batch[0]!);
        continue;
      }
      try {
        const results = await runBatch(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i] as O));
      } catch (error) {
        if (retryAlone(error)) for (const entry of batch) await runOne(entry);
        else for (const entry of batch) entry.reject(error);
      }
    }
    busy = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!busy) {
        busy = true;
        setImmediate(() => void drain());
      }
    });
}
