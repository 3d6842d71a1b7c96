// Three production API processes behind nginx on one PostgreSQL and one Redis behave as one service: they start
// together on a fresh database and migrate it once, a session started on one replica works on the others, and
// rate-limit counters are shared.
import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_TEST_TIMEOUT_MS, clusterSkipReason, startClusterProcess, type ClusterHandle } from './helpers/cluster-process';
import { confirmAndSignIn, ORIGIN_OF, signUpVia } from './helpers/accounts-over-http';

const skip = clusterSkipReason();
if (skip) console.info(`ops/cluster-scale-out: skipped: ${skip}`);

const journal = JSON.parse(readFileSync(fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: unknown[] };

// Each test talks to real processes on a shared 2-core machine: give them more than the default 30 s.
describe.skipIf(!!skip)('three replicas behind nginx', { timeout: 90_000 }, () => {
  let cluster: ClusterHandle;
  let sql: postgres.Sql;
  beforeAll(async () => {
    cluster = await startClusterProcess({ replicas: 3, env: { RATE_LIMIT_MAX: '40', RATE_LIMIT_WINDOW_MS: '60000' } });
    sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  }, CLUSTER_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  }, 60_000);

  it('migrated the fresh database exactly once although the replicas started together', async () => {
    const rows = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
    expect(rows.length).toBe(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('keeps a session started on one replica valid on the others (sessions live in PostgreSQL)', async () => {
    const [first, second, third] = cluster.replicas;
    const email = `scale.${Date.now()}@example.com`;
    await signUpVia(first!.url, ORIGIN_OF(cluster), email);
    const cookie = await confirmAndSignIn(first!.url, ORIGIN_OF(cluster), email, sql);
    for (const replica of [second!, third!]) {
      const me = await fetch(`${replica.url}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
  });

  it('shares rate-limit counters through Redis', async () => {
    // One made-up client address (TRUST_PROXY is on), spread over the three replicas: 40 pass in all, not 40 each.
    const client = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const replica = cluster.replicas[i % 3]!;
      const res = await fetch(`${replica.url}/api/site-config`, { headers: { 'x-forwarded-for': client } });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length).toBe(40);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
  });

  it('follows a request across the balancer: nginx sets X-Request-Id and the replica answers with it', async () => {
    const res = await fetch(`${cluster.url}/api/careers/NO-SUCH-CODE`);
    const body = (await res.json()) as { request_id: string };
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });
});
