// O*NET's skill and knowledge area 'Mathematics' are one thing to a user: a role asks for each name once, and the
// user's level for the name is credited whichever of the two ids a role kept (src/same-name-skills.ts).
import { describe, expect, it } from 'vitest';
import type { Catalogue, SkillMatchInput } from '@waypoint/domain';
import { defaultCatalogue, indexCatalogue, matchSkills, mergeSameNameSkills } from '../src/index';
import { bareOccupation } from './test-catalogue';

const lower = (names: readonly string[]) => names.map((n) => n.toLowerCase());
const repeated = (names: readonly string[]) => lower(names).filter((n, i, all) => all.indexOf(n) !== i);

describe('skills that share a name', () => {
  it('make one requirement: the more important one, at the higher of the two levels', () => {
    const names: Record<string, string> = { mathematics: 'Mathematics', 'mathematics-knowledge': 'Mathematics', python: 'Python' };
    const merged = mergeSameNameSkills(
      [
        { skillId: 'mathematics', importance: 3.5, level: 3.88, kind: 'hard' },
        { skillId: 'python', importance: 4.5, level: 5, kind: 'technology' },
        { skillId: 'mathematics-knowledge', importance: 3.82, level: 4.67, kind: 'knowledge' },
      ],
      (id) => names[id]!,
    );
    expect(merged).toEqual([
      { skillId: 'python', importance: 4.5, level: 5, kind: 'technology' },
      { skillId: 'mathematics-knowledge', importance: 3.82, level: 4.67, kind: 'knowledge' },
    ]);
    const skillMoreImportant = mergeSameNameSkills(
      [
        { skillId: 'mathematics', importance: 4.88, level: 5.38, kind: 'hard' },
        { skillId: 'mathematics-knowledge', importance: 4.67, level: 6.24, kind: 'knowledge' },
      ],
      (id) => names[id]!,
    );
    expect(skillMoreImportant).toEqual([{ skillId: 'mathematics', importance: 4.88, level: 6.24, kind: 'hard' }]);
  });

  it('appear once in every occupation of the default catalogue', () => {
    const index = indexCatalogue(defaultCatalogue);
    for (const o of defaultCatalogue.occupations) {
      expect(repeated(o.skills.map((s) => index.skillsById.get(s.skillId)!.name)), o.code).toEqual([]);
    }
  });

  it('appear once on the result of a match with every occupation of the default catalogue', () => {
    for (const o of defaultCatalogue.occupations) {
      const result = matchSkills(
        { currentRole: 'Teacher', currentLevel: 'middle', desiredRole: o.code, desiredLevel: 'middle', hardSkills: [{ name: 'Mathematics', proficiency: 'beginner' }] },
        defaultCatalogue,
      );
      const { hardSkills, softSkills, personality } = result.futureYou.relevantSkillList;
      const rows = [...hardSkills.skillList, ...softSkills.skillList, ...personality.skillList].map((r) => r.name);
      expect(repeated(rows), o.code).toEqual([]);
      const { matched, missing, belowLevel } = result.explanation;
      expect(repeated([...matched, ...missing, ...belowLevel].map((e) => e.name)), o.code).toEqual([]);
      expect(repeated(result.futureYou.topSkillsList), o.code).toEqual([]);
    }
  });

  it("credit what the current job taught under one id to a role that kept the other", () => {
    // Elementary school teachers are rated on the knowledge area Mathematics, Statisticians (more) on the skill.
    const index = indexCatalogue(defaultCatalogue);
    const ids = (code: string) => index.occupationsByCode.get(code)!.skills.filter((s) => s.skillId.startsWith('mathematics')).map((s) => s.skillId);
    expect([ids('25-2021.00'), ids('15-2041.00')]).toEqual([['mathematics-knowledge'], ['mathematics']]);
    const result = matchSkills(
      { currentRole: 'Elementary School Teacher', currentLevel: 'senior', years: 'level_4', desiredRole: 'Statistician', desiredLevel: 'entry', hardSkills: [] },
      defaultCatalogue,
    );
    const maths = [...result.explanation.matched, ...result.explanation.belowLevel, ...result.explanation.missing].filter((e) => e.name === 'Mathematics');
    expect(maths).toEqual([expect.objectContaining({ skillId: 'mathematics', fromCurrentRole: true })]);
    expect(maths[0]!.userLevel).toBeGreaterThan(0);
  });

  it('count once in the percent of a catalogue that still lists both (imported before the rule)', () => {
    const resources = [{ name: 'r', school: 's', link: 'https://example.org/r' }];
    const catalogue: Catalogue = {
      source: 'old import',
      skills: [
        { id: 'maths', name: 'Mathematics', kind: 'hard', synonyms: [], resources },
        { id: 'maths-knowledge', name: 'Mathematics', kind: 'knowledge', synonyms: [], resources },
        { id: 'writing', name: 'Zwriting', kind: 'soft', synonyms: [], resources },
      ],
      occupations: [
        bareOccupation('15-0001.00', 'Analyst', [
          { skillId: 'maths', importance: 4, level: 4, kind: 'hard' },
          { skillId: 'maths-knowledge', importance: 4, level: 4, kind: 'knowledge' },
          { skillId: 'writing', importance: 4, level: 4, kind: 'soft' },
        ]),
        bareOccupation('15-0002.00', 'Clerk', [{ skillId: 'writing', importance: 4, level: 4, kind: 'soft' }]),
      ],
      roleAliases: [],
    };
    const input: SkillMatchInput = {
      currentRole: 'Clerk',
      currentLevel: 'middle',
      desiredRole: 'Analyst',
      desiredLevel: 'senior',
      hardSkills: [{ name: 'Zwriting', proficiency: 'advanced' }],
    };
    const result = matchSkills(input, catalogue);
    // Mathematics and writing weigh the same: half, not the third it was when Mathematics counted twice.
    expect(result.percent).toBe(50);
    expect(result.futureYou.relevantSkillList.hardSkills.skillList.map((r) => r.name)).toEqual(['Mathematics']);
    expect(result.explanation.missing.map((m) => m.name)).toEqual(['Mathematics']);
  });
});
