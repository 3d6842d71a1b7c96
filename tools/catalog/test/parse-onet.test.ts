import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogueSchema } from '@waypoint/domain';
import { indexCatalogue, matchSkills, resolveRole } from '@waypoint/skillmatch';
import { summarise } from '../import';
import { parseOnetRelease } from '../parse-onet';
import { OEWS_HOURLY_SOURCE, OEWS_SOURCE, OEWS_TOP_CODED_ANNUAL, OEWS_TOP_CODED_HOURLY, parseBls } from '../parse-bls';
import { HAS_REAL_DATA, REAL_DATA, useFixtureRelease, warnWithoutRealData } from './releases';

const fixtures = useFixtureRelease();

describe('parseOnetRelease on O*NET-format fixtures', () => {
  it('builds a valid catalogue with ratings, titles, tasks, interests and BLS figures', async () => {
    const catalogue = await parseOnetRelease(join(fixtures.dir, 'onet'), { blsDir: join(fixtures.dir, 'bls') });
    expect(CatalogueSchema.safeParse(catalogue).success).toBe(true);
    expect(catalogue.occupations.map((o) => o.code)).toEqual(['15-1251.00', '15-1252.00', '27-1024.00']);
    // The import's summary counts hourly-only pay apart from annual pay.
    expect(summarise(catalogue)).toContain('With salary: 2, hourly pay only: 1, with growth: 3');

    const programmers = catalogue.occupations[0]!;
    expect(programmers.jobZone).toBe(4);
    expect(programmers.skills).toEqual(
      expect.arrayContaining([
        { skillId: 'programming', importance: 4.75, level: 5.12, kind: 'hard' },
        { skillId: 'critical-thinking', importance: 3.88, level: 4.12, kind: 'soft' },
        // 'Not Relevant' levels count as 0.
        { skillId: 'repairing', importance: 1, level: 0, kind: 'hard' },
        // Knowledge 'Mathematics' gets its own id so it does not collide with the skill of the same name; people see
        // one name, so the two make one requirement: the more important (knowledge, 3.4) at the higher level (the
        // skill's 4.5).
        { skillId: 'mathematics-knowledge', importance: 3.4, level: 4.5, kind: 'knowledge' },
        // Work styles: importance only, level = (importance - 1) x 7 / 4.
        { skillId: 'attention-to-detail', importance: 5, level: 7, kind: 'workStyle' },
        // Technology: In Demand -> 4, Hot only -> 2.5; curated names reuse curated ids.
        { skillId: 'python', importance: 4, level: 4, kind: 'technology' },
        { skillId: 'acme-widget-studio', importance: 2.5, level: 2.5, kind: 'technology' },
      ]),
    );
    expect(programmers.skills.filter((s) => s.skillId.startsWith('mathematics'))).toHaveLength(1);
    expect(programmers.workValues).toEqual({ achievement: 6, workingConditions: 5.4, recognition: 4, relationships: 4.5, support: 3.5, independence: 6.2 });
    expect(programmers.interests).toBeNull();
    expect(programmers.salary).toMatchObject({ low: 52_910, median: 98_670, high: 165_000, year: 2024 });
    expect(programmers.growth).toEqual({ percent: -6.4, period: '2024-2034', source: 'BLS Employment Projections 2024-34' });

    const developers = catalogue.occupations[1]!;
    // No ratings of its own: borrowed from the nearest rated code, with its own technology kept.
    expect(developers.ratingsFrom).toBe('15-1251.00');
    expect(developers.skills.map((s) => s.skillId)).toEqual(
      expect.arrayContaining(['programming', 'critical-thinking', 'python', 'docker', 'obscure-compiler-9']),
    );
    expect(developers.skills.find((s) => s.skillId === 'obscure-compiler-9')).toMatchObject({ importance: 2, level: 2 });
    expect(developers.tasks).toEqual(['Design and develop software systems.', 'Test software to check that it works.', 'Maintain legacy scripts.']);
    // Reported titles first (those My Next Move shows before the others), case-insensitive duplicates and the
    // occupation's own title left out.
    expect(developers.alternateTitles).toEqual(['software engineer', 'Developer', 'Applications Developer', 'Application Developer', 'Software Development Engineer in Test', 'SDET']);
    expect(developers.interests).toEqual({ realistic: 2.5, investigative: 6.8, artistic: 2, social: 1.5, enterprising: 1.9, conventional: 5.1 });
    expect(developers.salary?.high).toBe(OEWS_TOP_CODED_ANNUAL);
    expect(catalogue.roleAliases).toEqual(
      expect.arrayContaining([{ role: 'Software Engineer', code: '15-1252.00' }, { role: 'Graphic Designer', code: '27-1024.00' }]),
    );

    const designers = catalogue.occupations[2]!;
    // Suppressed estimates are skipped. OEWS lists the occupation without annual wages ('*'): no annual pay, and not its
    // group's either, which is other jobs' pay, but its own hourly wages.
    expect(designers.skills.some((s) => s.skillId === 'negotiation')).toBe(false);
    expect(designers.salary).toBeNull();
    expect(designers.hourlyPay).toMatchObject({ low: 14, median: 23.33, high: OEWS_TOP_CODED_HOURLY, source: OEWS_HOURLY_SOURCE });
    // Occupations with annual pay carry no hourly figures.
    expect(catalogue.occupations[0]!).not.toHaveProperty('hourlyPay');
    // No projection of its own: its broad group's, saying so.
    expect(designers.growth).toEqual({ percent: 2.2, period: '2024-2034', source: 'BLS Employment Projections 2024-34, for the group Designers (27-1020)' });
    expect(designers.industry).toBe('Arts, Design, Entertainment, Sports, and Media');

    const techSkill = catalogue.skills.find((s) => s.id === 'acme-widget-studio');
    expect(techSkill?.resources[0]?.link).toBe('https://www.coursera.org/search?query=Acme%20Widget%20Studio');
  });

  it('serves the matching engine like the default catalogue does', async () => {
    const catalogue = await parseOnetRelease(join(fixtures.dir, 'onet'), { blsDir: join(fixtures.dir, 'bls') });
    const result = matchSkills(
      {
        currentRole: 'Graphic Designer',
        currentLevel: 'senior',
        hardSkills: [{ name: 'Python', proficiency: 'advanced' }],
        softSkills: [{ name: 'critical thinking', proficiency: 'advanced' }],
        relatedSkills: [],
        desiredRole: 'Software Engineer',
        desiredLevel: 'senior',
      },
      catalogue,
    );
    expect(result.futureYou.code).toBe('15-1252.00');
    expect(result.explanation.missing.map((m) => m.skillId)).toContain('programming');
    expect(result.explanation.matched.map((m) => m.skillId)).toEqual(expect.arrayContaining(['python', 'critical-thinking']));
  });

  it('limits the output to chosen codes', async () => {
    const catalogue = await parseOnetRelease(join(fixtures.dir, 'onet'), { codes: ['15-1252.00'] });
    expect(catalogue.occupations.map((o) => o.code)).toEqual(['15-1252.00']);
    expect(catalogue.occupations[0]!.ratingsFrom).toBe('15-1251.00');
    expect(catalogue.occupations[0]!.salary).toBeNull();
  });
});

