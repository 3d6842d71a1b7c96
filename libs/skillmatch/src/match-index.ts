// What matching needs from a catalogue that does not depend on the user, built once per catalogue object and minimum
// importance (memoised like the catalogue index). Related roles score every occupation on every request - about
// 1,000 after an O*NET import - so a request only walks the occupations that ask for one of the user's few skills.
import type { Catalogue, Occupation, OccupationSkill, SkillMatchLevel } from '@waypoint/domain';
import { SKILLMATCH_LEVELS } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from './catalogue-index';
import { mergeSameNameSkills, sameNameLevels } from './same-name-skills';
import { LEVEL_OFFSET, LEVEL_TOLERANCE } from './scales';

/** The kinds the match percent counts; work styles are reported in Personality only. */
export const PERCENT_KINDS: ReadonlySet<OccupationSkill['kind']> = new Set(['hard', 'technology', 'knowledge', 'soft']);

// The formulas of README.md, shared by the per-request and the precomputed paths so both do the same arithmetic.
/** The level a role asks for: the O*NET level moved by the desired level's offset (LEVEL_OFFSET), within 0-7. */
export const requiredLevelOf = (onetLevel: number, offset: number): number => Math.min(7, Math.max(0, onetLevel + offset));
export const weightOf = (importance: number, requiredLevel: number): number => importance * (1 + requiredLevel / 7);
/** 1 when at or near the required level, userLevel / requiredLevel below it, 0 when missing. */
export const creditOf = (userLevel: number, requiredLevel: number): number =>
  userLevel <= 0 ? 0 : userLevel >= requiredLevel - LEVEL_TOLERANCE ? 1 : userLevel / requiredLevel;

/** A requirement of an occupation as the catalogue states it (importance >= the minimum). */
export interface CatalogueRequirement {
  skillId: string;
  name: string;
  kind: OccupationSkill['kind'];
  importance: number;
  /** The O*NET level, before the desired level's offset. */
  level: number;
}

/** Where one skill counts towards a percent: parallel arrays, one entry per occupation requirement. */
interface Postings {
  occupation: Int32Array;
  /** The requirement's place in its occupation's skill list: sums follow that order, as a plain loop would. */
  position: Int32Array;
  importance: Float64Array;
  level: Float64Array;
  /** Mean position: lists are walked in this order, so most occupations receive their terms already in order. */
  meanPosition: number;
}

export interface MatchIndex {
  readonly occupations: readonly Occupation[];
  /** Related-role name per occupation: its friendly alias, else its title. */
  readonly roleNames: readonly string[];
  /** Occupation positions ordered by role name, then code: the order of related roles with equal percents. */
  readonly byRoleName: Int32Array;
  readonly postings: ReadonlyMap<string, Postings>;
  /** Sum of the percent weights per occupation, for each desired level. */
  readonly totalWeights: ReadonlyMap<SkillMatchLevel, Float64Array>;
  /** Skill id -> the ids shown under the same name: a user's level for one counts for them all (same-name-skills.ts). */
  readonly sameNameIds: ReadonlyMap<string, readonly string[]>;
  /** The occupation's requirements (one per name), most important first, then by name and id (so derived lists are stable). */
  requirementsOf(occupation: Occupation): readonly CatalogueRequirement[];
  /**
   * Per-occupation work space of `rankRelatedRoles`, reused by every request: allocating typed arrays costs more than the
   * scoring on a small catalogue, and matching is synchronous, so no two requests use it at once.
   */
  readonly scratch: { earned: Float64Array; lastPosition: Int32Array; percents: Int32Array };
}

const cache = new WeakMap<Catalogue, Map<number, MatchIndex>>();

export function indexForMatching(catalogue: Catalogue, minImportance: number): MatchIndex {
  let byMin = cache.get(catalogue);
  if (!byMin) {
    byMin = new Map();
    cache.set(catalogue, byMin);
  }
  let built = byMin.get(minImportance);
  if (!built) {
    built = buildMatchIndex(catalogue, minImportance);
    byMin.set(minImportance, built);
  }
  return built;
}

