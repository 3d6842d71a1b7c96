// Related roles come from the precomputed match index (src/match-index.ts). These tests hold them to the plain
// definition of README.md: every other occupation at least RELATED_MIN_SIMILARITY like the desired one (weighted
// Jaccard of their requirements, each weighed by how few occupations ask for it, lifted within a SOC broad or minor
// group),
// scored by a loop over its requirements in catalogue order, the best by percent x similarity^2 (then similarity,
// role name and code) kept and shown by percent (then the same).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalogue, Occupation, SkillMatchInput, SkillMatchLevel } from '@waypoint/domain';
import { SkillMatchInputSchema } from '@waypoint/domain';
import {
  buildUserProfile,
  defaultCatalogue,
  indexCatalogue,
  indexForMatching,
  LEVEL_OFFSET,
  matchSkills,
  rankRelatedRoles,
  RELATED_CACHE_SIZE,
  RELATED_MIN_SIMILARITY,
  ROLE_EXPERIENCE_SHARE,
  SAME_BROAD_GROUP_LIFT,
  SAME_MINOR_GROUP_LIFT,
} from '../src/index';
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

/** README: the requirements that count towards a percent, by name. */
function plainCounted(o: Occupation, catalogue: Catalogue, minImportance: number) {
  const nameOf = (id: string) => catalogue.skills.find((s) => s.id === id)!.name.toLowerCase();
  return plainRequirements(o, catalogue)
    .filter((s) => s.importance >= minImportance && PERCENT_KINDS.has(s.kind))
    .map((s) => ({ ...s, name: nameOf(s.skillId) }));
}

/** README: 1 - the share of the catalogue's N occupations (of N + 1) that ask for the name. */
function plainSpecificity(name: string, catalogue: Catalogue, minImportance: number): number {
  const askedBy = catalogue.occupations.filter((o) => plainCounted(o, catalogue, minImportance).some((s) => s.name === name)).length;
  return 1 - askedBy / (catalogue.occupations.length + 1);
}

/** README: those requirements, each weighted at the O*NET level (no level offset) and by its name's specificity. */
function plainWeights(o: Occupation, catalogue: Catalogue, minImportance: number): { name: string; weight: number }[] {
  return plainCounted(o, catalogue, minImportance).map((s) => ({
    name: s.name,
    weight: s.importance * (1 + Math.min(7, Math.max(0, s.level)) / 7) * plainSpecificity(s.name, catalogue, minImportance),
  }));
}

