// Group commit (src/lib/coalesce.ts): what callers rely on is that each gets its own result, that calls arriving
// while a batch runs go together as the next batch, and that one bad item fails alone.
import { describe, expect, it } from 'vitest';
import { coalesce } from '../../src/lib/coalesce';

/** A batch runner that records its batches and finishes only when told to. */
function gatedRunner(fail?: (items: readonly number[]) => Error | undefined) {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    await new Promise<void>((resolve) => gates.push(resolve));
    const error = fail?.(items);
    if (error) throw error;
    return items.map((n) => n * 10);
  };
  /** Lets every batch finish, including those that start later, until nothing has run for a few turns. */
  const openAll = async () => {
    for (let idleTurns = 0; idleTurns < 3; ) {
      await new Promise((r) => setImmediate(r));
      if (gates.length === 0) idleTurns += 1;
      else {
        idleTurns = 0;
        gates.shift()!();
      }
    }
  };
  return { run, batches, openAll };
}

describe('coalesce', () => {
  it('given calls made in the same turn, they go as one batch, each with its own result', async () => {
    const runner = gatedRunner();
    const save = coalesce(runner.run);
    const calls = [1, 2, 3].map((n) => save(n));
    await runner.openAll();
    expect(await Promise.all(calls)).toEqual([10, 20, 30]);
    expect(runner.batches).toEqual([[1, 2, 3]]);
  });

  it('given a batch in flight, the calls made meanwhile go together as the next batch, at most maxBatch at a time', async () => {
    const runner = gatedRunner();
    const save = coalesce(runner.run, { maxBatch: 3 });
    const first = save(1);
    await new Promise((r) => setImmediate(r));
    expect(runner.batches).toEqual([[1]]);
    const later = [2, 3, 4, 5, 6].map((n) => save(n));
    await runner.openAll();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(runner.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('given a batch that fails, its items run one by one and only the bad one fails', async () => {
    const runner = gatedRunner((items) => (items.includes(3) ? new Error('bad item 3') : undefined));
    const save = coalesce(runner.run);
    const calls = [1, 2, 3, 4].map((n) => save(n).then((v) => ({ ok: v }), (e: Error) => ({ error: e.message })));
    await runner.openAll();
    expect(await Promise.all(calls)).toEqual([{ ok: 10 }, { ok: 20 }, { error: 'bad item 3' }, { ok: 40 }]);
    expect(runner.batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('given a failure no item caused, every caller of the batch hears it at once without retries', async () => {
    const outage = Object.assign(new Error('database away'), { code: 'ECONNREFUSED' });
    const runner = gatedRunner(() => outage);
    const save = coalesce(runner.run, { retryAlone: (error) => (error as { code?: string }).code !== 'ECONNREFUSED' });
    const calls = [1, 2, 3].map((n) => save(n).catch((e: Error) => e.message));
    await runner.openAll();
    expect(await Promise.all(calls)).toEqual(['database away', 'database away', 'database away']);
    expect(runner.batches).toEqual([[1, 2, 3]]);
  });

  it('keeps working after a failed batch', async () => {
    let failNext = true;
    const save = coalesce(async (items: readonly number[]) => {
      if (failNext) {
        failNext = false;
        throw new Error('once');
      }
      return items.map((n) => n + 1);
    });
    await expect(save(1)).rejects.toThrow('once');
    expect(await save(2)).toBe(3);
  });
});
