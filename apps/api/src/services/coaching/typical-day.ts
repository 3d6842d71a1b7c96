// Typical day (D29): an occupation's main tasks laid out over a working day, deterministic from the catalogue.
// Core tasks come first in the catalogue, so the morning holds the most important work; the context notes come
// from the occupation's industry, interests and work styles.
import type { Catalogue, Occupation, RiasecProfile, SoftSkill, TypicalDay, DayBlock } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from '@waypoint/skillmatch';
import { SCENARIOS, softSkillOf } from './scenarios';
import { taskTitle } from './task-title';

/** The day's frame: task slots and fixed blocks (start, end). */
const SLOTS: readonly { start: string; end: string; kind: DayBlock['kind'] | 'slot' }[] = [
  { start: '09:00', end: '09:30', kind: 'context' },
  { start: '09:30', end: '10:45', kind: 'slot' },
  { start: '10:45', end: '12:00', kind: 'slot' },
  { start: '12:00', end: '13:00', kind: 'break' },
  { start: '13:00', end: '14:15', kind: 'slot' },
  { start: '14:15', end: '15:30', kind: 'slot' },
  { start: '15:30', end: '16:30', kind: 'slot' },
  { start: '16:30', end: '17:00', kind: 'context' },
];

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
  const tasks = occupation.tasks.slice(0, SLOTS.filter((s) => s.kind === 'slot').length);
  const blocks: DayBlock[] = [];
  let next = 0;
  for (const slot of SLOTS) {
    if (slot.kind === 'break') {
      blocks.push({ start: slot.start, end: slot.end, kind: 'break', title: 'Lunch break', detail: 'Time away from work.' });
    } else if (slot.kind === 'context') {
      const morning = slot.start === '09:00';
      blocks.push({
        start: slot.start,
        end: slot.end,
        kind: 'context',
        title: morning ? 'Plan the day' : 'Wrap up',
        detail: morning ? 'Read messages, check priorities and plan the day.' : 'Note progress, hand over open items and plan tomorrow.',
      });
    } else {
      const task = tasks[next];
      next += 1;
      if (task) blocks.push({ start: slot.start, end: slot.end, kind: 'task', title: taskTitle(task), detail: task });
      else {
        // Fewer tasks than slots: the first task takes the free slot too, as real days repeat core work.
        const core = tasks[0];
        if (core) blocks.push({ start: slot.start, end: slot.end, kind: 'task', title: taskTitle(core), detail: core });
      }
    }
  }
  return {
    code: occupation.code,
    // The name the rest of the product shows for it (its career page, search results): the friendly alias if any.
    title: roleNameOf(indexCatalogue(catalogue), occupation),
    description: occupation.description,
    industry: occupation.industry,
    context: workContext(occupation, catalogue),
    blocks,
    practiceScenarioId: relatedScenarioId(occupation, catalogue),
  };
}