describe('parseBls', () => {
  it('keeps detailed occupations and broad groups, not wider ones; reads thousands separators and the top-code mark', async () => {
    const bls = await parseBls(join(fixtures.dir, 'bls'));
    expect([...bls.keys()].sort()).toEqual(['15-1251', '15-1252', '27-1020', '27-1024']);
    expect(bls.get('27-1020')).toEqual({
      title: 'Designers',
      growth: { percent: 2.2, period: '2024-2034', source: 'BLS Employment Projections 2024-34' },
      projectionMedianWage: 62_000,
      salary: { low: 35_000, median: 60_000, high: 110_000, currency: 'USD', source: OEWS_SOURCE, year: 2024 },
    });
    // Listed with hourly wages only: known as such, so the group's annual pay does not stand in for it; '#' is the
    // hourly top code.
    expect(bls.get('27-1024')).toEqual({
      noAnnualWages: true,
      hourlyPay: { low: 14, median: 23.33, high: OEWS_TOP_CODED_HOURLY, currency: 'USD', source: OEWS_HOURLY_SOURCE, year: 2024 },
    });
    expect(bls.get('15-1252')).toMatchObject({ growth: { percent: 15.8 }, projectionMedianWage: 133_080, salary: { high: 239_200 } });
  });
});

warnWithoutRealData('the real O*NET 29.3 import test');

