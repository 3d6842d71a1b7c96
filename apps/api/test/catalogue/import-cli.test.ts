// `npm run catalog:import` end to end: the tools CLI parses the O*NET-format fixtures of tools/catalog (written by
// tools/catalog/test/fixtures.ts into a temporary folder) and the API's loader CLI writes them into a real
// database (a PGlite folder, or a fresh PostgreSQL database), twice.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../../src/db/client';
import { countCatalogue, readCatalogue, readCatalogueMeta } from '../../src/db/queries/catalogue';
import { createFreshPostgresDatabase, testDbKind } from '../helpers/test-database';

const run = promisify(execFile);
const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
let fixtures: string;

let dir: string;
let env: NodeJS.ProcessEnv;
let open: () => Database;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'waypoint-import-'));
  fixtures = join(dir, 'fixtures');
  await run(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools/catalog/test/fixtures.ts'), fixtures], { cwd: repoRoot, timeout: 60_000 });
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  if (testDbKind() === 'postgres') {
    const fresh = await createFreshPostgresDatabase();
    dropPostgres = fresh.drop;
    env = { ...rest, DATABASE_URL: fresh.url };
    open = () => createPostgresDatabase(fresh.url);
  } else {
    env = { ...rest, PGLITE_DIR: join(dir, 'pglite') };
    open = () => createPgliteDatabase({ dataDir: join(dir, 'pglite') });
  }
});
afterAll(async () => {
  await dropPostgres?.();
  await rm(dir, { recursive: true, force: true });
});

function importFixtures() {
  return run(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'tools/catalog/import.ts'), '--onet', join(fixtures, 'onet'), '--bls', join(fixtures, 'bls')],
    { cwd: repoRoot, env, timeout: 120_000 },
  );
}

it('loads an O*NET release into the database, with a progress bar on stderr, idempotently', async () => {
  const first = await importFixtures();
  expect(first.stderr).toMatch(/Occupations: 3/);
  expect(first.stderr).toMatch(/\[#+\] 100% \d+\/\d+/);
  expect(first.stdout).toMatch(/loaded: 3 occupations/);

  const database = open();
  try {
    const counts = await countCatalogue(database.db);
    expect(counts.occupations).toBe(3);
    expect((await readCatalogueMeta(database.db))?.origin).toBe('import');
    const catalogue = await readCatalogue(database.db);
    expect(catalogue.occupations.map((o) => o.code)).toEqual(['15-1251.00', '15-1252.00', '27-1024.00']);
    const developers = catalogue.occupations.find((o) => o.code === '15-1252.00')!;
    expect(developers.salary?.source).toMatch(/BLS/);
    expect(developers.growth?.period).toBe('2024-2034');
    // The fixture's graphic designers are listed with hourly wages only.
    const designers = catalogue.occupations.find((o) => o.code === '27-1024.00')!;
    expect([designers.salary, designers.hourlyPay?.median]).toEqual([null, 23.33]);
    await database.close();

    const second = await importFixtures();
    expect(second.stdout).toMatch(/loaded: 3 occupations/);
    const again = open();
    expect(await countCatalogue(again.db)).toEqual(counts);
    await again.close();
  } finally {
    await database.close();
  }
}, 180_000);
