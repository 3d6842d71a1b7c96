// Roadmap (D27), built-in engine: the skill gaps of the target role (missing and below-level skills from the
// skill-match engine) become milestones of at most three skills, foundations first, each paced by the hours the
// user can give per week. Pure: the input carries everything (gaps with their resources), so the provider gets
// the same input and its answer is checked against the same schema.
import type { Milestone, Resource, RoadmapDraft, SoftSkill } from '@waypoint/domain';
import { z } from 'zod';
import { SCENARIOS, softSkillOf } from './scenarios';

export const RoadmapGapSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  kind: z.string(),
  importance: z.number(),
  requiredLevel: z.number(),
  userLevel: z.number(),
  resources: z.array(z.object({ name: z.string(), school: z.string(), link: z.string() })),
});
export type RoadmapGap = z.infer<typeof RoadmapGapSchema>;

export const RoadmapTaskInputSchema = z.object({
  currentRole: z.string(),
  targetRole: z.string(),
  targetCode: z.string(),
  hoursPerWeek: z.number().int().positive(),
  gaps: z.array(RoadmapGapSchema),
  /** Skills of the role already met: used when nothing is missing, for a "prove it" milestone. */
  strengths: z.array(z.string()),
});
export type RoadmapTaskInput = z.infer<typeof RoadmapTaskInputSchema>;

/** Prerequisite order: knowledge areas first, then hard skills and tools, then soft skills and work styles. */
const KIND_RANK: Readonly<Record<string, number>> = { knowledge: 0, hard: 1, technology: 2, soft: 3, workStyle: 4 };
const KIND_TITLE: Readonly<Record<string, string>> = {
  knowledge: 'Lay the foundations',
  hard: 'Build core skills',
  technology: 'Learn the tools',
  soft: 'Grow how you work with people',
  workStyle: 'Strengthen your work style',
};
/** About ten hours of deliberate study and practice per level point on O*NET's 0-7 scale. */
const HOURS_PER_LEVEL = 10;
const SKILLS_PER_MILESTONE = 3;

export function gapHours(gap: Pick<RoadmapGap, 'requiredLevel' | 'userLevel'>): number {
  return Math.max(HOURS_PER_LEVEL, Math.round(Math.max(0, gap.requiredLevel - gap.userLevel) * HOURS_PER_LEVEL));
}

function scenarioFor(gaps: RoadmapGap[], targetCode: string): string | null {
  const group = targetCode.slice(0, 2);
  const soft = gaps.map((g) => softSkillOf(g.name) ?? softSkillOf(g.skillId)).filter((s): s is SoftSkill => s !== undefined);
  for (const skill of soft) {
    const scenario = SCENARIOS.find((s) => s.skill === skill && s.roleGroups.includes(group)) ?? SCENARIOS.find((s) => s.skill === skill);
    if (scenario) return scenario.id;
  }
  return (SCENARIOS.find((s) => s.roleGroups.includes(group)) ?? null)?.id ?? null;
}

export function planMilestones(input: RoadmapTaskInput): RoadmapDraft {
  const ordered = [...input.gaps].sort(
    (a, b) =>
      (KIND_RANK[a.kind] ?? 9) - (KIND_RANK[b.kind] ?? 9) ||
      b.importance * (b.requiredLevel - b.userLevel) - a.importance * (a.requiredLevel - a.userLevel) ||
      a.name.localeCompare(b.name),
  );
  const milestones: Milestone[] = [];
  for (let i = 0; i < ordered.length; ) {
    const kind = ordered[i]!.kind;
    const group: RoadmapGap[] = [];
    while (i < ordered.length && ordered[i]!.kind === kind && group.length < SKILLS_PER_MILESTONE) group.push(ordered[i++]!);
    const hours = group.reduce((sum, g) => sum + gapHours(g), 0);
    const resources: Resource[] = [];
    for (const g of group) {
      const first = g.resources[0];
      if (first && !resources.some((r) => r.link === first.link)) resources.push(first);
    }
    const names = group.map((g) => g.name);
    milestones.push({
      id: `m-${group[0]!.skillId}`,
      title: `${KIND_TITLE[kind] ?? 'Build skills'}: ${names.join(', ')}`,
      skills: names,
      resources,
      practiceScenarioId: scenarioFor(group, input.targetCode),
      checkpoint: `Use ${names.join(', ')} in a small piece of work you can show, then retake the skill match for ${input.targetRole}: these skills should no longer be missing.`,
      hours,
      weeks: Math.ceil(hours / input.hoursPerWeek),
      done: false,
    });
  }
  if (milestones.length === 0) {
    const skills = input.strengths.slice(0, SKILLS_PER_MILESTONE);
    const hours = HOURS_PER_LEVEL * 2;
    milestones.push({
      id: 'm-prove-your-fit',
      title: `Prove your fit for ${input.targetRole}`,
      skills,
      resources: [],
      practiceScenarioId: 'adaptability-career-change',
      checkpoint: `Write two short stories from your work that show ${skills.join(', ') || 'your skills'}, and practise telling them.`,
      hours,
      weeks: Math.ceil(hours / input.hoursPerWeek),
      done: false,
    });
  }
  return { milestones };
}
