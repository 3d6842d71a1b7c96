import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jobTitleWords, jobTitleWordsModule } from '../build-job-title-words';
import { HAS_REAL_DATA, REAL_DATA, useFixtureRelease, warnWithoutRealData } from './releases';

const fixtures = useFixtureRelease();

describe('jobTitleWords', () => {
  it('gathers the folded words of occupation titles and reported titles, once each, sorted', async () => {
    expect(await jobTitleWords(join(fixtures.dir, 'onet'))).toEqual([
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
warnWithoutRealData('the check of the committed job title words against the real release');

describe('the committed job title words', () => {
  it.skipIf(!HAS_REAL_DATA)('are those the real O*NET 29.3 release gives (regenerate with catalog:build-job-title-words)', async () => {
    const committed = await readFile(resolve(here, '../../../libs/skillmatch/src/catalogue/job-title-words.ts'), 'utf8');
    const words = await jobTitleWords(join(REAL_DATA, 'onet-29.3'));
    expect(words).toContain('usher');
    expect(committed).toBe(jobTitleWordsModule(words));
  });
});