/** README: shared / (W_d + W_o - shared), shared = sum over d's requirements (in order) of min(w_d, w_o) where o has the name. */
function plainSimilarity(d: Occupation, o: Occupation, catalogue: Catalogue, minImportance: number): number {
  const dw = plainWeights(d, catalogue, minImportance);
  const ow = plainWeights(o, catalogue, minImportance);
  let shared = 0;
  for (const r of dw) {
    const other = ow.find((x) => x.name === r.name);
    if (other) shared += Math.min(r.weight, other.weight);
  }
  let totalD = 0;
  for (const r of dw) totalD += r.weight;
  let totalO = 0;
  for (const r of ow) totalO += r.weight;
  if (!(shared > 0)) return 0;
  // README: occupations of one SOC broad group (the code's first five digits) count SAME_BROAD_GROUP_LIFT more alike,
  // of one minor group only (its first three) SAME_MINOR_GROUP_LIFT.
  const likeness = shared / (totalD + totalO - shared);
  const lift = d.code.slice(0, 6) === o.code.slice(0, 6) ? SAME_BROAD_GROUP_LIFT : d.code.slice(0, 4) === o.code.slice(0, 4) ? SAME_MINOR_GROUP_LIFT : 0;
  return Math.min(1, likeness + lift);
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
  const desired = catalogue.occupations.find((o) => o.code === parsed.desiredRole)!;
  const excluded = new Set([parsed.desiredRole, parsed.currentRole]);
  const byName = (a: { roleName: string; code: string }, b: { roleName: string; code: string }) => a.roleName.localeCompare(b.roleName) || a.code.localeCompare(b.code);
  return catalogue.occupations
    .filter((o) => !excluded.has(o.code))
    .map((o) => ({
      roleName: index.aliasByCode.get(o.code) ?? o.title,
      percent: plainPercent(o, catalogue, levels, parsed.desiredLevel, minImportance),
      code: o.code,
      medianPay: o.salary?.median ?? null,
      medianHourlyPay: o.salary ? null : (o.hourlyPay?.median ?? null),
      similarity: plainSimilarity(desired, o, catalogue, minImportance),
    }))
    .filter((r) => r.similarity >= RELATED_MIN_SIMILARITY)
    .sort((a, b) => b.percent * b.similarity * b.similarity - a.percent * a.similarity * a.similarity || b.similarity - a.similarity || byName(a, b))
    .slice(0, Math.max(0, count))
    .sort((a, b) => b.percent - a.percent || b.similarity - a.similarity || byName(a, b))
    .map(({ roleName, percent, code, medianPay, medianHourlyPay }) => ({ roleName, percent, code, medianPay, medianHourlyPay }));
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

  it('leaves out a job that asks for little and is unlike the desired role, however well the user matches it', () => {
    // A nurse who wants to manage a clinic. Weights at the O*NET level, importance x (1 + level / 7) x specificity
    // (1 - askers / 5 of these 4 occupations: Speaking 1/5, Customer service 2/5, the rest 3/5): Administration 162/35,
    // Personnel 138/35, Medicine 105/35, Customer service 77/35, Speaking 44/35, Coordination 132/35; W = 658/35.
    const skills = ['admin', 'personnel', 'medicine', 'customer', 'economics', 'speaking', 'coordination'];
    const kindOf = (id: string) => (id === 'speaking' || id === 'coordination' ? ('soft' as const) : ('knowledge' as const));
    const req = (skillId: string, importance: number, level: number) => ({ skillId, importance, level, kind: kindOf(skillId) });
    const catalogue: Catalogue = {
      source: 'related',
      skills: skills.map((id) => ({ id, name: `Zskill ${id}`, kind: kindOf(id), synonyms: [], resources })),
      occupations: [
        bareOccupation('11-1000.00', 'Clinic Manager', [
          req('admin', 4.5, 5),
          req('personnel', 4, 4.5),
          req('medicine', 3.5, 3),
          req('customer', 3.5, 4),
          req('speaking', 4, 4),
          req('coordination', 4, 4),
        ]),
        bareOccupation('29-0001.00', 'Nurse', [req('medicine', 4.5, 5.5), req('customer', 4, 4.5), req('speaking', 4, 4)]),
        // Shares Administration, Personnel, Speaking and Coordination: 476/35 of W_o 630/35 (Economics, asked for only
        // here, 154/35): similarity 476 / (658 + 630 - 476) = 0.59.
        bareOccupation('11-2000.00', 'Office Manager', [
          req('admin', 4.5, 5),
          req('personnel', 4, 4.5),
          req('economics', 3.5, 4),
          req('speaking', 4, 4),
          req('coordination', 4, 4),
        ]),
        // Asks for two things the clinic manager also asks for, at low levels (Customer service 57/35, Speaking 27/35):
        // similarity 84 / 658 = 0.13.
        bareOccupation('35-0001.00', 'Dishwasher', [req('customer', 3, 2.5), req('speaking', 3, 2)]),
      ],
      roleAliases: [],
    };
    const input: SkillMatchInput = {
      currentRole: '29-0001.00',
      currentLevel: 'senior',
      desiredRole: '11-1000.00',
      desiredLevel: 'manager',
      hardSkills: [{ name: 'Zskill customer', proficiency: 'advanced' }],
      softSkills: [
        { name: 'Zskill speaking', proficiency: 'advanced' },
        { name: 'Zskill coordination', proficiency: 'intermediate' },
      ],
    };
    const index = indexCatalogue(catalogue);
    const [clinic, , office, dishwasher] = catalogue.occupations;
    expect(plainSimilarity(clinic!, office!, catalogue, 3)).toBeCloseTo(476 / 812, 12);
    expect(plainSimilarity(clinic!, dishwasher!, catalogue, 3)).toBeCloseTo(84 / 658, 12);
    // By percent alone the dishwasher came first: the user has both of its two requirements.
    const { levels } = buildUserProfile(SkillMatchInputSchema.parse(input), index);
    expect(plainPercent(dishwasher!, catalogue, levels, 'manager', 3)).toBe(100);
    // Office manager: Speaking and Coordination met, 88/7 of 226.5/7 = 39%.
    expect(matchSkills(input, catalogue).relatedRoles).toEqual([{ level: 'Manager', roleName: 'Office Manager', percent: 39, code: '11-2000.00', medianPay: null, medianHourlyPay: null }]);
    expect(matchSkills(input, catalogue).relatedRoles).toEqual(plainRelatedRoles(input, catalogue, 5, 3).map((r) => ({ level: 'Manager', ...r })));
  });

  it('counts for little what nearly every role asks for: sharing only that does not make two roles alike', () => {
    // Every role asks for Speaking and Listening (specificity 1 - 4/5 = 1/5 of these 4 occupations) and one skill of
    // its own kind: x (asked for twice, 3/5), y or z (once, 4/5). Every importance is 4 at level 0: weights in 4/5ths.
    const kindOf = (id: string) => (id === 'speaking' || id === 'listening' ? ('soft' as const) : ('hard' as const));
    const req = (skillId: string) => ({ skillId, importance: 4, level: 0, kind: kindOf(skillId) });
    const catalogue: Catalogue = {
      source: 'specificity',
      skills: ['speaking', 'listening', 'x', 'y', 'z'].map((id) => ({ id, name: `Zskill ${id}`, kind: kindOf(id), synonyms: [], resources })),
      occupations: [
        bareOccupation('15-1000.00', 'Desired', ['speaking', 'listening', 'x'].map(req)),
        bareOccupation('15-2000.00', 'Current', ['speaking', 'listening', 'z'].map(req)),
        // Shares everything: similarity 1.
        bareOccupation('15-3000.00', 'Same craft', ['speaking', 'listening', 'x'].map(req)),
        // Shares Speaking and Listening only: 2 / (5 + 6 - 2) = 0.22. Weighed alike they would make it 8 / 16 = 0.5.
        bareOccupation('15-4000.00', 'Other craft', ['speaking', 'listening', 'y'].map(req)),
      ],
      roleAliases: [],
    };
    const [desired, , same, other] = catalogue.occupations;
    expect(plainSimilarity(desired!, same!, catalogue, 3)).toBeCloseTo(1, 12);
    expect(plainSimilarity(desired!, other!, catalogue, 3)).toBeCloseTo(2 / 9, 12);
    const input: SkillMatchInput = {
      currentRole: '15-2000.00',
      currentLevel: 'middle',
      desiredRole: '15-1000.00',
      desiredLevel: 'middle',
      softSkills: [{ name: 'Zskill speaking', proficiency: 'advanced' }, { name: 'Zskill listening', proficiency: 'advanced' }],
    };
    // The user meets two thirds of either role; only the one like the desired role is offered.
    expect(matchSkills(input, catalogue).relatedRoles).toEqual([{ level: 'Mid-level', roleName: 'Same craft', percent: 67, code: '15-3000.00', medianPay: null, medianHourlyPay: null }]);
    expect(matchSkills(input, catalogue).relatedRoles).toEqual(plainRelatedRoles(input, catalogue, 5, 3).map((r) => ({ level: 'Mid-level', ...r })));
  });

  it('counts two roles of one SOC broad group SAME_BROAD_GROUP_LIFT more alike: their profiles miss what they share', () => {
    // A sibling in the desired role's broad group (15-100) and a role of another group (15-300): the sibling's likeness
    // is lifted, the other's not; asking for what the other role does, the sibling comes before it.
    const kindOf = (id: string) => (id === 'speaking' || id === 'listening' ? ('soft' as const) : ('hard' as const));
    const req = (skillId: string) => ({ skillId, importance: 4, level: 0, kind: kindOf(skillId) });
    const catalogueWith = (otherSkills: string[]): Catalogue => ({
      source: 'broad-group',
      skills: ['speaking', 'listening', 'x', 'y', 'z', 'w'].map((id) => ({ id, name: `Zskill ${id}`, kind: kindOf(id), synonyms: [], resources })),
      occupations: [
        bareOccupation('15-1001.00', 'Desired', ['speaking', 'listening', 'x', 'w'].map(req)),
        bareOccupation('15-2000.00', 'Current', ['speaking', 'listening', 'z'].map(req)),
        bareOccupation('15-3000.00', 'Another group', ['speaking', 'listening', 'w', 'y'].map(req)),
        bareOccupation('15-1002.00', 'Sibling', otherSkills.map(req)),
      ],
      roleAliases: [],
    });
    for (const otherSkills of [['speaking', 'listening', 'y'], ['speaking', 'listening', 'w', 'y']]) {
      const catalogue = catalogueWith(otherSkills);
      const [desired, , stranger, sibling] = catalogue.occupations;
      const likeness = (o: Occupation) => {
        const dw = plainWeights(desired!, catalogue, 3);
        const ow = plainWeights(o, catalogue, 3);
        const shared = dw.reduce((sum, r) => sum + Math.min(r.weight, ow.find((x) => x.name === r.name)?.weight ?? 0), 0);
        const total = (ws: { weight: number }[]) => ws.reduce((sum, r) => sum + r.weight, 0);
        return shared / (total(dw) + total(ow) - shared);
      };
      // The sibling is lifted, the stranger with the same requirements (in another group) is not.
      expect(plainSimilarity(desired!, sibling!, catalogue, 3)).toBeCloseTo(likeness(sibling!) + SAME_BROAD_GROUP_LIFT, 12);
      expect(plainSimilarity(desired!, stranger!, catalogue, 3)).toBeCloseTo(likeness(stranger!), 12);
      const input: SkillMatchInput = { currentRole: '15-2000.00', currentLevel: 'middle', desiredRole: '15-1001.00', desiredLevel: 'middle' };
      const related = matchSkills(input, catalogue).relatedRoles.map((r) => r.roleName);
      expect(related).toEqual(plainRelatedRoles(input, catalogue, 5, 3).map((r) => r.roleName));
      // Alike on w and y as much as the role of another group, which sorts first by name, the sibling comes first.
      if (otherSkills.includes('w')) expect(related[0]).toBe('Sibling');
    }
  });

  it('gives the roles SOC puts together their place among the related roles of the default catalogue', () => {
    const match = indexForMatching(defaultCatalogue, 3);
    const relatedNames = (code: string) => {
      const occupation = defaultCatalogue.occupations.find((o) => o.code === code)!;
      const levels = new Map(occupation.skills.filter((s) => s.importance >= 3).map((s) => [s.skillId, s.level]));
      return rankRelatedRoles(match, match.positionByCode.get(code)!, levels, 'senior', new Set([code]), 5).map((r) => match.roleNames[r.occupation]);
    };
    // Before: a Dancer's list had no Choreographer, a Musician's a Barista and no Composer, a Childcare Worker's an
    // Usher and no Nanny, a Janitor's no Housekeeper.
    expect(relatedNames('27-2031.00')).toContain('Choreographer');
    expect(relatedNames('27-2042.00')).toContain('Composer');
    expect(relatedNames('27-2042.00')).not.toContain('Barista');
    expect(relatedNames('39-9011.00')).toContain('Nanny');
    expect(relatedNames('37-2011.00')).toContain('Housekeeper');
    // Of one SOC minor group: a Lawyer's list had an Event Planner and no Judge, a Journalist's a Traffic Warden and no
    // Public Relations Specialist, a Hairdresser's no Nail Technician.
    expect(relatedNames('23-1011.00')).toContain('Judge');
    expect(relatedNames('27-3023.00')).toContain('Public Relations Specialist');
    expect(relatedNames('27-3023.00')).not.toContain('Traffic Warden');
    expect(relatedNames('39-5012.00')).toContain('Nail Technician');
  });

  it('keeps the best by percent x similarity^2 and shows them by percent', () => {
    // Requirements have importance 4 (e: 3) at level 0, weighed by specificity, 1 - askers / 7 of these 6 occupations:
    // a 16/7 (3 ask), b 20/7 (2), c and d 12/7 (4), e 18/7 (1, importance 3), f 20/7 (2). The desired role asks for a,
    // b, c, d (W 60/7). The user has c, d, e and f, each at or above level. Twin asks for what the desired role does:
    // similarity 1, the user has half of it (the percent weighs by importance and level only): 50 x 1.
    const pool = ['a', 'b', 'c', 'd', 'e', 'f'];
    const req = (skillId: string) => ({ skillId, importance: skillId === 'e' ? 3 : 4, level: 0, kind: 'hard' as const });
    const catalogue: Catalogue = {
      source: 'score',
      skills: pool.map((id) => ({ id, name: `Zskill ${id}`, kind: 'hard' as const, synonyms: [], resources })),
      occupations: [
        bareOccupation('15-1000.00', 'Desired', ['a', 'b', 'c', 'd'].map(req)),
        bareOccupation('15-2000.00', 'Current', ['f'].map(req)),
        bareOccupation('15-3000.00', 'Twin', ['a', 'b', 'c', 'd'].map(req)),
        // Shares c and d, all it asks for: similarity 24 / (60 + 24 - 24) = 0.4; 100% x 0.16 = 16 < 50 x 1.
        bareOccupation('15-4000.00', 'Half', ['c', 'd'].map(req)),
        // Shares c and d, asks for e too: similarity 24 / (60 + 42 - 24) = 0.31; the user has c, d, e: 100% x 0.095.
        bareOccupation('15-5000.00', 'Partial', ['c', 'd', 'e'].map(req)),
        // Shares a only: 16 / (60 + 36 - 16) = 0.2, below RELATED_MIN_SIMILARITY.
        bareOccupation('15-6000.00', 'Stranger', ['a', 'f'].map(req)),
      ],
      roleAliases: [],
    };
    const input: SkillMatchInput = {
      currentRole: '15-2000.00',
      currentLevel: 'middle',
      desiredRole: '15-1000.00',
      desiredLevel: 'senior',
      hardSkills: ['c', 'd', 'e', 'f'].map((id) => ({ name: `Zskill ${id}`, proficiency: 'beginner' as const })),
    };
    const related = (relatedRoles: number) => matchSkills(input, catalogue, { relatedRoles }).relatedRoles.map((r) => `${r.roleName} ${r.percent}`);
    expect(related(1)).toEqual(['Twin 50']);
    expect(related(2)).toEqual(['Half 100', 'Twin 50']);
    expect(related(5)).toEqual(['Half 100', 'Partial 100', 'Twin 50']);
    expect(matchSkills(input, catalogue).relatedRoles).toEqual(plainRelatedRoles(input, catalogue, 5, 3).map((r) => ({ level: 'Senior', ...r })));
  });

  it('works out the roles related to a desired one once, remembering the last RELATED_CACHE_SIZE of them', () => {
    // Occupation i asks for skills i and i + 1 (the last for its own and skill 0, closing the ring): each is related to
    // its two neighbours only, and every skill is asked for twice, so every requirement weighs the same.
    const size = RELATED_CACHE_SIZE + 2;
    const catalogue: Catalogue = {
      source: 'cache',
      skills: Array.from({ length: size }, (_, i) => ({ id: `s${i}`, name: `Zskill ${i}`, kind: 'hard' as const, synonyms: [], resources })),
      occupations: Array.from({ length: size }, (_, i) =>
        // Each in a SOC broad group of its own (15-100, 15-101, ...), the first hundred in minor group 15-1: their
        // similarities are lifted by SAME_MINOR_GROUP_LIFT alike.
        bareOccupation(`15-${String(1000 + i * 10)}.00`, `Role ${String(i).padStart(3, '0')}`, [
          { skillId: `s${i}`, importance: 4, level: 0, kind: 'hard' as const },
          { skillId: `s${(i + 1) % size}`, importance: 4, level: 0, kind: 'hard' as const },
        ]),
      ),
      roleAliases: [],
    };
    const match = indexForMatching(catalogue, 3);
    const first = match.relatedTo(1);
    // Shares one of two requirements of weight w with each neighbour: w / (2w + 2w - w), and the minor group's lift.
    expect([...first.occupation]).toEqual([0, 2]);
    for (const similarity of first.similarity) expect(similarity).toBeCloseTo(1 / 3 + SAME_MINOR_GROUP_LIFT, 12);
    expect(match.relatedTo(1)).toBe(first);
    // Asking for every other role pushes the first out; it is worked out again, the same.
    for (let d = 2; d < size; d += 1) match.relatedTo(d);
    const again = match.relatedTo(1);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
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
  type Drawn = { title: string; reqs: { skill: number; importance: number; level: number }[] };
  const toCatalogue = (occupations: Drawn[]): Catalogue => ({
    source: 'property',
    skills: POOL.map((s) => ({ ...s, synonyms: [], resources })),
    occupations: occupations.map(({ title, reqs }, i) =>
      bareOccupation(
        // Two by two in a SOC broad group (15-100 holds 15-1000 and 15-1005), four by four in a minor group (15-1 holds
        // 15-1000 to 15-1015, 15-2 the next four, and so on by turns), so similarities are lifted by either or neither.
        `15-${String((1 + (Math.floor(i / 4) % 2)) * 1000 + i * 5)}.00`,
        title,
        reqs.map((r) => ({ skillId: POOL[r.skill]!.id, importance: r.importance, level: r.level, kind: POOL[r.skill]!.kind })),
      ),
    ),
    // An alias renames one occupation, so alias and title names sort together.
    roleAliases: [{ role: 'Beta', code: '15-1010.00' }],
  });
  const titleArb = fc.constantFrom('Alpha', 'Beta', 'Gamma');
  const randomCatalogueArb = fc
    .array(fc.record({ title: titleArb, reqs: fc.array(requirementArb, { maxLength: 10 }) }), { minLength: 2, maxLength: 12 })
    .map(toCatalogue);
  // Occupations made from the desired one's requirements (some dropped, importance scaled, a few added), so that many
  // are related and similarities fall on both sides of RELATED_MIN_SIMILARITY.
  const neighbourCatalogueArb = fc
    .record({
      desired: fc.array(requirementArb, { minLength: 1, maxLength: 10 }),
      others: fc.array(
        fc.record({
          title: titleArb,
          keep: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
          scale: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
          extra: fc.array(requirementArb, { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 11 },
      ),
    })
    .map(({ desired, others }) =>
      toCatalogue([
        { title: 'Alpha', reqs: desired },
        ...others.map(({ title, keep, scale, extra }) => ({
          title,
          reqs: [...desired.filter((_, i) => keep[i]).map((r) => ({ ...r, importance: Math.min(5, Math.max(1, r.importance * scale)) })), ...extra],
        })),
      ]),
    );
  const catalogueArb = fc.oneof(randomCatalogueArb, neighbourCatalogueArb);
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

  // 400 generated catalogues take ~1-2 s alone and over 5 s (vitest's default) while CI builds on the same 2 cores.
  it('ranks like the plain loop and sort, for any catalogue, user, level, threshold and count', () => {
    fc.assert(
      fc.property(catalogueArb, userArb, (catalogue, user) => {
        const input: SkillMatchInput = {
          currentRole: '15-1005.00',
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
      { numRuns: 400 },
    );
  }, 30_000);
});
