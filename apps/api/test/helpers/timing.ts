/**
 * Compares how long two operations take on a busy machine. One sample of each is at the mercy of whatever
 * else the machine does at that instant (CI runs several test workers at once), so the two are run in
 * alternation and the median of each is compared: a stray pause hits one sample, not the median.
 */
export async function medianDurations(first: () => Promise<unknown>, second: () => Promise<unknown>, runs = 5) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    a.push(await timed(first));
    b.push(await timed(second));
  }
  return { first: median(a), second: median(b) };
}

async function timed(operation: () => Promise<unknown>) {
  const started = performance.now();
  await operation();
  return performance.now() - started;
}

function median(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}
