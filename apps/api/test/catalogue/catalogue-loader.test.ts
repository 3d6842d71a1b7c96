// The one catalogue loader on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): loading twice gives the
// same rows, what is read back matches the engine's results on the shipped catalogue, a bad catalogue changes nothing,
// start-up keeps an imported catalogue, and the in-memory store follows a new load.
import type { Catalogue } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { countCatalogue, readCatalogue, readCatalogueMeta } from '../../src/db/queries/catalogue';
import { createCatalogueStore } from '../../src/services/catalogue/catalogue-store';
import { defaultCatalogueVersion, ensureDefaultCatalogue, loadCatalogue } from '../../src/services/catalogue/load-catalogue';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let t: TestDatabase;
let database: Database;

beforeAll(async () => {
  t = await createTestDatabase();
  database = t.database;
  await database.migrate();
});
afterAll(async () => t?.drop());

const ratings = (c: Catalogue) => c.occupations.reduce((n, o) => n + o.skills.length, 0);

/** A two-occupation catalogue cut from the default one (a stand-in for an import). */
function smallCatalogue(): Catalogue {
  const occupations = defaultCatalogue.occupations.filter((o) => o.code === '15-1252.00' || o.code === '15-1255.00');
  const used = new Set(occupations.flatMap((o) => o.skills.map((s) => s.skillId)));
  return {
    source: 'test import',
    occupations,
    skills: defaultCatalogue.skills.filter((s) => used.has(s.id)),
    roleAliases: defaultCatalogue.roleAliases.filter((a) => occupations.some((o) => o.code === a.code)),
  };
}

const input = {
  currentRole: 'Graphic Designer',
  currentLevel: 'middle' as const,
  years: 'level_3' as const,
  hardSkills: [{ name: 'Figma', proficiency: 'advanced' as const }, { name: 'JavaScript', proficiency: 'beginner' as const }],
  softSkills: [{ name: 'Communication', proficiency: 'intermediate' as const }],
  relatedSkills: ['Data Analysis'],
  desiredRole: 'Software Engineer',
  desiredLevel: 'senior' as const,
};

describe('loadCatalogue', () => {
  it('loads the default catalogue, and loading it again leaves the same counts (idempotent)', async () => {
    const first = await ensureDefaultCatalogue(database.db);
    expect(first.loaded).toBe(true);
    const counts = await countCatalogue(database.db);
    expect(counts).toEqual({
      occupations: defaultCatalogue.occupations.length,
      skills: defaultCatalogue.skills.length,
      ratings: ratings(defaultCatalogue),
      roleAliases: defaultCatalogue.roleAliases.length,
    });

    // Start-up again: same version, nothing to do.
    expect((await ensureDefaultCatalogue(database.db)).loaded).toBe(false);
    // A forced second load replaces everything with the same rows.
    expect((await loadCatalogue(database.db, defaultCatalogue, { origin: 'default' })).loaded).toBe(true);
    expect(await countCatalogue(database.db)).toEqual(counts);
    expect((await readCatalogueMeta(database.db))?.version).toBe(defaultCatalogueVersion());
  });

  it('reads back a catalogue on which the engine gives exactly the results of the shipped one', async () => {
    const fromDb = await readCatalogue(database.db);
    expect(fromDb.occupations.map((o) => o.code)).toEqual(defaultCatalogue.occupations.map((o) => o.code));
    expect(fromDb.roleAliases).toEqual(defaultCatalogue.roleAliases);
    // Pay, annual or (actors, musicians) hourly only, reads back as it was stored.
    expect(fromDb.occupations.map((o) => [o.salary, o.hourlyPay])).toEqual(defaultCatalogue.occupations.map((o) => [o.salary, o.hourlyPay]));
    expect(fromDb.occupations.find((o) => o.code === '27-2011.00')?.hourlyPay?.median).toBe(23.33);
    expect(matchSkills(input, fromDb)).toEqual(matchSkills(input, defaultCatalogue));
    const pm = { ...input, desiredRole: 'Product Manager', desiredLevel: 'entry' as const };
    expect(matchSkills(pm, fromDb)).toEqual(matchSkills(pm, defaultCatalogue));
  });

  it('rejects a malformed catalogue before touching the tables', async () => {
    const broken = { ...smallCatalogue(), roleAliases: [{ role: 'Nobody', code: '99-9999.00' }] };
    await expect(loadCatalogue(database.db, broken, { origin: 'import' })).rejects.toThrow(/unknown 99-9999.00/);
    expect((await countCatalogue(database.db)).occupations).toBe(defaultCatalogue.occupations.length);
  });

  it('keeps an imported catalogue at start-up, and the store serves the new one after invalidation', async () => {
    const store = createCatalogueStore({ db: database.db });
    expect((await store.get()).catalogue.occupations).toHaveLength(defaultCatalogue.occupations.length);

    const small = smallCatalogue();
    await loadCatalogue(database.db, small, { origin: 'import' });
    expect((await ensureDefaultCatalogue(database.db)).loaded).toBe(false);
    expect(await countCatalogue(database.db)).toMatchObject({ occupations: 2, ratings: ratings(small) });

    // Cached until invalidated (or the re-check interval passes).
    expect((await store.get()).catalogue.occupations).toHaveLength(defaultCatalogue.occupations.length);
    store.invalidate();
    const now = await store.get();
    expect(now.origin).toBe('import');
    expect(now.catalogue.occupations.map((o) => o.code)).toEqual(['15-1252.00', '15-1255.00']);
  });

  it('a store re-checks the version after its interval and picks up a load made elsewhere', async () => {
    let clock = 0;
    const store = createCatalogueStore({ db: database.db, recheckMs: 1000, now: () => clock });
    const before = await store.get();
    await loadCatalogue(database.db, defaultCatalogue, { origin: 'default' });
    expect(await store.get()).toBe(before);
    clock += 1001;
    expect((await store.get()).catalogue.occupations).toHaveLength(defaultCatalogue.occupations.length);
  });
});
