import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODES, defaultCatalogueModule } from '../build-default';
import { HAS_REAL_DATA, REAL_DATA, warnWithoutRealData } from './releases';

const here = dirname(fileURLToPath(import.meta.url));
warnWithoutRealData('the check of the committed default catalogue against the real release');

describe('the committed default catalogue', () => {
  // A role alias added without regenerating left its name out of the occupation's alternate titles, which the
  // recommendations read (an "Exam Invigilator" changed who a passed exam recommends).
  it.skipIf(!HAS_REAL_DATA)('is what build-default writes from the real O*NET 29.3 release (regenerate with catalog:build-default)', async () => {
    const committed = await readFile(resolve(here, '../../../libs/skillmatch/src/catalogue/occupations.ts'), 'utf8');
    const { text, count } = await defaultCatalogueModule(REAL_DATA);
    expect(count).toBe(DEFAULT_CODES.length);
    expect(committed === text, 'libs/skillmatch/src/catalogue/occupations.ts is out of date: npm run catalog:build-default -w @waypoint/tools').toBe(true);
  });
});
