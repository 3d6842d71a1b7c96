import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export type TestAppOverrides = Partial<Config> & { clock?: () => Date };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Test configuration: quiet logs, no SPA folder, a generous rate limit; overrides win. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', RATE_LIMIT_MAX: '10000' }),
    ...overrides,
  };
}

/**
 * The real app on a fresh database: an in-memory PGlite cloned from a migrated template, or a fresh database on
 * the server at TEST_DATABASE_URL in the postgres project. The app is ready (plugins loaded) unless `ready: false`,
 * which lets a test add routes of its own first.
 */
export async function buildTestApp(overrides: TestAppOverrides & { ready?: boolean } = {}): Promise<TestApp> {
  const { clock, ready = true, ...configOverrides } = overrides;
  const testDb = await createTestDatabase();
  const app = await buildApp({ config: testConfig(configOverrides), database: testDb.database, clock });
  if (ready) await app.ready();
  return {
    app,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
