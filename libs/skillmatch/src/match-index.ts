// What matching needs from a catalogue that does not depend on the user, built once per catalogue object and minimum
// importance (memoised like the catalogue index). Which occupations are related to a desired one depends on the
// catalogue alone: it is worked out once per desired occupation (from postings: where each skill is asked for) and
// remembered (`relatedTo`), so a request scores only those few (6 for a Software Engineer among ~1,000 O*NET
// occupations) from their own requirement lists (`percentTerms`).
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

/**
 * Related roles are occupations at least this similar to the desired one (weighted Jaccard, README 'Related roles').
 * Below it what two roles share is mostly what many jobs ask for: an Electrician and a Computer Systems Administrator
 * are 0.22 alike on the default catalogue, a Truck Driver and a Nursing Assistant 0.23, an Industrial Designer and a
 * Graphic Designer 0.28, a Barber and a Medical and Health Services Manager 0.14 on O*NET (a Dishwasher 0.06), while an
 * Electrician and a Plumber are 0.50 alike, an Electrician and an Auto Mechanic 0.48, a Graphic Designer's five closest
 * roles on O*NET 0.47-0.71 and a UX Designer's 0.33-0.38.
 */
export const RELATED_MIN_SIMILARITY = 0.3;
/**
 * How much more alike two occupations of one SOC broad group count (29-2040: EMTs and paramedics; 27-2020: athletes,
 * coaches and referees). O*NET profiles hold no physical abilities and no sport, so what such roles share is mostly
 * what every job asks for: an Athlete was 0.18 like a Sports Coach and 0.56 like a Restaurant Manager, a Paramedic
 * 0.20 like an EMT.
 */
export const SAME_BROAD_GROUP_LIFT = 0.15;
/**
 * How much more alike two occupations of one SOC minor group but different broad groups count (23-1000: lawyers and
 * judges; 27-3000: reporters, broadcasters, editors, writers and public relations specialists; 21-1000: social workers
 * and counselors). Less than a broad group's: a minor group spans more kinds of work. Without it a Lawyer's related
 * roles held an Event Planner and no Judge, a Journalist's a Traffic Warden and no Public Relations Specialist.
 */
export const SAME_MINOR_GROUP_LIFT = 0.08;
/**
 * How much asking for a skill tells one occupation from another: 1 - the share of the catalogue's n occupations that ask
 * for its name (of n + 1, so a skill every occupation asks for still counts a little and no occupation weighs nothing).
 */
export const specificityOf = (askedBy: number, n: number): number => 1 - askedBy / (n + 1);

/** How many desired occupations' related candidates `relatedTo` remembers (at most ~12 KB each on ~1,000 occupations). */
export const RELATED_CACHE_SIZE = 256;

/** Where one skill counts towards a percent: parallel arrays, one entry per occupation requirement. */
interface Postings {
  occupation: Int32Array;
  importance: Float64Array;
  level: Float64Array;
}

/** An occupation's requirements that count towards a percent, parallel arrays in its skill list's order. */
interface PercentTerms {
  skillId: readonly string[];
  importance: Float64Array;
  level: Float64Array;
}

export interface MatchIndex {
  readonly occupations: readonly Occupation[];
  /** Related-role name per occupation: its friendly alias, else its title. */
  readonly roleNames: readonly string[];
  /** Occupation positions ordered by role name, then code: the order of related roles with equal scores and similarity. */
  readonly byRoleName: Int32Array;
  readonly postings: ReadonlyMap<string, Postings>;
  /** Per occupation (by position): what its percent sums, in its skill list's order, as a plain loop over it would. */
  readonly percentTerms: readonly PercentTerms[];
  /** An occupation's position (in `occupations` and every per-occupation array) by its code. */
  readonly positionByCode: ReadonlyMap<string, number>;
  /** Sum of the percent weights per occupation, for each desired level. */
  readonly totalWeights: ReadonlyMap<SkillMatchLevel, Float64Array>;
  /**
   * The occupations related to the one at position `desired` (not itself): similarity >= RELATED_MIN_SIMILARITY, most
   * similar first, then role name and code. Depends on the catalogue alone, so it is remembered for the last
   * RELATED_CACHE_SIZE desired occupations and a repeated request for a role pays nothing for it.
   */
  relatedTo(desired: number): RelatedCandidates;
  /** Skill id -> the ids shown under the same name: a user's level for one counts for them all (same-name-skills.ts). */
  readonly sameNameIds: ReadonlyMap<string, readonly string[]>;
  /** The occupation's requirements (one per name), most important first, then by name and id (so derived lists are stable). */
  requirementsOf(occupation: Occupation): readonly CatalogueRequirement[];
  /**
   * Per-occupation work space of `rankRelatedRoles`, reused by every request (matching is synchronous, so no two
   * requests use it at once): percents by occupation position, valid for the candidates of the last call.
   */
  readonly scratch: { percents: Int32Array };
}