describe('parseOnetRelease on the real O*NET 29.3 release', () => {
  it.skipIf(!HAS_REAL_DATA)('imports 1,016 occupations, 879 with their own ratings, joined to BLS', async () => {
    const catalogue = await parseOnetRelease(join(REAL_DATA, 'onet-29.3'), { blsDir: join(REAL_DATA, 'bls') });
    expect(catalogue.occupations).toHaveLength(1016);
    const own = catalogue.occupations.filter((o) => !o.ratingsFrom && o.skills.some((s) => s.kind !== 'technology'));
    expect(own).toHaveLength(879);
    const dev = catalogue.occupations.find((o) => o.code === '15-1252.00')!;
    expect(dev.salary).toMatchObject({ median: 133_080, year: 2024 });
    expect(dev.growth?.percent).toBe(15.8);
    expect(dev.ratingsFrom).toBe('15-1251.00');
    // Not their neighbour Logisticians (Transportation, supply chain): the most alike rated occupation.
    expect(catalogue.occupations.find((o) => o.code === '13-1082.00')!.ratingsFrom).toBe('15-1299.09');
    expect(catalogue.occupations.filter((o) => o.salary !== null).length).toBeGreaterThan(700);
    // BLS publishes teaching assistants' pay and outlook only for their group; the figures say so.
    const assistants = catalogue.occupations.find((o) => o.code === '25-9042.00')!;
    expect(assistants.salary).toMatchObject({ median: 35_550, source: expect.stringMatching(/for the group Teaching Assistants \(25-9040\)$/) });
    expect(assistants.growth).toMatchObject({ percent: -0.9, source: expect.stringMatching(/for the group Teaching Assistants \(25-9040\)$/) });
    // Actors are listed with hourly wages only: no pay, rather than their group's (producers' and directors' pay).
    const actors = catalogue.occupations.find((o) => o.code === '27-2011.00')!;
    expect(actors.salary).toBeNull();
    expect(actors.hourlyPay).toMatchObject({ low: 14, median: 23.33, high: 97.19 });
    expect(catalogue.occupations.filter((o) => o.hourlyPay).every((o) => o.salary === null)).toBe(true);
    expect(CatalogueSchema.safeParse(catalogue).success).toBe(true);
    // Each skill name once per occupation: O*NET's skill and knowledge area 'Mathematics' make one requirement.
    const nameOf = new Map(catalogue.skills.map((s) => [s.id, s.name.toLowerCase()]));
    const repeating = catalogue.occupations.filter((o) => {
      const names = o.skills.map((s) => nameOf.get(s.skillId));
      return new Set(names).size !== names.length;
    });
    expect(repeating.map((o) => o.code)).toEqual([]);
    // 'Data Analyst', an alternate title of eleven occupations, is read as Business Intelligence Analysts (the role
    // alias; see role-aliases.ts), not the first occupation listing it (Financial Quantitative Analysts).
    expect(resolveRole(indexCatalogue(catalogue), 'Data Analyst').occupation.code).toBe('15-2051.01');
  });
});
