import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalogue, SkillMatchInput } from '@waypoint/domain';
import { matchSkills } from '../src/index';
import { bareOccupation, skillPool } from './test-catalogue';

const KINDS = ['hard', 'technology', 'soft', 'knowledge'] as const;
const POOL = skillPool(12, KINDS);

const requirementArb = fc.record({
  skill: fc.integer({ min: 0, max: POOL.length - 1 }),
  importance: fc.double({ min: 1, max: 5, noNaN: true }),
  // Up to 6.5 so 'I use it daily' (level 6) can meet every requirement within the 0.5 tolerance.
  level: fc.double({ min: 0, max: 6.5, noNaN: true }),
});

const catalogueArb = fc.array(fc.uniqueArray(requirementArb, { selector: (r) => r.skill, minLength: 1, maxLength: 8 }), {
  minLength: 2,
  maxLength: 4,
}).map(
  (occupations): Catalogue => ({
    source: 'property',
    skills: POOL.map((s) => ({ ...s, synonyms: [], resources: [{ name: 'r', school: 's', link: 'https://example.org/r' }] })),
    occupations: occupations.map((reqs, i) =>
      bareOccupation(
        `15-000${i}.00`,
        `Occupation ${i}`,
        reqs.map((r) => ({ skillId: POOL[r.skill]!.id, importance: r.importance, level: r.level, kind: POOL[r.skill]!.kind })),
      ),
    ),
    roleAliases: [],
  }),
);

const proficiencyArb = fc.constantFrom('beginner', 'intermediate', 'advanced', undefined);
const userArb = fc.record({
  hard: fc.array(fc.record({ skill: fc.integer({ min: 0, max: POOL.length + 2 }), proficiency: proficiencyArb }), { maxLength: 10 }),
  level: fc.constantFrom('entry', 'middle', 'senior', 'manager', 'director' as const),
});

type User = { hard: { skill: number; proficiency?: 'beginner' | 'intermediate' | 'advanced' }[]; level: SkillMatchInput['desiredLevel'] };
const inputFor = (user: User): SkillMatchInput => ({
  currentRole: 'Occupation 1',
  currentLevel: 'middle',
  desiredRole: 'Occupation 0',
  desiredLevel: user.level,
  // Indexes past the pool become skills the catalogue does not know.
  hardSkills: user.hard.map((h) => ({ name: POOL[h.skill]?.name ?? `Unknown ${h.skill}`, ...(h.proficiency ? { proficiency: h.proficiency } : {}) })),
  softSkills: [],
  relatedSkills: [],
});

describe('matchSkills properties', () => {
  it('always gives a whole percent in 0-100 and section scores in 0-10 (or null)', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, (catalogue, user) => {
        const result = matchSkills(inputFor(user), catalogue);
        expect(Number.isInteger(result.percent)).toBe(true);
        expect(result.percent).toBeGreaterThanOrEqual(0);
        expect(result.percent).toBeLessThanOrEqual(100);
        for (const section of Object.values(result.futureYou.relevantSkillList)) {
          if (section.score !== null) {
            expect(section.score).toBeGreaterThanOrEqual(0);
            expect(section.score).toBeLessThanOrEqual(10);
          }
        }
        for (const role of result.relatedRoles) expect(role.percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives the same output for the same input, also on a copied catalogue', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, (catalogue, user) => {
        const first = matchSkills(inputFor(user), catalogue);
        expect(matchSkills(inputFor(user), structuredClone(catalogue))).toEqual(first);
      }),
    );
  });

  it('never lowers the match when a required skill is added at its level', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, fc.nat(), (catalogue, user, pick) => {
        const required = catalogue.occupations[0]!.skills.filter((s) => s.importance >= 3);
        fc.pre(required.length > 0);
        const target = required[pick % required.length]!;
        const before = matchSkills(inputFor(user), catalogue).percent;
        const input = inputFor(user);
        input.hardSkills = [...(input.hardSkills ?? []), { name: POOL.find((p) => p.id === target.skillId)!.name, proficiency: 'advanced' }];
        expect(matchSkills(input, catalogue).percent).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('gives 100% when every required skill is at or above its level', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, (catalogue, user) => {
        const required = catalogue.occupations[0]!.skills.filter((s) => s.importance >= 3);
        fc.pre(required.length > 0);
        const input = inputFor(user);
        input.hardSkills = required.map((s) => ({ name: POOL.find((p) => p.id === s.skillId)!.name, proficiency: 'advanced' as const }));
        const result = matchSkills(input, catalogue);
        expect(result.percent).toBe(100);
        expect(result.explanation.missing).toEqual([]);
        expect(result.explanation.belowLevel).toEqual([]);
      }),
    );
  });
});