/** Parallel arrays, most similar first. */
export interface RelatedCandidates {
  readonly occupation: Int32Array;
  readonly similarity: Float64Array;
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
  const counted = merged.map((skills) => skills.filter((s) => s.importance >= minImportance && PERCENT_KINDS.has(s.kind)));
  const percentTerms = counted.map((skills) => ({
    skillId: skills.map((s) => s.skillId),
    importance: Float64Array.from(skills, (s) => s.importance),
    level: Float64Array.from(skills, (s) => s.level),
  }));
  const lists = new Map<string, { occupation: number[]; importance: number[]; level: number[] }>();
  counted.forEach((skills, occupation) => {
    for (const s of skills) {
      let list = lists.get(s.skillId);
      if (!list) {
        list = { occupation: [], importance: [], level: [] };
        lists.set(s.skillId, list);
      }
      list.occupation.push(occupation);
      list.importance.push(s.importance);
      list.level.push(s.level);
    }
  });
  const postings = new Map<string, Postings>();
  for (const [skillId, l] of lists) {
    postings.set(skillId, { occupation: Int32Array.from(l.occupation), importance: Float64Array.from(l.importance), level: Float64Array.from(l.level) });
  }

  const totalsAt = (offset: number) =>
    Float64Array.from(counted, (skills) => {
      let total = 0;
      for (const s of skills) total += weightOf(s.importance, requiredLevelOf(s.level, offset));
      return total;
    });
  const totalWeights = new Map<SkillMatchLevel, Float64Array>();
  for (const { value: level } of SKILLMATCH_LEVELS) totalWeights.set(level, totalsAt(LEVEL_OFFSET[level]));

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
  const nameRank = new Int32Array(n);
  byRoleName.forEach((o, rank) => (nameRank[o] = rank));
  // Similarity compares what two occupations ask for, whoever looks: weights at the O*NET levels (offset 0), each
  // times its name's specificity, so what nearly every job asks for (Speaking, Active Listening) says little.
  const specificity = new Map<string, number>();
  for (const skillId of postings.keys()) {
    let askedBy = 0;
    for (const id of index.sameNameIds.get(skillId) ?? [skillId]) askedBy += postings.get(id)?.occupation.length ?? 0;
    specificity.set(skillId, specificityOf(askedBy, n));
  }
  const likenessWeightOf = (skillId: string, importance: number, level: number) =>
    weightOf(importance, requiredLevelOf(level, 0)) * specificity.get(skillId)!;
  const likenessTotals = Float64Array.from(counted, (skills) => {
    let total = 0;
    for (const s of skills) total += likenessWeightOf(s.skillId, s.importance, s.level);
    return total;
  });
  // A SOC code's broad group is its first five digits ('27-202' of '27-2021.00').
  const broadGroups = occupations.map((o) => o.code.slice(0, 6));
  const minorGroups = occupations.map((o) => o.code.slice(0, 4));
  const related = new Map<number, RelatedCandidates>();
  const relatedTo = (desired: number) => {
    let found = related.get(desired);
    if (found) {
      // Least recently used goes first: a hit moves to the end of the map's order.
      related.delete(desired);
    } else {
      found = similarOccupations(desired);
      if (related.size >= RELATED_CACHE_SIZE) related.delete(related.keys().next().value!);
    }
    related.set(desired, found);
    return found;
  };

  /**
   * Weighted Jaccard of the desired occupation d and every other: shared / (W_d + W_o - shared), where shared sums
   * min(w_d, w_o) over the names both ask for, in d's skill order (a name once per occupation, as for the percent, so
   * O*NET's skill Mathematics meets the knowledge area), w is a requirement's weight times its name's specificity and
   * W an occupation's total of them. Only the postings of d's requirements are read.
   */
  function similarOccupations(d: number): RelatedCandidates {
    const shared = new Float64Array(n);
    for (const s of counted[d]!) {
      const w = likenessWeightOf(s.skillId, s.importance, s.level);
      for (const id of index.sameNameIds.get(s.skillId) ?? [s.skillId]) {
        const p = postings.get(id);
        if (!p) continue;
        for (let i = 0; i < p.occupation.length; i += 1) {
          const o = p.occupation[i]!;
          shared[o]! += Math.min(w, likenessWeightOf(id, p.importance[i]!, p.level[i]!));
        }
      }
    }
    const candidates: { o: number; similarity: number }[] = [];
    for (let o = 0; o < n; o += 1) {
      if (o === d || !(shared[o]! > 0)) continue;
      const likeness = shared[o]! / (likenessTotals[d]! + likenessTotals[o]! - shared[o]!);
      const lift = broadGroups[o] === broadGroups[d] ? SAME_BROAD_GROUP_LIFT : minorGroups[o] === minorGroups[d] ? SAME_MINOR_GROUP_LIFT : 0;
      const similarity = Math.min(1, likeness + lift);
      if (similarity >= RELATED_MIN_SIMILARITY) candidates.push({ o, similarity });
    }
    candidates.sort((a, b) => b.similarity - a.similarity || nameRank[a.o]! - nameRank[b.o]!);
    return { occupation: Int32Array.from(candidates, (c) => c.o), similarity: Float64Array.from(candidates, (c) => c.similarity) };
  }

