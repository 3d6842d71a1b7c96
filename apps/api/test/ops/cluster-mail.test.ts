// Three replicas share one outbox and an SMTP server that fails a quarter of the deliveries (451 or a dropped
// connection): every message arrives in the end, and none arrives twice, whichever replica's worker claims it.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_TEST_TIMEOUT_MS, clusterSkipReason, startClusterProcess, type ClusterHandle } from './helpers/cluster-process';
import { startFlakySmtp } from './helpers/flaky-smtp';

const skip = clusterSkipReason();
if (skip) console.info(`ops/cluster-mail: skipped: ${skip}`);

const MESSAGES = 24;

describe.skipIf(!!skip)('mail through a flaky SMTP server from three replicas', () => {
  let cluster: ClusterHandle;
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
  beforeAll(async () => {
    smtp = await startFlakySmtp({ failureRate: 0.25 });
    cluster = await startClusterProcess({ replicas: 3, env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '100', RATE_LIMIT_MAX: '1000000' } });
  }, CLUSTER_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
  }, 60_000);

  it('delivers every message exactly once', async () => {
    const run = Date.now();
    const addresses = Array.from({ length: MESSAGES }, (_, i) => `flaky.${run}.${i}@example.com`);
    // Newsletter sign-ups through the balancer (each a different client address: the route allows 10 per hour).
    await Promise.all(
      addresses.map(async (email, i) => {
        const res = await fetch(`${cluster.url}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: cluster.url, 'x-forwarded-for': `10.77.${i}.${run % 250}` },
          body: JSON.stringify({ email }),
        });
        expect(res.status).toBe(202);
      }),
    );

    const deliveredTo = (email: string) => smtp.delivered.filter((raw) => raw.includes(email)).length;
    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline && addresses.some((email) => deliveredTo(email) === 0)) await new Promise((r) => setTimeout(r, 250));
    // A little longer: a duplicate would show up now if two workers had claimed the same row.
    await new Promise((r) => setTimeout(r, 1_500));

    expect(addresses.filter((email) => deliveredTo(email) !== 1)).toEqual([]);
    const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ pending: number }[]>`select count(*)::int as pending from outbox where sent_at is null and "to" like ${`flaky.${run}.%`}`;
      expect(row?.pending).toBe(0);
    } finally {
      await sql.end();
    }
    console.info(`ops/cluster-mail: ${MESSAGES} messages delivered once each after ${smtp.failures} failed attempts`);
  }, CLUSTER_TEST_TIMEOUT_MS);
});
