// What a roadmap may assume someone already brings from the job they do: the skills, knowledge and tools their
// current occupation asks for, at about the level it asks for them. Without it a teacher's plan to become an
// instructional designer starts with "Lay the foundations: Education and Training". Skills the user named (from a
// skill match) are taken as they said; these only fill in the rest.
import type { Occupation, SkillMatchProficiency } from '@waypoint/domain';
import { DEFAULT_MIN_IMPORTANCE, type CatalogueIndex } from '@waypoint/skillmatch';

/** The proficiency nearest to an O*NET level (0-7): the questionnaire's 2, 4 and 6. */
function proficiencyFor(level: number): SkillMatchProficiency {
  if (level >= 5) return 'advanced';
  if (level >= 3) return 'intermediate';
  return 'beginner';
}

export function currentRoleSkills(
  index: CatalogueIndex,
  occupation: Occupation,
  named: readonly { name: string }[],
  max: number,
): { name: string; proficiency: SkillMatchProficiency }[] {
  const given = new Set(named.map((s) => s.name.trim().toLowerCase()));
  return occupation.skills
    .filter((s) => s.importance >= DEFAULT_MIN_IMPORTANCE && s.kind !== 'workStyle')
    .sort((a, b) => b.importance - a.importance)
    .map((s) => ({ name: index.skillsById.get(s.skillId)?.name ?? s.skillId, proficiency: proficiencyFor(s.level) }))
    .filter((s) => !given.has(s.name.toLowerCase()))
    .slice(0, max);
}