  const scratch = { percents: new Int32Array(n) };
  const positionByCode = new Map(occupations.map((o, i) => [o.code, i]));
  return { occupations, roleNames, byRoleName, postings, percentTerms, positionByCode, totalWeights, relatedTo, sameNameIds: index.sameNameIds, requirementsOf, scratch };
}

/**
 * The `count` occupations related to the one at position `desired` that suit a user with `userLevels` (skill id ->
 * level) best at the desired level, leaving out the `excluded` codes: among those at least RELATED_MIN_SIMILARITY like
 * it, the `count` best by percent x similarity^2 (then similarity, role name and code), shown by percent (then the
 * same). Ranking by percent alone put the jobs that ask for little first (Dishwashers at 100% for a nurse who wants to
 * manage a clinic); similarity counts twice so that a role half like the desired one does not pass one much like it on
 * a few easier points (Athletic Trainers, 55% x 0.54, before Education Administrators, 38% x 0.76). The percent orders
 * what is shown, so the list reads like every other percent on the page: best match first.
 */
export function rankRelatedRoles(
  match: MatchIndex,
  desired: number,
  userLevels: ReadonlyMap<string, number>,
  level: SkillMatchLevel,
  excluded: ReadonlySet<string>,
  count: number,
): { occupation: number; percent: number; similarity: number }[] {
  const wanted = Math.trunc(count); // a whole number of roles; none for 0 or less
  if (!(wanted > 0)) return [];
  const candidates = match.relatedTo(desired);
  if (candidates.occupation.length === 0) return [];
  const percents = percentsFor(match, userLevels, level, candidates.occupation);
  const chosen = topByScore(match, candidates, percents, excluded, wanted);
  // Positions in `candidates` already order equal percents by similarity, then name and code.
  chosen.sort((a, b) => percents[candidates.occupation[b]!]! - percents[candidates.occupation[a]!]! || a - b);
  return chosen.map((i) => ({
    occupation: candidates.occupation[i]!,
    percent: percents[candidates.occupation[i]!]!,
    similarity: candidates.similarity[i]!,
  }));
}

/**
 * The match percent of each of `wanted` (in `match.scratch`, valid until the next call; other entries are stale), each
 * summed over the occupation's requirements in its skill list's order, so it is the percent a plain loop gives.
 */
function percentsFor(match: MatchIndex, userLevels: ReadonlyMap<string, number>, level: SkillMatchLevel, wanted: Int32Array): Int32Array {
  // An occupation's one Mathematics may be O*NET's skill or its knowledge area: the user's level counts for either.
  const levels = sameNameLevels(match.sameNameIds, userLevels);
  const offset = LEVEL_OFFSET[level];
  const totals = match.totalWeights.get(level)!;
  const { percents } = match.scratch;
  for (const o of wanted) {
    const terms = match.percentTerms[o]!;
    let earned = 0;
    for (let i = 0; i < terms.skillId.length; i += 1) {
      const userLevel = levels.get(terms.skillId[i]!) ?? 0;
      if (userLevel <= 0) continue;
      const required = requiredLevelOf(terms.level[i]!, offset);
      earned += weightOf(terms.importance[i]!, required) * creditOf(userLevel, required);
    }
    const total = totals[o]!;
    percents[o] = total > 0 ? Math.round((earned / total) * 100) : 0;
  }
  return percents;
}

/** Positions in `candidates` of the `count` best scores. */
function topByScore(match: MatchIndex, candidates: RelatedCandidates, percents: Int32Array, excluded: ReadonlySet<string>, count: number): number[] {
  const top: number[] = [];
  const scores: number[] = [];
  // Candidates come by similarity, then name and code: a newcomer goes after every kept one with the same score.
  for (let i = 0; i < candidates.occupation.length; i += 1) {
    const o = candidates.occupation[i]!;
    const similarity = candidates.similarity[i]!;
    const score = percents[o]! * similarity * similarity;
    if (top.length === count && score <= scores[count - 1]!) continue;
    if (excluded.has(match.occupations[o]!.code)) continue;
    let j = top.length;
    while (j > 0 && scores[j - 1]! < score) j -= 1;
    top.splice(j, 0, i);
    scores.splice(j, 0, score);
    if (top.length > count) {
      top.pop();
      scores.pop();
    }
  }
  return top;
}
