// Compact authoring form for catalogue occupations: skills as [skillId, importance, level] tuples, the kind taken
// from the skill's definition, so data modules stay short and cannot disagree with the skill list.
import type { Occupation, Skill, SkillKind } from '@waypoint/domain';
import { CURATED_SKILLS } from './curated-skills';
import { onetElementSkills } from './onet-elements';

export const DEFAULT_SKILLS: Skill[] = [
  ...onetElementSkills(),
  ...CURATED_SKILLS.map(({ onetExamples: _unused, ...skill }) => skill),
];

const KIND_BY_ID: ReadonlyMap<string, SkillKind> = new Map(DEFAULT_SKILLS.map((s) => [s.id, s.kind]));

export type SkillTuple = readonly [skillId: string, importance: number, level: number];

export function occupation(o: Omit<Occupation, 'skills'> & { skills: readonly SkillTuple[] }): Occupation {
  return {
    ...o,
    skills: o.skills.map(([skillId, importance, level]) => {
      const kind = KIND_BY_ID.get(skillId);
      if (!kind) throw new Error(`Occupation ${o.code} uses unknown skill ${skillId}`);
      return { skillId, importance, level, kind };
    }),
  };
}
