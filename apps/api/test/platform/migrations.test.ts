import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../../src/db/client';
import { createFreshPostgresDatabase, testDbKind } from '../helpers/test-database';

async function tableNames(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as { table_name: string }[];
  return rows.map((r) => r.table_name);
}

// Each vitest project covers its own database kind; the other kind's test is skipped here with this reason.
console.info(`migrations: running the ${testDbKind()} case; the other database kind runs in its own vitest project`);

describe('migrations', () => {
  it.skipIf(testDbKind() !== 'pglite')('apply on an empty PGlite and are idempotent', async () => {
    const database = createPgliteDatabase();
    try {
      await database.migrate();
      await database.migrate();
      expect(await tableNames(database)).toContain('outbox');
    } finally {
      await database.close();
    }
  }, 60_000);

  it.skipIf(testDbKind() !== 'postgres')('apply on PostgreSQL once even when replicas start together', async () => {
    const fresh = await createFreshPostgresDatabase();
    const replicas = [createPostgresDatabase(fresh.url), createPostgresDatabase(fresh.url), createPostgresDatabase(fresh.url)];
    try {
      await Promise.all(replicas.map((r) => r.migrate()));
      expect(await tableNames(replicas[0]!)).toContain('outbox');
      const applied = await replicas[0]!.db.execute<{ count: string }>(sql`select count(*)::text as count from drizzle.__drizzle_migrations`);
      const rows = (Array.isArray(applied) ? applied : (applied as { rows: { count: string }[] }).rows) as { count: string }[];
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await fresh.drop();
    }
  });
});
