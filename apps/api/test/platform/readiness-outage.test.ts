import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createPostgresDatabase } from '../../src/db/client';
import { testConfig } from '../helpers/build-test-app';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createFreshPostgresDatabase, testDbKind } from '../helpers/test-database';

const runOnPostgres = testDbKind() === 'postgres';
if (!runOnPostgres) {
  console.info('readiness-outage: skipped on PGlite (needs a real PostgreSQL server: set TEST_DATABASE_URL)');
}

describe.skipIf(!runOnPostgres)('readiness while the database goes away and comes back', () => {
  it('GET /api/ready turns 503 when the database is cut off and 200 again when it returns', async () => {
    const fresh = await createFreshPostgresDatabase();
    const target = new URL(fresh.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = createPostgresDatabase(viaProxy.toString());
    const app = await buildApp({ config: testConfig(), database });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      proxy.cut();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      // Liveness is about the process, not the database.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      proxy.restore();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
    }
  });
});
