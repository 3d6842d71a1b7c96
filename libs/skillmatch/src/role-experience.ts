// Knowledge the user's current job has taught them. Nobody lists 'English Language' or 'Customer and Personal
// Service' as a skill, yet a nurse of five years has both; without this a move into health-services management
// showed them as missing. Only knowledge areas are credited: skills and soft skills the user states on steps 2 and 3
// (where the current role's own are suggested), so their word is not overruled.
import type { Occupation, SkillMatchLevel, SkillMatchYears } from '@waypoint/domain';
import { requiredLevelOf, type MatchIndex } from './match-index';
import { LEVEL_OFFSET, round1, yearsIndex } from './scales';

/** Share of the current occupation's knowledge level credited, by years in it: 0-1, 1-3, 4-6, 7-10, 11+. */
export const ROLE_EXPERIENCE_SHARE = [0.5, 0.7, 0.85, 1, 1] as const;

/**
 * Knowledge levels credited for the current role: its O*NET level at the current level's offset, times the share
 * for the years in it (the least when not given); the highest when the occupation lists an area twice.
 */
export function roleExperienceLevels(
  match: MatchIndex,
  occupation: Occupation,
  currentLevel: SkillMatchLevel,
  years: SkillMatchYears | undefined,
): Map<string, number> {
  const share = ROLE_EXPERIENCE_SHARE[yearsIndex(years) ?? 0] ?? ROLE_EXPERIENCE_SHARE[0];
  const levels = new Map<string, number>();
  for (const r of match.requirementsOf(occupation)) {
    if (r.kind !== 'knowledge') continue;
    const level = round1(requiredLevelOf(r.level, LEVEL_OFFSET[currentLevel]) * share);
    if (level > (levels.get(r.skillId) ?? 0)) levels.set(r.skillId, level);
  }
  return levels;
}
