/**
 * Compares how long two operations take on a busy machine. One sample of each is at the mercy of whatever
 * else the machine does at that instant (CI runs several test workers at once), so the two are run in
 * alternation and the median of each is compared: a stray pause hits one sample, not the median.
 * `clock: 'cpu'` measures the work instead (this process's CPU time, all its threads): for comparing two pieces
 * of computation it does not move when other processes crowd the cores, as wall time does.
 */
export async function medianDurations(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  options: { runs?: number; clock?: 'wall' | 'cpu' } = {},
) {
  const runs = options.runs ?? 5;
  const now = options.clock === 'cpu' ? cpuMillis : () => performance.now();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    a.push(await timed(first, now));
    b.push(await timed(second, now));
  }
  return { first: median(a), second: median(b) };
}

function cpuMillis() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function timed(operation: () => Promise<unknown>, now: () => number) {
  const started = now();
  await operation();
  return now() - started;
}

function median(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}
