// The skill-match engine (D20): pure and deterministic. Formulas and thresholds are documented in README.md.
import type {
  Catalogue,
  Occupation,
  OccupationSkill,
  RiasecProfile,
  SkillMatchInput,
  SkillMatchLevel,
  SkillMatchParsedInput,
  SkillMatchProficiency,
  SkillMatchResult,
  SkillRow,
  SkillSection,
  WorkValuesProfile,
} from '@waypoint/domain';
import { SkillMatchInputSchema, SKILLMATCH_TEXT } from '@waypoint/domain';
import { indexCatalogue, resolveRole, skillIdsFor, type CatalogueIndex } from './catalogue-index';
import { normaliseSkillKey } from './normalise';
import { creditOf, indexForMatching, PERCENT_KINDS, rankRelatedRoles, requiredLevelOf, weightOf, type MatchIndex } from './match-index';
import {
  DEFAULT_MIN_IMPORTANCE,
  DEFAULT_PROFICIENCY,
  experienceText,
  formatPayRange,
  medianPayOf,
  LEVEL_OFFSET,
  levelLabel,
  PROFICIENCY_LEVEL,
  proficiencyLabel,
  requiredExperienceText,
  round1,
  skillExperienceText,
  statusForScore,
} from './scales';
import { roleExperienceLevels } from './role-experience';
import { sameNameLevels } from './same-name-skills';
import { traitLevels } from './traits';

export interface MatchOptions {
  /** How many related roles to return (default 5). */
  relatedRoles?: number;
  /** How many 'Top skills to focus on' (default 5). */
  topSkills?: number;
  /** Requirements below this O*NET importance are ignored (default 3). */
  minImportance?: number;
}

/** What the user brings: the highest level per catalogue skill id, plus the proficiency it came from. */
export interface UserProfile {
  levels: Map<string, number>;
  /** Typed skills that map to nothing, lower-cased and de-duplicated as the questionnaire does. */
  unknownSkills: string[];
  /** Hard skills as typed, with their proficiency (for the 'You today' card). */
  typedHardSkills: { name: string; proficiency: SkillMatchProficiency }[];
  typedAll: { name: string; proficiency: SkillMatchProficiency }[];
  /** True when anything the user gave (a soft skill or Who Am I traits) speaks to a work style. */
  hasWorkStyleEvidence: boolean;
  /** Skill ids whose level comes from the years in the current role, not from what the user listed. */
  fromCurrentRole: Set<string>;
}

interface Requirement {
  skillId: string;
  name: string;
  kind: OccupationSkill['kind'];
  importance: number;
  requiredLevel: number;
  weight: number;
  userLevel: number;
  /** 1 when at or above level, userLevel / requiredLevel when below, 0 when missing. */
  credit: number;
}

const HARD_KINDS = new Set<OccupationSkill['kind']>(['hard', 'technology', 'knowledge']);

export function buildUserProfile(input: SkillMatchParsedInput, index: CatalogueIndex): UserProfile {
  const levels = new Map<string, number>();
  const unknown: string[] = [];
  const seenTyped = new Set<string>();
  const typedHardSkills: UserProfile['typedHardSkills'] = [];
  const typedAll: UserProfile['typedAll'] = [];
  let hasWorkStyleEvidence = false;
  const add = (rawName: string, proficiency: SkillMatchProficiency, hard: boolean) => {
    const name = rawName.trim().replace(/\s+/g, ' ').toLowerCase();
    const level = PROFICIENCY_LEVEL[proficiency];
    const ids = skillIdsFor(index, name);
    if (ids.length === 0 && !unknown.includes(name)) unknown.push(name);
    for (const id of ids) {
      levels.set(id, Math.max(levels.get(id) ?? 0, level));
      if (index.skillsById.get(id)?.kind === 'workStyle') hasWorkStyleEvidence = true;
    }
    if (!seenTyped.has(name)) {
      seenTyped.add(name);
      typedAll.push({ name, proficiency });
      if (hard) typedHardSkills.push({ name, proficiency });
    } else {
      // Same skill typed twice: keep the stronger proficiency for display too.
      for (const list of [typedAll, typedHardSkills]) {
        const entry = list.find((e) => e.name === name);
        if (entry && PROFICIENCY_LEVEL[proficiency] > PROFICIENCY_LEVEL[entry.proficiency]) entry.proficiency = proficiency;
      }
    }
  };
  for (const s of input.hardSkills) add(s.name, s.proficiency ?? DEFAULT_PROFICIENCY, true);
  for (const s of input.softSkills) add(s.name, s.proficiency ?? DEFAULT_PROFICIENCY, false);
  for (const s of input.relatedSkills) add(s, DEFAULT_PROFICIENCY, true);
  if (input.traits) {
    for (const [skillId, level] of traitLevels(input.traits)) {
      if (!index.skillsById.has(skillId)) continue;
      levels.set(skillId, Math.max(levels.get(skillId) ?? 0, level));
      hasWorkStyleEvidence = true;
    }
  }
  return { levels, unknownSkills: unknown, typedHardSkills, typedAll, hasWorkStyleEvidence, fromCurrentRole: new Set() };
}

