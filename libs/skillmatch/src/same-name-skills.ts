// O*NET rates a few things twice under one name: the skill Mathematics (2.A.1.e, using mathematics to solve
// problems) and the knowledge area Mathematics (2.C.4.a) are two descriptors, and it rates 17 occupations of our
// default catalogue on both. A person cannot tell them apart and the questionnaire cannot ask about them apart (typing
// 'Mathematics' credits both), so listing both showed 'Mathematics' twice on a result, offered it as two chips that
// toggled together, planned its hours in two milestones and weighed one thing the user states once twice.
//
// So an occupation asks for each name once: the more important of the two requirements (its id and kind; on equal
// importance the higher level), at the higher of their levels, so the role asks no less of 'Mathematics' than either
// descriptor did, and it counts once in the percent. The user's level for a name counts for every skill of that name
// (`sameNameLevels`), so the one requirement is credited whichever of the ids an occupation kept: a teacher whose
// job taught the knowledge area is credited when a data role kept the skill.
import type { Skill } from '@waypoint/domain';

/** Names compared as people read them: case and spacing aside ('C++' and 'C' stay apart, unlike lookup keys). */
export const skillNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

interface Rated {
  skillId: string;
  importance: number;
  level: number;
}

/**
 * One requirement per shown name, in the list's order (the merged one where its kept requirement stood). The same
 * array when no name repeats, which is every occupation the importer wrote.
 */
export function mergeSameNameSkills<T extends Rated>(skills: readonly T[], nameOf: (skillId: string) => string): readonly T[] {
  const kept = new Map<string, { best: T; level: number }>();
  let repeats = false;
  for (const s of skills) {
    const key = skillNameKey(nameOf(s.skillId));
    const seen = kept.get(key);
    if (!seen) {
      kept.set(key, { best: s, level: s.level });
      continue;
    }
    repeats = true;
    if (s.importance > seen.best.importance || (s.importance === seen.best.importance && s.level > seen.best.level)) seen.best = s;
    seen.level = Math.max(seen.level, s.level);
  }
  if (!repeats) return skills;
  const merged: T[] = [];
  for (const s of skills) {
    const group = kept.get(skillNameKey(nameOf(s.skillId)))!;
    if (group.best === s) merged.push(s.level === group.level ? s : { ...s, level: group.level });
  }
  return merged;
}

/** Skill id -> every id of the catalogue shown under the same name, for the names more than one skill has. */
export function sameNameGroups(skills: readonly Skill[]): ReadonlyMap<string, readonly string[]> {
  const byName = new Map<string, string[]>();
  for (const s of skills) {
    const key = skillNameKey(s.name);
    byName.set(key, [...(byName.get(key) ?? []), s.id]);
  }
  const groups = new Map<string, readonly string[]>();
  for (const ids of byName.values()) if (ids.length > 1) for (const id of ids) groups.set(id, ids);
  return groups;
}

/**
 * The user's levels with each name's best level given to every skill of that name (see the top of this file).
 * `onShare(to, from)` hears each id that took its level from another (the last call for an id is the level it kept).
 * The same map when nothing is shared.
 */
export function sameNameLevels(
  groups: ReadonlyMap<string, readonly string[]>,
  levels: ReadonlyMap<string, number>,
  onShare?: (to: string, from: string) => void,
): ReadonlyMap<string, number> {
  let shared: Map<string, number> | undefined;
  for (const [id, level] of levels) {
    for (const other of groups.get(id) ?? []) {
      if (other === id || level <= ((shared ?? levels).get(other) ?? 0)) continue;
      shared ??= new Map(levels);
      shared.set(other, level);
      onShare?.(other, id);
    }
  }
  return shared ?? levels;
}
