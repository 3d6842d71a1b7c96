// Roadmap (D27), built-in engine: the skill gaps of the target role (missing and below-level skills from the
// skill-match engine) become milestones of at most three skills, foundations first, each paced by the hours the
// user can give per week. Pure: the input carries everything (gaps with their resources), so the provider gets
// the same input and its answer is checked against the same schema.
import type { Milestone, Resource, RoadmapDraft, SoftSkill } from '@waypoint/domain';
import { skillNameKey } from '@waypoint/skillmatch';
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
  // The product's word for them (skill match, the spec): O*NET's basic and social skills are not all about people
  // (Writing, Active Learning, Monitoring), so 'how you work with people' named them wrongly.
  soft: 'Grow your soft skills',
  workStyle: 'Strengthen your work style',
};
/** About ten hours of deliberate study and practice per level point on O*NET's 0-7 scale. */
const HOURS_PER_LEVEL = 10;
const SKILLS_PER_MILESTONE = 3;

export function gapHours(gap: Pick<RoadmapGap, 'requiredLevel' | 'userLevel'>): number {
  return Math.max(HOURS_PER_LEVEL, Math.round(Math.max(0, gap.requiredLevel - gap.userLevel) * HOURS_PER_LEVEL));
}

/** Milestones of these kinds are practised in conversation; knowledge, skills and tools are not. */
const PRACTISED_KINDS: ReadonlySet<string> = new Set(['soft', 'workStyle']);

/**
 * The practice-gym scenario for a milestone: one for a soft skill it builds, else (for a soft-skill milestone) one
 * for the target role's group. A knowledge, skill or tool milestone gets none: "Practise it" beside "Learn the
 * tools: Microsoft Excel" led to a talk with a struggling team member.
 */
function scenarioFor(gaps: RoadmapGap[], targetCode: string): string | null {
  const group = targetCode.slice(0, 2);
  const soft = gaps.map((g) => softSkillOf(g.name) ?? softSkillOf(g.skillId)).filter((s): s is SoftSkill => s !== undefined);
  for (const skill of soft) {
    const scenario = SCENARIOS.find((s) => s.skill === skill && s.roleGroups.includes(group)) ?? SCENARIOS.find((s) => s.skill === skill);
    if (scenario) return scenario.id;
  }
  if (!gaps.some((g) => PRACTISED_KINDS.has(g.kind))) return null;
  return (SCENARIOS.find((s) => s.roleGroups.includes(group)) ?? null)?.id ?? null;
}

/** "A", "A and B", "A, B and C". */
export function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * How the user can tell a milestone is done, in words that fit what it builds: knowledge is explained, skills and
 * tools are shown in a piece of work, soft skills are tried for real and asked about; then the skill match says
 * so, in its own words for the gap: a teacher's Writing is "below the required level", not "missing". Several names
 * are "these" (they stand above it, and a list of "Administration and Management and Mathematics" reads as three).
 */
export function checkpointFor(kind: string, names: readonly string[], targetRole: string, gap: 'missing' | 'below' | 'both'): string {
  const one = names.length === 1 ? names[0]! : null;
  const shownAs = { missing: 'missing', below: 'below the required level', both: 'missing or below the required level' }[gap];
  const then = `then retake the skill match for ${targetRole}: ${one ? 'it' : 'they'} should no longer show as ${shownAs}.`;
  if (kind === 'knowledge') {
    return `Explain the basics of ${one ?? 'each of these areas'} to someone outside the field, or use ${one ? 'it' : 'them'} in a short piece of work, ${then}`;
  }
  if (PRACTISED_KINDS.has(kind)) return `Put ${one ?? 'each of these'} to work in a real task or conversation and ask someone you trust how it went, ${then}`;
  const these = kind === 'technology' ? 'these tools' : 'these skills';
  return `Use ${one ?? `${these} together`} in a small piece of work you can show, ${then}`;
}

/**
 * One gap per skill name (case aside), the more important one (then the wider gap): a name planned in two milestones
 * counted its hours twice ('Mathematics' is O*NET's skill and its knowledge area; the skill-match engine merges
 * them, and this plan holds to it whatever its input).
 */
function oncePerName(gaps: readonly RoadmapGap[]): RoadmapGap[] {
  const kept = new Map<string, RoadmapGap>();
  for (const g of gaps) {
    const key = skillNameKey(g.name);
    const seen = kept.get(key);
    const wider = (a: RoadmapGap, b: RoadmapGap) => a.requiredLevel - a.userLevel > b.requiredLevel - b.userLevel;
    if (!seen || g.importance > seen.importance || (g.importance === seen.importance && wider(g, seen))) kept.set(key, g);
  }
  return [...kept.values()];
}

/** Whether a milestone's skills are all missing (level 0), all held below the level asked for, or some of each. */
function gapOf(group: readonly RoadmapGap[]): 'missing' | 'below' | 'both' {
  const missing = group.filter((g) => g.userLevel <= 0).length;
  return missing === group.length ? 'missing' : missing === 0 ? 'below' : 'both';
}

export function planMilestones(input: RoadmapTaskInput): RoadmapDraft {
  const ordered = oncePerName(input.gaps).sort(
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
      checkpoint: checkpointFor(kind, names, input.targetRole, gapOf(group)),
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
      checkpoint: `Write two short stories from your work that show ${listOf(skills) || 'your skills'}, and practise telling them.`,
      hours,
      weeks: Math.ceil(hours / input.hoursPerWeek),
      done: false,
    });
  }
  return { milestones };
}
