// Typical day (D29): an occupation's main tasks laid out over a working day, deterministic from the catalogue.
// Core tasks come first in the catalogue, so the morning holds the most important work; the hours follow the kind of
// work (office, shifts, site, school day); the context notes come from the occupation's industry, interests and work
// styles.
import type { Catalogue, Occupation, RiasecProfile, SoftSkill, TypicalDay, DayBlock } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from '@waypoint/skillmatch';
import { SCENARIOS, softSkillOf } from './scenarios';
import { taskTitle } from './task-title';

type Block = { start: string; end: string } & ({ kind: 'slot' } | { kind: 'break' | 'context'; title: string; detail: string });

/** How a kind of work spreads over a day: its task slots, the blocks that open, break and close it, and a note on its hours. */
interface DayFrame {
  schedule: string;
  blocks: readonly Block[];
}

const slot = (start: string, end: string): Block => ({ start, end, kind: 'slot' });
const fixed = (kind: 'break' | 'context', start: string, end: string, title: string, detail: string): Block => ({ start, end, kind, title, detail });
const LUNCH = 'Time away from work.';

// Office hours are the default; care, protective, food, retail floor, call-centre, production and transport work is
// mostly done in shifts; construction, extraction, installation and grounds work starts early on site; teachers
// follow the school day. Five task slots in each, so every frame shows the same top tasks.
const FRAMES = {
  office: {
    schedule: 'Hours vary by employer, and many offer flexible or hybrid working: the times show how the work is spread over a day.',
    blocks: [
      fixed('context', '09:00', '09:30', 'Plan the day', 'Read messages, check priorities and plan the day.'),
      slot('09:30', '10:45'),
      slot('10:45', '12:00'),
      fixed('break', '12:00', '13:00', 'Lunch break', LUNCH),
      slot('13:00', '14:15'),
      slot('14:15', '15:30'),
      slot('15:30', '16:30'),
      fixed('context', '16:30', '17:00', 'Wrap up', 'Note progress, hand over open items and plan tomorrow.'),
    ],
  },
  shift: {
    schedule: 'Much of this work is done in shifts, including early, late, night and weekend shifts. This is a day shift; the work runs in the same order on the others.',
    blocks: [
      fixed('context', '07:00', '07:30', 'Start of shift: handover', 'Hear from the outgoing shift what happened, what is still open and what needs watching.'),
      slot('07:30', '09:00'),
      slot('09:00', '10:30'),
      slot('10:30', '11:45'),
      fixed('break', '11:45', '12:15', 'Meal break', LUNCH),
      slot('12:15', '13:45'),
      slot('13:45', '14:45'),
      fixed('context', '14:45', '15:15', 'End of shift: handover', 'Record what was done and hand open items to the next shift.'),
    ],
  },
  site: {
    schedule: "The day often starts early and is spent on site or at customers' premises; the hours follow the job.",
    blocks: [
      fixed('context', '07:00', '07:30', 'Site briefing', "Go through the day's jobs, safety points and materials with the team."),
      slot('07:30', '09:00'),
      slot('09:00', '10:30'),
      slot('10:30', '12:00'),
      fixed('break', '12:00', '12:30', 'Lunch break', LUNCH),
      slot('12:30', '14:00'),
      slot('14:00', '15:00'),
      fixed('context', '15:00', '15:30', 'Clear up and log the work', 'Put tools away, leave the area safe and record what was done.'),
    ],
  },
  school: {
    schedule: 'The day follows the school timetable; planning and marking often continue after the pupils leave.',
    blocks: [
      fixed('context', '08:00', '08:30', 'Before lessons', 'Prepare the room and materials and read messages.'),
      slot('08:30', '10:00'),
      slot('10:00', '11:15'),
      slot('11:15', '12:30'),
      fixed('break', '12:30', '13:15', 'Lunch break', LUNCH),
      slot('13:15', '14:30'),
      slot('14:30', '15:30'),
      fixed('context', '15:30', '16:30', 'After lessons', 'Mark work, plan the next lessons and meet colleagues or parents.'),
    ],
  },
} satisfies Record<string, DayFrame>;

const SHIFT_CODES = ['29-', '31-', '33-', '35-', '51-', '53-', '41-1011', '41-2', '43-4051'];
const SITE_CODES = ['37-', '45-', '47-', '49-'];
const SCHOOL_CODES = ['25-2'];

/** The frame of an occupation's day, by its SOC code. */
export function dayFrameOf(code: string): DayFrame {
  const within = (prefixes: readonly string[]) => prefixes.some((prefix) => code.startsWith(prefix));
  if (within(SHIFT_CODES)) return FRAMES.shift;
  if (within(SITE_CODES)) return FRAMES.site;
  if (within(SCHOOL_CODES)) return FRAMES.school;
  return FRAMES.office;
}

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
  const tasks = occupation.tasks.slice(0, frame.blocks.filter((b) => b.kind === 'slot').length);
  const blocks: DayBlock[] = [];
  let next = 0;
  for (const block of frame.blocks) {
    if (block.kind !== 'slot') {
      blocks.push({ ...block });
      continue;
    }
    // Fewer tasks than slots: the first task takes the free slot too, as real days repeat core work.
    const task = tasks[next] ?? tasks[0];
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
