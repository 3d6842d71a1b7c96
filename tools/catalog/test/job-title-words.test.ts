import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTitleWords, jobTitleWordsModule } from '../build-job-title-words';
import { writeFixtures } from './fixtures';

let fixtures: string;
beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'waypoint-title-words-'));
  await writeFixtures(fixtures);
});
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

describe('jobTitleWords', () => {
  it('gathers the folded words of occupation titles and reported titles, once each, sorted', async () => {
    expect(await jobTitleWords(join(fixtures, 'onet'))).toEqual([
      'applications', 'computer', 'designers', 'developer', 'developers', 'engineer', 'graphic', 'programmers', 'software',
    ]);
  });

  it('writes a module whose list reads back as the same words', async () => {
    const words = ['abatement', 'usher', 'zookeeper'];
    const text = jobTitleWordsModule(words);
    const literal = /`([^`]*)`/.exec(text)![1]!;
    expect(literal.split(/\s+/).filter(Boolean)).toEqual(words);
  });
});

const here = dirname(fileURLToPath(import.meta.url));
// The real release lives beside the repository (../shared/data from the repo root); it is never committed.
const realData = resolve(here, '../../../../shared/data/onet-29.3');
const hasRealData = existsSync(join(realData, 'Sample of Reported Titles.txt'));
if (!hasRealData) console.warn(`Skipping the job title words check on the real release: ${realData} is absent.`);

describe('the committed job title words', () => {
  it.skipIf(!hasRealData)('are those the real O*NET 29.3 release gives (regenerate with catalog:build-job-title-words)', async () => {
    const committed = await readFile(resolve(here, '../../../libs/skillmatch/src/catalogue/job-title-words.ts'), 'utf8');
    const words = await jobTitleWords(realData);
    expect(words).toContain('usher');
    expect(committed).toBe(jobTitleWordsModule(words));
  });
});
