// What the occupation page shows, derived from one catalogue entry: the key figures and the skills grouped the way
// people read a job profile. Pure, so the page stays layout and these stay tested on their own.
import { JOB_ZONES } from '@waypoint/domain';

export function preparationOf(jobZone: number | null): { label: string; detail: string } | null {
  const zone = jobZone === null ? undefined : JOB_ZONES[jobZone];
  return zone ? { label: zone.label, detail: `Job Zone ${jobZone} of 5, ${zone.onetName}: usually ${zone.typical}` } : null;
}

export function growthText(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** Other names of the role, without the one in the heading or the official title, at most `limit`. */
export function otherNames(career: { role: string; title: string; alternateTitles: readonly string[] }, limit = 5): string[] {
  const shown = new Set([career.role.toLowerCase(), career.title.toLowerCase()]);
  return career.alternateTitles.filter((name) => !shown.has(name.toLowerCase())).slice(0, limit);
}

/** A skill as the API sends it: `kind` is one of the catalogue's SKILL_KINDS (a plain string on the wire). */
interface RatedSkill {
  id: string;
  name: string;
  kind: string;
  importance: number;
}

export interface SkillGroup<S> {
  /** Stable key; 'tools' (hard skills and technologies) is the group the page highlights. */
  id: 'tools' | 'soft' | 'knowledge' | 'styles';
  title: string;
  skills: S[];
}

const GROUPS: { id: SkillGroup<unknown>['id']; title: string; kinds: readonly string[] }[] = [
  { id: 'tools', title: 'Skills and tools', kinds: ['hard', 'technology'] },
  { id: 'soft', title: 'Soft skills', kinds: ['soft'] },
  { id: 'knowledge', title: 'Knowledge', kinds: ['knowledge'] },
  { id: 'styles', title: 'Work styles', kinds: ['workStyle'] },
];

/** The most important skills of each kind, most important first; empty groups are left out. */
export function skillGroups<S extends RatedSkill>(skills: readonly S[], perGroup = 8): SkillGroup<S>[] {
  return GROUPS.map(({ id, title, kinds }) => ({
    id,
    title,
    skills: skills
      .filter((skill) => kinds.includes(skill.kind))
      .sort((a, b) => b.importance - a.importance)
      .slice(0, perGroup),
  })).filter((group) => group.skills.length > 0);
}
