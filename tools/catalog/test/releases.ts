// The two releases the importer's tests read: the fixture release, written to a temporary folder around a test file,
// and the real O*NET 29.3 / BLS release beside the repository (../shared/data from the repo root), never committed.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { writeFixtures } from './fixtures';

/** Writes the fixture release before the file's tests and removes it after; the folder is known once they run. */
export function useFixtureRelease(): { readonly dir: string } {
  const release = { dir: '' };
  beforeAll(async () => {
    release.dir = await mkdtemp(join(tmpdir(), 'waypoint-onet-fixtures-'));
    await writeFixtures(release.dir);
  });
  afterAll(async () => {
    await rm(release.dir, { recursive: true, force: true });
  });
  return release;
}

export const REAL_DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data');
export const HAS_REAL_DATA = existsSync(join(REAL_DATA, 'onet-29.3', 'Occupation Data.txt'));

/** Says, once per test file, which test is skipped for want of the real release. */
export function warnWithoutRealData(what: string): void {
  if (!HAS_REAL_DATA) console.warn(`Skipping ${what}: ${REAL_DATA} is absent.`);
}