function buildMatchIndex(catalogue: Catalogue, minImportance: number): MatchIndex {
  const index = indexCatalogue(catalogue);
  const occupations = catalogue.occupations;
  const roleNames = occupations.map((o) => roleNameOf(index, o));
  const byRoleName = Int32Array.from(
    occupations.map((_, i) => i).sort((a, b) => roleNames[a]!.localeCompare(roleNames[b]!) || occupations[a]!.code.localeCompare(occupations[b]!.code)),
  );

  // Every sum below reads an occupation's skills with each name once (a catalogue imported before that rule may
  // still list Mathematics twice).
  const nameOf = (skillId: string) => index.skillsById.get(skillId)?.name ?? skillId;
  const skillsOf = (o: Occupation) => mergeSameNameSkills(o.skills, nameOf);
  const merged = occupations.map(skillsOf);
  const lists = new Map<string, { occupation: number[]; position: number[]; importance: number[]; level: number[] }>();
  merged.forEach((skills, occupation) => {
    skills.forEach((s, position) => {
      if (s.importance < minImportance || !PERCENT_KINDS.has(s.kind)) return;
      let list = lists.get(s.skillId);
      if (!list) {
        list = { occupation: [], position: [], importance: [], level: [] };
        lists.set(s.skillId, list);
      }
      list.occupation.push(occupation);
      list.position.push(position);
      list.importance.push(s.importance);
      list.level.push(s.level);
    });
  });
  const postings = new Map<string, Postings>();
  for (const [skillId, l] of lists) {
    postings.set(skillId, {
      occupation: Int32Array.from(l.occupation),
      position: Int32Array.from(l.position),
      importance: Float64Array.from(l.importance),
      level: Float64Array.from(l.level),
      meanPosition: l.position.reduce((sum, p) => sum + p, 0) / l.position.length,
    });
  }

  const totalWeights = new Map<SkillMatchLevel, Float64Array>();
  for (const { value: level } of SKILLMATCH_LEVELS) {
    totalWeights.set(
      level,
      Float64Array.from(merged, (skills) => {
        let total = 0;
        for (const s of skills) {
          if (s.importance >= minImportance && PERCENT_KINDS.has(s.kind)) {
            total += weightOf(s.importance, requiredLevelOf(s.level, LEVEL_OFFSET[level]));
          }
        }
        return total;
      }),
    );
  }

  // Built on first use: a request needs the sorted requirements of its desired occupation only.
  const requirements = new WeakMap<Occupation, readonly CatalogueRequirement[]>();
  const requirementsOf = (occupation: Occupation) => {
    let list = requirements.get(occupation);
    if (!list) {
      list = skillsOf(occupation)
        .filter((s) => s.importance >= minImportance)
        .map((s) => ({ skillId: s.skillId, name: nameOf(s.skillId), kind: s.kind, importance: s.importance, level: s.level }))
        .sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name) || a.skillId.localeCompare(b.skillId));
      requirements.set(occupation, list);
    }
    return list;
  };

  const n = occupations.length;
  const scratch = { earned: new Float64Array(n), lastPosition: new Int32Array(n), percents: new Int32Array(n) };
  return { occupations, roleNames, byRoleName, postings, totalWeights, sameNameIds: index.sameNameIds, requirementsOf, scratch };
}

interface UsedPostings {
  postings: Postings;
  userLevel: number;
}

/**
 * The `count` best occupations for a user with `userLevels` (skill id -> level) at the desired level, by percent, then
 * role name and code, leaving out the `excluded` codes.
 */
