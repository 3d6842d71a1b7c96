// What a result made anonymously in the browser must satisfy before it is imported (D2), beyond each answer being
// valid: every question answered, and a completion time that can be stored as sent.
import { questionIdsOf, type AssessmentDefinition } from '@waypoint/assessment';
import { ERROR_CODES } from '@waypoint/domain';
import { httpError } from '../../lib/http-error';

// Waypoint did not exist before 2000: anything earlier is a browser's placeholder or a bug, not a finished exercise
// (the year 0001 even came back from the database as 2001).
const EARLIEST_COMPLETION_MS = Date.UTC(2000, 0, 1);
// A browser clock a few minutes fast is common. Its time is kept as sent rather than moved to ours, so sending the
// same result again (a double click, a retry) finds the stored attempt instead of storing a second one.
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Throws a 400 with one issue per unanswered question, naming it; returns when every question has an answer. */
export function assertComplete(definition: AssessmentDefinition, answered: ReadonlySet<string>, index: number): void {
  const ids = questionIdsOf(definition);
  const missing = ids.flatMap((id, position) => (answered.has(id) ? [] : [{ id, number: position + 1 }]));
  if (missing.length === 0) return;
  throw httpError(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    `The "${definition.title}" result is not complete: ${missing.length} of ${ids.length} questions have no answer.`,
    missing.map(({ id, number }) => ({
      path: `body.results.${index}.answers`,
      message: `Question ${number} of ${ids.length} ("${id}") has no answer.`,
    })),
  );
}

/** When the result was finished: as sent (from 2000 to a few minutes ahead of `now`), or `now` when not sent. */
export function completionTime(sent: string | undefined, now: Date, index: number): Date {
  if (sent === undefined) return now;
  const when = new Date(sent);
  const time = when.getTime();
  if (Number.isNaN(time) || time < EARLIEST_COMPLETION_MS || time > now.getTime() + CLOCK_SKEW_MS) {
    const message = `The completion time must be a real date in the past; "${sent}" is not.`;
    throw httpError(400, ERROR_CODES.VALIDATION_FAILED, message, [{ path: `body.results.${index}.completed_at`, message }]);
  }
  return when;
}