/** Adds the knowledge the current role has taught where it is more than the user listed (see role-experience.ts). */
function creditCurrentRole(profile: UserProfile, credited: ReadonlyMap<string, number>): void {
  for (const [skillId, level] of credited) {
    if (level > (profile.levels.get(skillId) ?? 0)) {
      profile.levels.set(skillId, level);
      profile.fromCurrentRole.add(skillId);
    }
  }
}

/**
 * The best level the user has for a name counts for every skill of that name: the desired occupation's one
 * Mathematics may be O*NET's skill while the current job taught the knowledge area (see same-name-skills.ts).
 */
function shareSameNameLevels(profile: UserProfile, index: CatalogueIndex): void {
  const shared = sameNameLevels(index.sameNameIds, profile.levels, (to, from) => {
    if (profile.fromCurrentRole.has(from)) profile.fromCurrentRole.add(to);
    else profile.fromCurrentRole.delete(to);
  });
  for (const [skillId, level] of shared) profile.levels.set(skillId, level);
}

/** The desired occupation's requirements with what the user earns for each, most important first. */
function requirementsFor(match: MatchIndex, occupation: Occupation, profile: UserProfile, level: SkillMatchLevel): Requirement[] {
  return match.requirementsOf(occupation).map((r) => {
    const requiredLevel = requiredLevelOf(r.level, LEVEL_OFFSET[level]);
    const userLevel = profile.levels.get(r.skillId) ?? 0;
    return {
      skillId: r.skillId,
      name: r.name,
      kind: r.kind,
      importance: r.importance,
      requiredLevel,
      userLevel,
      credit: creditOf(userLevel, requiredLevel),
      weight: weightOf(r.importance, requiredLevel),
    };
  });
}

/** Weighted share of credit, 0-1; null when there is nothing to weigh. */
function weightedShare(reqs: readonly Requirement[]): number | null {
  let total = 0;
  let earned = 0;
  for (const r of reqs) {
    total += r.weight;
    earned += r.weight * r.credit;
  }
  return total > 0 ? earned / total : null;
}

function percentOf(reqs: readonly Requirement[]): number {
  const share = weightedShare(reqs.filter((r) => PERCENT_KINDS.has(r.kind)));
  return share === null ? 0 : Math.round(share * 100);
}

function skillSection(title: string, reqs: readonly Requirement[], fromCurrentRole: ReadonlySet<string>, assessed = true): SkillSection {
  const share = assessed ? weightedShare(reqs) : null;
  const score = share === null ? null : round1(share * 10);
  return {
    title,
    score,
    status: statusForScore(score),
    skillList: reqs.map(
      (r): SkillRow => ({
        name: r.name,
        levelOfExpirience: fromCurrentRole.has(r.skillId) ? `${proficiencyLabel(r.userLevel)} ${SKILLMATCH_TEXT.fromCurrentRole}` : proficiencyLabel(r.userLevel),
        experience: requiredExperienceText(r.requiredLevel),
        score: round1(r.credit * 10),
      }),
    ),
  };
}

const RIASEC_NAMES: Record<keyof RiasecProfile, string> = {
  realistic: 'Realistic',
  investigative: 'Investigative',
  artistic: 'Artistic',
  social: 'Social',
  enterprising: 'Enterprising',
  conventional: 'Conventional',
};
const WORK_VALUE_NAMES: Record<keyof WorkValuesProfile, string> = {
  achievement: 'Achievement',
  workingConditions: 'Working Conditions',
  recognition: 'Recognition',
  relationships: 'Relationships',
  support: 'Support',
  independence: 'Independence',
};

