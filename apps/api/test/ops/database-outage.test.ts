// The database goes away under a running app (a TCP proxy in front of PostgreSQL cuts every connection; the real
// server is never restarted) and comes back: 503 + Retry-After while it is away, recovery within 10 s, and a client
// retrying with an Idempotency-Key gets exactly one write.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createPostgresDatabase } from '../../src/db/client';
import { resultFeedback } from '../../src/db/schema/index';
import { testConfig } from '../helpers/build-test-app';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createFreshPostgresDatabase, testDbKind } from '../helpers/test-database';

const ORIGIN = 'http://localhost:3000';
const runOnPostgres = testDbKind() === 'postgres';
if (!runOnPostgres) console.info('ops/database-outage: skipped on PGlite (needs PostgreSQL: set TEST_DATABASE_URL)');

describe.skipIf(!runOnPostgres)('PostgreSQL outage under a running app', () => {
  it('answers 503 with Retry-After while down, recovers within 10 s, and an idempotent retry writes once', async () => {
    const fresh = await createFreshPostgresDatabase();
    const target = new URL(fresh.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = createPostgresDatabase(viaProxy.toString());
    const app = await buildApp({ config: testConfig({ RETRY_AFTER_SECONDS: 3 }), database });
    const send = (key: string, context = 'outage') =>
      app.inject({ method: 'POST', url: '/api/feedback', headers: { origin: ORIGIN, 'idempotency-key': key }, payload: { context, value: 'up' } });
    try {
      await app.ready();
      expect((await send('before-outage', 'before')).statusCode).toBe(201);

      proxy.cut();
      const down = await send('during-outage');
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('3');
      expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', request_id: expect.any(String) });
      // Nothing internal leaks: no driver message, no address.
      expect(down.body).not.toMatch(/ECONN|CONNECTION_|127\.0\.0\.1/);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      proxy.restore();
      const restoredAt = Date.now();
      let answer = await send('during-outage');
      while (answer.statusCode === 503 && Date.now() - restoredAt < 10_000) {
        await new Promise((r) => setTimeout(r, 200));
        answer = await send('during-outage');
      }
      expect(answer.statusCode).toBe(201);
      expect(Date.now() - restoredAt).toBeLessThan(10_000);

      // The client did not see that answer (say): it retries once more and gets the same one back.
      const replay = await send('during-outage');
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(answer.json());
      const [row] = await app.db.select({ n: count() }).from(resultFeedback).where(eq(resultFeedback.context, 'outage'));
      expect(row?.n).toBe(1);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
    }
  }, 60_000);
});
