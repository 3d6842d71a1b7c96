// Where in a working day a task belongs (D29). O*NET lists an occupation's tasks by importance, not by hour, so a mail
// carrier's day read 'Return to the post office' before 'Sort mail for delivery', and a bartender balanced the day's
// receipts mid-morning. A few tasks say when they happen, in so many words or by what they are: sorting, loading and
// the checks before setting off open a day; returning, balancing and writing up close it. Every other task is work of
// the day itself and keeps its place. The rules read the task's words only, so they hold for any imported catalogue.

export type TaskPhase = 'start' | 'day' | 'end';

/** Said outright: "at the end of the day or shift", "prior to departure". */
const SAYS_END = /\b(?:at the )?end of (?:the |each |every )?(?:day|shift|week)\b/i;
const SAYS_START = /\b(?:(?:at the )?(?:start|beginning) of (?:the |each |every )?(?:day|shift)|prior to departure|before (?:departure|leaving|opening|the first))\b/i;

/**
 * Tasks that open a day by what they are: planning it, sorting and loading what goes out, reading the day's work
 * orders or instructions, getting rooms and materials ready, and checking a vehicle or equipment is in working order
 * before use.
 */
const OPENS_DAY: readonly RegExp[] = [
  /^(?:plan|sort|load|set up)\b/i,
  /^(?:read|review|receive)\b[^.;]*\b(?:work orders?|assignments?|instructions)\b/i,
  /^prepare\b[^.;]{0,30}\b(?:rooms?|classrooms?|materials)\b(?! for (?:processing|publication))/i,
  /^(?:check|inspect|verify)\b[^.;]*\bin (?:good |proper )?(?:working )?(?:order|condition)\b/i,
];

/**
 * Tasks that close one: going back to base, and writing up what was done (records, reports, notes, logs). Preparing a
 * report is the end of a piece of work, so it follows the work it reports on.
 */
const CLOSES_DAY: readonly RegExp[] = [
  // Not the first of a list of verbs: 'Document, design, code, or test GIS models' is the work itself.
  /^(?:return to|record|document|report|log)\b(?!,)/i,
  /^(?:keep|maintain|update|complete|prepare|write|compile)\b[^.;]{0,40}\b(?:records?|reports?|logs?|notes|paperwork)\b/i,
];

export function taskPhase(task: string): TaskPhase {
  if (SAYS_END.test(task)) return 'end';
  if (SAYS_START.test(task)) return 'start';
  if (OPENS_DAY.some((rule) => rule.test(task))) return 'start';
  if (CLOSES_DAY.some((rule) => rule.test(task))) return 'end';
  return 'day';
}

const PHASE_ORDER: Readonly<Record<TaskPhase, number>> = { start: 0, day: 1, end: 2 };

/** The tasks in the order a day runs them: openers first, closers last, the rest in their given (importance) order. */
export function inDayOrder(tasks: readonly string[]): string[] {
  return tasks
    .map((task, index) => ({ task, index, phase: PHASE_ORDER[taskPhase(task)] }))
    .sort((a, b) => a.phase - b.phase || a.index - b.index)
    .map(({ task }) => task);
}