/**
 * Closeness of two 1-7 profiles, weighted by how much the role cares about each area:
 * 10 x (1 - sum(w_i |user_i - role_i|) / (6 sum(w_i))) with w_i = role_i. 'Not assessed yet' without both profiles.
 */
function profileSection<K extends string>(
  title: string,
  names: Record<K, string>,
  user: Record<K, number> | undefined,
  role: Record<K, number> | null | undefined,
): SkillSection {
  if (!user || !role) return { title, score: null, status: SKILLMATCH_TEXT.notAssessed, skillList: [] };
  const keys = (Object.keys(names) as K[]).sort((a, b) => role[b] - role[a] || a.localeCompare(b));
  let weighted = 0;
  let weights = 0;
  const skillList: SkillRow[] = keys.map((k) => {
    const diff = Math.abs(user[k] - role[k]);
    weighted += role[k] * diff;
    weights += role[k];
    return {
      name: names[k],
      levelOfExpirience: `You ${round1(user[k])} / role ${round1(role[k])} of 7`,
      experience: '',
      score: round1(10 * (1 - diff / 6)),
    };
  });
  const score = round1(10 * (1 - weighted / (6 * weights)));
  return { title, score, status: statusForScore(score), skillList };
}

function growthOf(o: Occupation) {
  return o.growth ?? null;
}

export function matchSkills(rawInput: SkillMatchInput, catalogue: Catalogue, options: MatchOptions = {}): SkillMatchResult {
  return matchParsedSkills(SkillMatchInputSchema.parse(rawInput), catalogue, options);
}