export function rankRelatedRoles(
  match: MatchIndex,
  userLevels: ReadonlyMap<string, number>,
  level: SkillMatchLevel,
  excluded: ReadonlySet<string>,
  count: number,
): { occupation: number; percent: number }[] {
  const percents = percentsFor(match, userLevels, level);
  return topByPercent(match, percents, excluded, count).map((occupation) => ({ occupation, percent: percents[occupation]! }));
}

/**
 * The match percent of every occupation (in `match.scratch`, valid until the next call). Only the user's skills can
 * earn anything, so only their postings are read. Each occupation's earned weights are summed in the order of its
 * skill list, so every percent is the one a plain loop over its requirements gives.
 */
function percentsFor(match: MatchIndex, userLevels: ReadonlyMap<string, number>, level: SkillMatchLevel): Int32Array {
  const used: UsedPostings[] = [];
  // An occupation's one Mathematics may be O*NET's skill or its knowledge area: the user's level counts for either.
  for (const [id, userLevel] of sameNameLevels(match.sameNameIds, userLevels)) {
    const postings = match.postings.get(id);
    if (postings && userLevel > 0) used.push({ postings, userLevel });
  }
  used.sort((a, b) => a.postings.meanPosition - b.postings.meanPosition);
  const offset = LEVEL_OFFSET[level];
  const { earned, lastPosition, percents } = match.scratch;
  earned.fill(0);
  lastPosition.fill(-1);
  const outOfOrder: number[] = [];
  for (const { postings: p, userLevel } of used) {
    for (let i = 0; i < p.occupation.length; i += 1) {
      const o = p.occupation[i]!;
      const position = p.position[i]!;
      const required = requiredLevelOf(p.level[i]!, offset);
      earned[o]! += weightOf(p.importance[i]!, required) * creditOf(userLevel, required);
      if (position < lastPosition[o]!) outOfOrder.push(o);
      lastPosition[o] = position;
    }
  }
  // Where the terms came out of order, the sum is redone in order (floating-point sums depend on it).
  for (const o of outOfOrder) earned[o] = earnedInOrder(used, o, offset);
  const totals = match.totalWeights.get(level)!;
  for (let o = 0; o < percents.length; o += 1) {
    const total = totals[o]!;
    percents[o] = total > 0 ? Math.round((earned[o]! / total) * 100) : 0;
  }
  return percents;
}

/** One occupation's earned weight, its terms summed in skill-list order (postings are sorted by occupation). */
function earnedInOrder(used: readonly UsedPostings[], o: number, offset: number): number {
  const positions: number[] = [];
  const values: number[] = [];
  for (const { postings: p, userLevel } of used) {
    let lo = 0;
    let hi = p.occupation.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p.occupation[mid]! < o) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < p.occupation.length && p.occupation[i] === o; i += 1) {
      const required = requiredLevelOf(p.level[i]!, offset);
      const value = weightOf(p.importance[i]!, required) * creditOf(userLevel, required);
      let j = positions.length;
      for (; j > 0 && positions[j - 1]! > p.position[i]!; j -= 1) {
        positions[j] = positions[j - 1]!;
        values[j] = values[j - 1]!;
      }
      positions[j] = p.position[i]!;
      values[j] = value;
    }
  }
  let earned = 0;
  for (const value of values) earned += value;
  return earned;
}

function topByPercent(match: MatchIndex, percents: Int32Array, excluded: ReadonlySet<string>, wanted: number): number[] {
  const top: number[] = [];
  const count = Math.trunc(wanted); // a whole number of roles; none for 0 or less
  if (!(count > 0)) return top;
  // Visiting in name order, a newcomer goes after every kept occupation with the same percent.
  for (const o of match.byRoleName) {
    const percent = percents[o]!;
    if (top.length === count && percent <= percents[top[count - 1]!]!) continue;
    if (excluded.has(match.occupations[o]!.code)) continue;
    let i = top.length;
    while (i > 0 && percents[top[i - 1]!]! < percent) i -= 1;
    top.splice(i, 0, o);
    if (top.length > count) top.pop();
  }
  return top;
}
