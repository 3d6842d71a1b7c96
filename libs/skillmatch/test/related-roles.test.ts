// Related roles come from the precomputed match index (src/match-index.ts). These tests hold them to the plain
// definition of README.md: every other occupation scored by a loop over its requirements in catalogue order, then
// sorted by percent, role name and code.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalogue, Occupation, SkillMatchInput, SkillMatchLevel } from '@waypoint/domain';
import { SkillMatchInputSchema } from '@waypoint/domain';
import { buildUserProfile, indexCatalogue, LEVEL_OFFSET, matchSkills, ROLE_EXPERIENCE_SHARE } from '../src/index';
import { bareOccupation, skillPool } from './test-catalogue';

const PERCENT_KINDS = new Set(['hard', 'technology', 'knowledge', 'soft']);

/** README: one requirement per name (case aside), the more important (then higher level) at the higher level. */
function plainRequirements(o: Occupation, catalogue: Catalogue): Occupation['skills'] {
  const nameOf = (id: string) => catalogue.skills.find((s) => s.id === id)!.name.toLowerCase();
  const kept = o.skills.filter((s) =>
    o.skills.every((t) => t === s || nameOf(t.skillId) !== nameOf(s.skillId) || s.importance > t.importance || (s.importance === t.importance && (s.level > t.level || (s.level === t.level && o.skills.indexOf(s) < o.skills.indexOf(t))))),
  );
  return kept.map((s) => ({ ...s, level: Math.max(...o.skills.filter((t) => nameOf(t.skillId) === nameOf(s.skillId)).map((t) => t.level)) }));
}

/** README: the user's best level for a name counts for every skill of that name. */
function shareByName(levels: Map<string, number>, catalogue: Catalogue): void {
  const nameOf = (id: string) => catalogue.skills.find((s) => s.id === id)!.name.toLowerCase();
  const best = new Map<string, number>();
  for (const [id, level] of levels) best.set(nameOf(id), Math.max(best.get(nameOf(id)) ?? 0, level));
  for (const s of catalogue.skills) {
    const level = best.get(s.name.toLowerCase());
    if (level !== undefined) levels.set(s.id, level);
  }
}

function plainPercent(o: Occupation, catalogue: Catalogue, levels: ReadonlyMap<string, number>, level: SkillMatchLevel, minImportance: number): number {
  let total = 0;
  let earned = 0;
  for (const s of plainRequirements(o, catalogue)) {
    if (s.importance < minImportance || !PERCENT_KINDS.has(s.kind)) continue;
    const requiredLevel = Math.min(7, Math.max(0, s.level + LEVEL_OFFSET[level]));
    const userLevel = levels.get(s.skillId) ?? 0;
    const credit = userLevel <= 0 ? 0 : userLevel >= requiredLevel - 0.5 ? 1 : userLevel / requiredLevel;
    const weight = s.importance * (1 + requiredLevel / 7);
    total += weight;
    earned += weight * credit;
  }
  return total > 0 ? Math.round((earned / total) * 100) : 0;
}

function plainRelatedRoles(input: SkillMatchInput, catalogue: Catalogue, count: number, minImportance: number) {
  const parsed = SkillMatchInputSchema.parse(input);
  const index = indexCatalogue(catalogue);
  const { levels } = buildUserProfile(parsed, index);
  // Knowledge the current role has taught (README, Scales): its level at the current level's offset x the years' share.
  const share = ROLE_EXPERIENCE_SHARE[parsed.years ? Number(parsed.years.slice(-1)) - 1 : 0]!;
  for (const s of plainRequirements(catalogue.occupations.find((o) => o.code === parsed.currentRole)!, catalogue)) {
    if (s.kind !== 'knowledge' || s.importance < minImportance) continue;
    const taught = Math.round(Math.min(7, Math.max(0, s.level + LEVEL_OFFSET[parsed.currentLevel])) * share * 10) / 10;
    levels.set(s.skillId, Math.max(levels.get(s.skillId) ?? 0, taught));
  }
  shareByName(levels, catalogue);
  const excluded = new Set([parsed.desiredRole, parsed.currentRole]);
  return catalogue.occupations
    .filter((o) => !excluded.has(o.code))
    .map((o) => ({ roleName: index.aliasByCode.get(o.code) ?? o.title, percent: plainPercent(o, catalogue, levels, parsed.desiredLevel, minImportance), code: o.code }))
    .sort((a, b) => b.percent - a.percent || a.roleName.localeCompare(b.roleName) || a.code.localeCompare(b.code))
    .slice(0, count);
}

const resources = [{ name: 'r', school: 's', link: 'https://example.org/r' }];

