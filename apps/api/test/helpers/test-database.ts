import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../../src/db/client';
import { loadPgliteTemplate } from './pglite-template';

export type TestDbKind = 'pglite' | 'postgres';

/** Which database this vitest project runs against (see vitest.config.ts projects). */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** postgres only: the URL of the fresh database. */
  url?: string;
  drop(): Promise<void>;
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

/** A fresh, empty database on the PostgreSQL server at TEST_DATABASE_URL (migrations not applied). */
export async function createFreshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `waypoint_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh database of the current kind; PGlite copies are cloned from the migrated template. */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const fresh = await createFreshPostgresDatabase();
    const database = createPostgresDatabase(fresh.url);
    return {
      database,
      url: fresh.url,
      async drop() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  let templatePath: string | undefined;
  try {
    templatePath = inject('pgliteTemplatePath');
  } catch {
    templatePath = undefined;
  }
  const database = createPgliteDatabase({ loadDataDir: await loadPgliteTemplate(templatePath) });
  return { database, drop: () => database.close() };
}