/** `matchSkills` for input that `SkillMatchInputSchema` has already parsed (the API validates every body). */
export function matchParsedSkills(input: SkillMatchParsedInput, catalogue: Catalogue, options: MatchOptions = {}): SkillMatchResult {
  const index = indexCatalogue(catalogue);
  const minImportance = options.minImportance ?? DEFAULT_MIN_IMPORTANCE;
  const match = indexForMatching(catalogue, minImportance);
  const desired = resolveRole(index, input.desiredRole, 'desiredRole');
  const current = resolveRole(index, input.currentRole, 'currentRole');
  const profile = buildUserProfile(input, index);
  creditCurrentRole(profile, roleExperienceLevels(match, current.occupation, input.currentLevel, input.years));
  shareSameNameLevels(profile, index);

  const reqs = requirementsFor(match, desired.occupation, profile, input.desiredLevel);
  const percentReqs = reqs.filter((r) => PERCENT_KINDS.has(r.kind));
  const percent = percentOf(reqs);

  const explainItem = (r: Requirement) => ({
    skillId: r.skillId,
    name: r.name,
    kind: r.kind,
    importance: r.importance,
    requiredLevel: round1(r.requiredLevel),
    userLevel: r.userLevel,
    ...(profile.fromCurrentRole.has(r.skillId) ? { fromCurrentRole: true } : {}),
  });
  const explanation = {
    matched: percentReqs.filter((r) => r.credit === 1).map(explainItem),
    missing: percentReqs.filter((r) => r.credit === 0).map(explainItem),
    belowLevel: percentReqs
      .filter((r) => r.credit > 0 && r.credit < 1)
      .map((r) => ({ ...explainItem(r), by: round1(r.requiredLevel - r.userLevel) })),
  };

  // Focus where it matters most: importance x gap, gap = required level - user level (missing counts as 0).
  const topCount = options.topSkills ?? 5;
  const focus = percentReqs
    .filter((r) => r.credit < 1)
    .map((r) => ({ r, priority: r.importance * Math.max(0, r.requiredLevel - r.userLevel) }))
    .sort((a, b) => b.priority - a.priority || a.r.name.localeCompare(b.r.name))
    .slice(0, topCount)
    .map((x) => x.r);
  const resources = [];
  const seenLinks = new Set<string>();
  for (const r of focus) {
    const first = index.skillsById.get(r.skillId)?.resources[0];
    if (first && !seenLinks.has(first.link)) {
      seenLinks.add(first.link);
      resources.push({ ...first });
    }
  }

  const hardSection = skillSection('Hard skills', reqs.filter((r) => HARD_KINDS.has(r.kind)), profile.fromCurrentRole);
  const workStyleReqs = reqs.filter((r) => r.kind === 'workStyle');
  const relevantSkillList = {
    hardSkills: hardSection,
    softSkills: skillSection('Soft skills', reqs.filter((r) => r.kind === 'soft'), profile.fromCurrentRole),
    personality: skillSection('Personality', workStyleReqs, profile.fromCurrentRole, profile.hasWorkStyleEvidence),
    interests: profileSection('Interests', RIASEC_NAMES, input.interests, desired.occupation.interests),
    workPreferences: profileSection('Work preferences', WORK_VALUE_NAMES, input.workValues, desired.occupation.workValues),
  };
  const totalScore = round1(hardSection.skillList.reduce((sum, row) => sum + row.score, 0));

  const relatedCount = options.relatedRoles ?? 5;
  const desiredLevelLabel = levelLabel(input.desiredLevel);
  const excluded = new Set([desired.occupation.code, current.occupation.code]);
  // Roles like the desired one (not merely ones that ask for little), those the user matches best first.
  const desiredAt = match.positionByCode.get(desired.occupation.code)!;
  const relatedRoles = rankRelatedRoles(match, desiredAt, profile.levels, input.desiredLevel, excluded, relatedCount).map((r) => {
    const related = match.occupations[r.occupation]!;
    return { level: desiredLevelLabel, roleName: match.roleNames[r.occupation]!, percent: r.percent, code: related.code, ...medianPayOf(related) };
  });

  // Skills the catalogue knows come first: one it does not know is listed as not scored further down the page, and
  // heading the top skills with it ('aaaa…', ahead of SQL) read as if it had counted most.
  const unknown = new Set(profile.unknownSkills);
  const byStrength = [...profile.typedAll].sort(
    (a, b) =>
      Number(unknown.has(a.name)) - Number(unknown.has(b.name)) || PROFICIENCY_LEVEL[b.proficiency] - PROFICIENCY_LEVEL[a.proficiency],
  );
  // A name may credit several skills ('curriculum design' also counts for Education and Training): the one it names
  // is shown. The user's own words stay visible when they were read as another name ('Curriculum design (lesson
  // planning)'), so a skill they typed never seems dropped; 'js' is just 'JavaScript'.
  const shown = new Map<string, { name: string; asTyped: boolean }>();
  const readAs = (typed: string) => {
    let found = shown.get(typed);
    if (!found) {
      const names = skillIdsFor(index, typed).map((id) => index.skillsById.get(id)?.name ?? id);
      const key = normaliseSkillKey(typed);
      const named = names.find((name) => normaliseSkillKey(name) === key);
      found = { name: named ?? names[0] ?? typed, asTyped: named !== undefined || names.length === 0 };
      shown.set(typed, found);
    }
    return found;
  };
  const displayName = (typed: string) => readAs(typed).name;
  const shownName = (typed: string) => {
    const { name, asTyped } = readAs(typed);
    return asTyped ? name : `${name} (${typed})`;
  };
  const once = <T,>(rows: T[], key: (row: T) => string) => rows.filter((row, i) => rows.findIndex((r) => key(r) === key(row)) === i);

  return {
    futureYou: {
      desiredRole: desired.displayName,
      code: desired.occupation.code,
      roleLevel: desiredLevelLabel,
      salaryRange: formatPayRange(desired.occupation),
      growth: growthOf(desired.occupation),
      topSkillsList: focus.map((r) => r.name),
      relevantSkillList,
      totalScore,
      resources,
    },
    youToday: {
      currentRole: current.displayName,
      code: current.occupation.code,
      roleLevel: levelLabel(input.currentLevel),
      experience: experienceText(input.years),
      salaryRange: formatPayRange(current.occupation),
      growth: growthOf(current.occupation),
      // Two typed names for one skill ('curriculum design', 'lesson planning') make one top skill.
      topSkillsList: once(byStrength.map((s) => displayName(s.name)), (name) => name).slice(0, 5),
      hardSkills: once(
        profile.typedHardSkills.map((s) => ({ name: shownName(s.name), experience: skillExperienceText(s.proficiency, input.years) })),
        (row) => row.name,
      ),
    },
    relatedRoles,
    percent,
    explanation,
    unknownSkills: profile.unknownSkills,
  };
}
