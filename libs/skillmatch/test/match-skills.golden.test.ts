import { describe, expect, it } from 'vitest';
import { SkillMatchResultSchema, type SkillMatchInput } from '@waypoint/domain';
import { matchSkills, SkillMatchError } from '../src/index';
import { testCatalogue } from './test-catalogue';

const input: SkillMatchInput = {
  currentRole: 'Test Designers',
  currentLevel: 'middle',
  years: 'level_3',
  companySize: '10-100',
  hardSkills: [
    { name: 'JS', proficiency: 'advanced' },
    { name: '  GIT ', proficiency: 'beginner' },
    { name: 'Underwater  Basket weaving', proficiency: 'intermediate' },
  ],
  softSkills: [{ name: 'Communication', proficiency: 'intermediate' }],
  relatedSkills: [],
  desiredRole: 'Software Tester',
  desiredLevel: 'senior',
};

describe('matchSkills on the fixed test catalogue', () => {
  it('given a senior target, it weighs each skill by importance x (1 + level/7) and gives 71%', () => {
    // JS 55/7 x 1, Git 24/7 x (2/3.5), SQL 31.5/7 x 0, Speaking 42/7 x 1  ->  121 / 170.5 = 0.7097
    const result = matchSkills(input, testCatalogue);
    expect(result.percent).toBe(71);
    expect(SkillMatchResultSchema.parse(result)).toEqual(result);
  });

  it('given an entry-level target, required levels drop by one and the match rises to 82%', () => {
    // JS 50/7, Git 38/7 (2 >= 2.5 - 0.5: met), SQL 28.5/7 missing, Speaking 38/7  ->  126 / 154.5 = 0.8155
    expect(matchSkills({ ...input, desiredLevel: 'entry' }, testCatalogue).percent).toBe(82);
  });

  it('explains what matched, what is missing and what is under level by how much', () => {
    const { explanation } = matchSkills(input, testCatalogue);
    expect(explanation.matched.map((m) => m.skillId)).toEqual(['javascript', 'speaking']);
    expect(explanation.missing.map((m) => m.skillId)).toEqual(['sql']);
    expect(explanation.belowLevel).toEqual([
      { skillId: 'git', name: 'Git', kind: 'technology', importance: 4, requiredLevel: 3.5, userLevel: 2, by: 1.5 },
    ]);
  });

  it('scores sections 0-10 with statuses and leaves unassessed sections honest', () => {
    const { futureYou } = matchSkills(input, testCatalogue);
    const s = futureYou.relevantSkillList;
    // (55/7 + 24/7) / 128.5/7 = 0.6148
    expect(s.hardSkills).toMatchObject({ score: 6.1, status: 'Attention' });
    expect(s.hardSkills.skillList).toEqual([
      { name: 'JavaScript', levelOfExpirience: 'Advanced', experience: '4-6 years', score: 10 },
      { name: 'Git', levelOfExpirience: 'Beginner', experience: '1-3 years', score: 5.7 },
      { name: 'SQL', levelOfExpirience: 'Missing', experience: '1-3 years', score: 0 },
    ]);
    expect(futureYou.totalScore).toBe(15.7);
    expect(s.softSkills).toMatchObject({ score: 10, status: 'Mostly meet' });
    expect(s.personality).toMatchObject({ score: null, status: 'Not assessed yet' });
    expect(s.interests).toMatchObject({ score: null, status: 'Not assessed yet', skillList: [] });
    expect(s.workPreferences.status).toBe('Not assessed yet');
  });

  it('given Who Am I traits and interests, it scores personality and interests', () => {
    const result = matchSkills(
      {
        ...input,
        traits: { Conscientiousness: 4 },
        interests: { realistic: 1, investigative: 4, artistic: 1, social: 1, enterprising: 1, conventional: 1 },
      },
      testCatalogue,
    );
    // Conscientiousness 4 -> (4-1) x 7/4 = 5.25 on attention to detail, required 5.25: met.
    expect(result.futureYou.relevantSkillList.personality).toMatchObject({ score: 10, status: 'Mostly meet' });
    // 10 x (1 - 7 x 3 / (6 x 12)) = 7.08
    expect(result.futureYou.relevantSkillList.interests).toMatchObject({ score: 7.1, status: 'Attention' });
  });

  it('ranks the gaps by importance x gap and attaches their resources', () => {
    const { futureYou } = matchSkills(input, testCatalogue);
    // SQL 3 x 3.5 = 10.5 before Git 4 x 1.5 = 6.
    expect(futureYou.topSkillsList).toEqual(['SQL', 'Git']);
    expect(futureYou.resources.map((r) => r.link)).toEqual(['https://example.org/SQL', 'https://example.org/Git']);
    expect(futureYou).toMatchObject({ desiredRole: 'Software Tester', code: '15-0001.00', roleLevel: 'Senior', salaryRange: '$50K - $150K' });
  });

  it('lists the roles like the desired one with their own match, leaving out the current and desired roles', () => {
    // Similarity to Software Testers (weights at the O*NET level, JS 55/7, Git 42/7, SQL 31.5/7, Speaking 42/7; W 170.5/7;
    // each also x specificity 3/5, as two of the four occupations ask for every one of these, which cancels out):
    // Web developers share JS min(55, 48)/7 and Git min(42, 30)/7 of their 78/7: 78 / (170.5 + 78 - 78) = 0.46.
    // Analysts share SQL 31.5/7 and Speaking 30/7 of their 85/7: 61.5 / (170.5 + 85 - 61.5) = 0.32. Both reach 0.3;
    // Test Designers (Figma only) share nothing and are the current role anyway.
    // Web developers: JS 48/7 met (6 >= 5 - 0.5), Git 30/7 x 2/3 (2 < 3 - 0.5) -> 68/78 = 87%.
    // Analysts: SQL 55/7 missing, Speaking 30/7 met -> 30/85 = 35%.
    // Each with its median pay: null, as the test catalogue has no wages for either.
    expect(matchSkills(input, testCatalogue).relatedRoles).toEqual([
      { level: 'Senior', roleName: 'Test Web Developers', percent: 87, code: '15-0004.00', medianPay: null, medianHourlyPay: null },
      { level: 'Senior', roleName: 'Test Analysts', percent: 35, code: '15-0002.00', medianPay: null, medianHourlyPay: null },
    ]);
  });

  it('describes today with experience bands capped by how often a skill is used', () => {
    const { youToday } = matchSkills(input, testCatalogue);
    expect(youToday).toMatchObject({ currentRole: 'Test Designers', roleLevel: 'Mid-level', experience: '4-6 years', salaryRange: '$40K - $96K' });
    expect(youToday.hardSkills).toEqual([
      { name: 'JavaScript', experience: '4-6 years' },
      { name: 'Git', experience: '0-1 year' },
      { name: 'underwater basket weaving', experience: '1-3 years' },
    ]);
    expect(youToday.topSkillsList).toEqual(['JavaScript', 'Speaking', 'Git', 'underwater basket weaving']);
  });

  it('keeps skills it cannot map, lower-cased and de-duplicated, instead of dropping them', () => {
    const result = matchSkills(
      { ...input, relatedSkills: ['underwater basket weaving', 'Quantum Knitting', 'quantum  knitting'] },
      testCatalogue,
    );
    expect(result.unknownSkills).toEqual(['underwater basket weaving', 'quantum knitting']);
  });

  it('accepts occupation codes and titles as roles, and refuses unknown ones listing the choices', () => {
    expect(matchSkills({ ...input, desiredRole: '15-0001.00' }, testCatalogue).percent).toBe(71);
    expect(matchSkills({ ...input, desiredRole: 'code tester' }, testCatalogue).futureYou.code).toBe('15-0001.00');
    expect(() => matchSkills({ ...input, desiredRole: 'Astronaut' }, testCatalogue)).toThrow(SkillMatchError);
    expect(() => matchSkills({ ...input, desiredRole: 'Astronaut' }, testCatalogue)).toThrow(/Software Engineer, UX Designer/);
    // The error says which answer held the role.
    expect(() => matchSkills({ ...input, currentRole: 'Astronaut' }, testCatalogue)).toThrow(expect.objectContaining({ field: 'currentRole' }));
    expect(() => matchSkills({ ...input, desiredRole: 'Astronaut' }, testCatalogue)).toThrow(expect.objectContaining({ field: 'desiredRole' }));
  });

  it('refuses an unknown level with a message listing the allowed values', () => {
    expect(() => matchSkills({ ...input, desiredLevel: 'wizard' as never }, testCatalogue)).toThrow(
      /Entry-Level \(entry\), Mid-level \(middle\), Senior \(senior\), Manager \(manager\), Director \(director\)/,
    );
  });
});
