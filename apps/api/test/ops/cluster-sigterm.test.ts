// SIGTERM to one replica under steady load: the balancer never hands a failure to a client. The replica drains
// (503 + connection: close for new requests, which nginx retries on another replica; in-flight ones finish) and
// exits; nginx then finds it refusing connections and stops sending it traffic.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_TEST_TIMEOUT_MS, clusterSkipReason, startClusterProcess, type ClusterHandle } from './helpers/cluster-process';

const skip = clusterSkipReason();
if (skip) console.info(`ops/cluster-sigterm: skipped: ${skip}`);

describe.skipIf(!!skip)('a replica stopped under load', () => {
  let cluster: ClusterHandle;
  beforeAll(async () => {
    cluster = await startClusterProcess({ replicas: 3, env: { RATE_LIMIT_MAX: '1000000' } });
  }, CLUSTER_TEST_TIMEOUT_MS);
  afterAll(async () => cluster?.stop(), 60_000);

  it('loses no request at the balancer, reads and writes alike', async () => {
    const failures: string[] = [];
    let reads = 0;
    let writes = 0;
    const context = `sigterm-${Date.now()}`;
    let running = true;
    const worker = async (n: number) => {
      while (running) {
        const write = n % 3 === 0;
        try {
          const res = write
            ? await fetch(`${cluster.url}/api/feedback`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: cluster.url },
                body: JSON.stringify({ context, value: 'up' }),
              })
            : await fetch(`${cluster.url}/api/careers?q=engineer&limit=5`);
          await res.arrayBuffer();
          if (res.status !== (write ? 201 : 200)) failures.push(`${write ? 'POST' : 'GET'} ${res.status}`);
          else if (write) writes += 1;
          else reads += 1;
        } catch (error) {
          failures.push(`network: ${String(error)}`);
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, n) => worker(n));
    await new Promise((r) => setTimeout(r, 2_000));
    const exitCode = await cluster.stopReplica(0, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 2_500));
    running = false;
    await Promise.all(workers);

    expect(exitCode).toBe(0);
    // Counted by kind so a failure report stays readable.
    const byKind: Record<string, number> = {};
    for (const failure of failures) byKind[failure] = (byKind[failure] ?? 0) + 1;
    expect(byKind).toEqual({});
    expect(reads).toBeGreaterThan(20);
    // Every write the clients saw succeed is in the database exactly once (nginx retried none twice).
    const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from result_feedback where context = ${context}`;
      expect(row?.n).toBe(writes);
    } finally {
      await sql.end();
    }
  }, CLUSTER_TEST_TIMEOUT_MS);
});
