// Typical day (D29): an occupation's main tasks laid out over a working day, deterministic from the catalogue.
// The day shows the occupation's most important tasks (the catalogue lists them by importance), in the order a day runs
// them (task-phase); the hours follow the kind of work (office, shifts, site, school day); the context notes come from
// the occupation's industry, interests and work styles.
import type { Catalogue, Occupation, RiasecProfile, SoftSkill, TypicalDay, DayBlock } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from '@waypoint/skillmatch';
import { dayFrameOf } from './day-frames';
import { SCENARIOS, softSkillOf } from './scenarios';
import { inDayOrder, taskPhase } from './task-phase';
import { taskTitle } from './task-title';

const RIASEC_TEXT: Readonly<Record<keyof RiasecProfile, string>> = {
  realistic: 'Hands-on work with tools, equipment or physical materials.',
  investigative: 'Much of the day is spent analysing information and solving problems.',
  artistic: 'Room for creative work and original ideas.',
  social: 'A lot of contact with people: helping, teaching or advising them.',
  enterprising: 'Leading, persuading and making decisions with business impact.',
  conventional: 'Structured work with data, records and clear procedures.',
};

export function workContext(occupation: Occupation, catalogue: Catalogue): string[] {
  const notes = [`Industry: ${occupation.industry}.`];
  if (occupation.interests) {
    const top = (Object.entries(occupation.interests) as [keyof RiasecProfile, number][])
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 2);
    for (const [key] of top) notes.push(RIASEC_TEXT[key]);
  }
  const index = indexCatalogue(catalogue);
  const styles = occupation.skills
    .filter((s) => s.kind === 'workStyle')
    .sort((a, b) => b.importance - a.importance || a.skillId.localeCompare(b.skillId))
    .slice(0, 3)
    .map((s) => index.skillsById.get(s.skillId)?.name ?? s.skillId);
  if (styles.length > 0) notes.push(`Work styles that matter most: ${styles.join(', ')}.`);
  return notes;
}

/** The practice scenario that fits the occupation best: its most important soft skill, in its role group. */
export function relatedScenarioId(occupation: Occupation, catalogue: Catalogue): string {
  const index = indexCatalogue(catalogue);
  const group = occupation.code.slice(0, 2);
  const softSkills: SoftSkill[] = [];
  for (const s of [...occupation.skills].sort((a, b) => b.importance - a.importance || a.skillId.localeCompare(b.skillId))) {
    if (s.kind !== 'soft') continue;
    const mapped = softSkillOf(index.skillsById.get(s.skillId)?.name ?? s.skillId) ?? softSkillOf(s.skillId);
    if (mapped && !softSkills.includes(mapped)) softSkills.push(mapped);
  }
  for (const skill of softSkills) {
    const inGroup = SCENARIOS.find((sc) => sc.skill === skill && sc.roleGroups.includes(group));
    if (inGroup) return inGroup.id;
  }
  for (const skill of softSkills) {
    const any = SCENARIOS.find((sc) => sc.skill === skill);
    if (any) return any.id;
  }
  return (SCENARIOS.find((sc) => sc.roleGroups.includes(group)) ?? SCENARIOS[0]!).id;
}

export function typicalDay(occupation: Occupation, catalogue: Catalogue): TypicalDay {
  const frame = dayFrameOf(occupation.code);
  const slots = frame.blocks.filter((b) => b.kind === 'slot').length;
  const chosen = occupation.tasks.slice(0, slots);
  // Fewer tasks than slots: the most important work of the day itself takes the free slots too, as real days repeat
  // core work (not a closing task such as returning to the depot).
  const core = chosen.find((task) => taskPhase(task) === 'day') ?? chosen[0];
  const padding = core === undefined ? [] : Array<string>(slots - chosen.length).fill(core);
  const tasks = inDayOrder([...chosen, ...padding]);
  const blocks: DayBlock[] = [];
  let next = 0;
  for (const block of frame.blocks) {
    if (block.kind !== 'slot') {
      blocks.push({ ...block });
      continue;
    }
    const task = tasks[next];
    next += 1;
    if (task) blocks.push({ start: block.start, end: block.end, kind: 'task', title: taskTitle(task), detail: task });
  }
  return {
    code: occupation.code,
    // The name the rest of the product shows for it (its career page, search results): the friendly alias if any.
    title: roleNameOf(indexCatalogue(catalogue), occupation),
    description: occupation.description,
    industry: occupation.industry,
    schedule: frame.schedule,
    context: workContext(occupation, catalogue),
    blocks,
    practiceScenarioId: relatedScenarioId(occupation, catalogue),
  };
}
