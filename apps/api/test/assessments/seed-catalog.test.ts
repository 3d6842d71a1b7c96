// The four exercises are seeded at every start, by every replica. Replicas starting together on a fresh database
// raced (the second insert of a title broke its unique index and that replica exited, seen in the load test); the
// seeding now runs under a lock, so they all start and agree on the ids.
import { ASSESSMENT_SLUGS } from '@waypoint/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../../src/db/client';
import { seedCatalog } from '../../src/services/assessments/catalog';
import { createFreshPostgresDatabase, createTestDatabase, testDbKind } from '../helpers/test-database';

describe('seeding the exercises', () => {
  let replicas: Database[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (testDbKind() === 'postgres') {
      // A database no replica has seeded yet, reached through separate pools as separate processes would.
      const fresh = await createFreshPostgresDatabase();
      replicas = Array.from({ length: 4 }, () => createPostgresDatabase(fresh.url));
      await replicas[0]!.migrate();
      drop = async () => {
        await Promise.all(replicas.map((r) => r.close()));
        await fresh.drop();
      };
    } else {
      const test = await createTestDatabase();
      replicas = [test.database, test.database];
      drop = test.drop;
    }
  });
  afterAll(async () => drop());

  it('lets replicas starting together all seed, with the same ids', async () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const catalogs = await Promise.all(replicas.map((r) => seedCatalog(r.db, now)));
    const ids = catalogs.map((c) => ASSESSMENT_SLUGS.map((slug) => c.bySlug(slug).id));
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    expect(new Set(ids[0]).size).toBe(ASSESSMENT_SLUGS.length);
  });
});