describe('related roles', () => {
  it('sums each occupation in its own skill order, where another order would round to another percent', () => {
    // Found by search: these three met requirements add up one ulp apart in the two orders, and the unmet fourth makes
    // the share land on 59.5%. The reversed occupations make the user's skills arrive in reverse for 15-0003.00.
    const [a, b, c, unmet] = [
      { skillId: 'a', importance: 3.19, level: 0.05, kind: 'hard' as const },
      { skillId: 'b', importance: 3.61, level: 0.23, kind: 'hard' as const },
      { skillId: 'c', importance: 4.79, level: 2.63, kind: 'hard' as const },
      { skillId: 'u', importance: 4.959351971557855, level: 6, kind: 'hard' as const },
    ];
    const weight = (s: typeof a) => s.importance * (1 + s.level / 7);
    const total = weight(a) + weight(b) + weight(c) + weight(unmet);
    expect(Math.round(((weight(a) + weight(b) + weight(c)) / total) * 100)).toBe(59);
    expect(Math.round(((weight(c) + weight(b) + weight(a)) / total) * 100)).toBe(60);

    const catalogue: Catalogue = {
      source: 'order',
      skills: ['a', 'b', 'c', 'u'].map((id) => ({ id, name: `Zskill ${id}`, kind: 'hard' as const, synonyms: [], resources })),
      occupations: [
        bareOccupation('15-0001.00', 'Desired', [unmet]),
        bareOccupation('15-0002.00', 'Current', [unmet]),
        bareOccupation('15-0003.00', 'In order', [a, b, c, unmet]),
        bareOccupation('15-0004.00', 'Reversed one', [c, b, a]),
        bareOccupation('15-0005.00', 'Reversed two', [c, b, a]),
      ],
      roleAliases: [],
    };
    const input: SkillMatchInput = {
      currentRole: '15-0002.00',
      currentLevel: 'middle',
      desiredRole: '15-0001.00',
      desiredLevel: 'senior',
      hardSkills: ['a', 'b', 'c'].map((id) => ({ name: `Zskill ${id}`, proficiency: 'advanced' as const })),
    };
    const related = matchSkills(input, catalogue).relatedRoles;
    expect(related.find((r) => r.code === '15-0003.00')?.percent).toBe(59);
    expect(related).toEqual(plainRelatedRoles(input, catalogue, 5, 3).map((r) => ({ level: 'Senior', ...r })));
  });

  // Few titles and skills, so names tie (broken by code), occupations share skills in different orders, one
  // occupation may list a skill twice, and two skills of different kinds share a name (as O*NET's two Mathematics).
  const KINDS = ['hard', 'technology', 'knowledge', 'soft', 'workStyle'] as const;
  const POOL = [...skillPool(8, KINDS), { id: 'skill-0-knowledge', name: 'ZSKILL 0', kind: 'knowledge' as const }];
  const requirementArb = fc.record({
    skill: fc.integer({ min: 0, max: POOL.length - 1 }),
    importance: fc.double({ min: 1, max: 5, noNaN: true }),
    level: fc.double({ min: 0, max: 7, noNaN: true }),
  });
  const catalogueArb = fc
    .array(fc.record({ title: fc.constantFrom('Alpha', 'Beta', 'Gamma'), reqs: fc.array(requirementArb, { maxLength: 10 }) }), {
      minLength: 2,
      maxLength: 12,
    })
    .map(
      (occupations): Catalogue => ({
        source: 'property',
        skills: POOL.map((s) => ({ ...s, synonyms: [], resources })),
        occupations: occupations.map(({ title, reqs }, i) =>
          bareOccupation(
            `15-${String(1000 + i)}.00`,
            title,
            reqs.map((r) => ({ skillId: POOL[r.skill]!.id, importance: r.importance, level: r.level, kind: POOL[r.skill]!.kind })),
          ),
        ),
        // An alias renames one occupation, so alias and title names sort together.
        roleAliases: [{ role: 'Beta', code: '15-1002.00' }],
      }),
    );
  const userArb = fc.record({
    skills: fc.array(
      fc.record({ skill: fc.integer({ min: 0, max: POOL.length + 1 }), proficiency: fc.constantFrom('beginner', 'intermediate', 'advanced' as const) }),
      { maxLength: 8 },
    ),
    level: fc.constantFrom<SkillMatchLevel>('entry', 'middle', 'senior', 'manager', 'director'),
    currentLevel: fc.constantFrom<SkillMatchLevel>('entry', 'middle', 'senior'),
    years: fc.constantFrom(undefined, 'level_1', 'level_3', 'level_5' as const),
    minImportance: fc.constantFrom(1, 3, 4.5),
    count: fc.constantFrom(0, 1, 5, 20),
  });

  it('ranks like the plain loop and sort, for any catalogue, user, level, threshold and count', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, (catalogue, user) => {
        const input: SkillMatchInput = {
          currentRole: '15-1001.00',
          currentLevel: user.currentLevel,
          ...(user.years ? { years: user.years } : {}),
          desiredRole: '15-1000.00',
          desiredLevel: user.level,
          hardSkills: user.skills.map((s) => ({ name: POOL[s.skill]?.name ?? `Unknown ${s.skill}`, proficiency: s.proficiency })),
        };
        const options = { relatedRoles: user.count, minImportance: user.minImportance };
        const expected = plainRelatedRoles(input, catalogue, user.count, user.minImportance);
        const label = matchSkills(input, catalogue, options).futureYou.roleLevel;
        expect(matchSkills(input, catalogue, options).relatedRoles).toEqual(expected.map((r) => ({ level: label, ...r })));
      }),
      { numRuns: 300 },
    );
  });
});
