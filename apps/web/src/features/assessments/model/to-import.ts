// Anonymous results (browser form) -> the import body. Results the server would refuse (incomplete, or a text over
// the limit) are left out rather than failing the whole batch; a completion time it would refuse (a browser clock
// running ahead, an unreadable date) is left out too, so the server stamps the result with the time it is saved.
import { DEFINITIONS, questionIdsOf, validateAnswer } from '@waypoint/assessment';
import type { ImportBody } from '../api/assessment-api';
import type { AnonymousResult } from './local-progress';

export function toImportBody(results: readonly AnonymousResult[], now = Date.now()): ImportBody | null {
  const items: ImportBody['results'] = [];
  for (const result of results) {
    const definition = DEFINITIONS[result.slug];
    if (!definition) continue;
    const answers = questionIdsOf(definition).map((questionId) => {
      const value = result.answers[questionId];
      const answerData = definition.kind === 'scale' ? { type: 'scale' as const, selection: value } : { type: 'text' as const, text: value };
      const checked = validateAnswer(definition, questionId, answerData);
      return checked.ok ? { question_id: questionId, answer_data: checked.answer } : null;
    });
    if (answers.every((answer) => answer !== null)) {
      items.push({ slug: result.slug, answers: answers.filter((a) => a !== null), completed_at: acceptedTime(result.completedAt, now) });
    }
  }
  return items.length > 0 ? { results: items } : null;
}

const EARLIEST = Date.UTC(2000, 0, 1);

function acceptedTime(completedAt: unknown, now: number): string | undefined {
  const time = typeof completedAt === 'string' ? Date.parse(completedAt) : Number.NaN;
  return Number.isFinite(time) && time >= EARLIEST && time <= now ? new Date(time).toISOString() : undefined;
}
