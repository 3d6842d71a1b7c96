// Which of a visitor's results finished in this browser an account can take (D2): the import body
// (POST /api/assessment/import) the assessments feature sends, and the count that Log out and the dashboard tell the
// user about, so neither ever offers to save a result the server would refuse. Results it would refuse (incomplete,
// from an unknown exercise, a text over the limit) are left out rather than failing the whole batch; a completion
// time it would refuse (a browser clock running ahead, an unreadable date) is left out too, so the server stamps the
// result with the time it is saved. Apart from lib/anonymous-results, as it loads the assessment definitions.
import type { paths } from '@waypoint/api-client';
import { DEFINITIONS, questionIdsOf, validateAnswer } from '@waypoint/assessment';
import type { AssessmentSlug } from '@waypoint/domain';
import { readStoredResults, type StoredResult } from './anonymous-results';
import { browserStorage } from './browser-data';

export type ImportBody = paths['/api/assessment/import']['post']['requestBody']['content']['application/json'];

export function toImportBody(results: readonly StoredResult[], now = Date.now()): ImportBody | null {
  const items: ImportBody['results'] = [];
  for (const result of results) {
    const definition = Object.hasOwn(DEFINITIONS, result.slug) ? DEFINITIONS[result.slug as AssessmentSlug] : undefined;
    if (!definition) continue;
    const answers = questionIdsOf(definition).map((questionId) => {
      const value = result.answers[questionId];
      const answerData = definition.kind === 'scale' ? { type: 'scale' as const, selection: value } : { type: 'text' as const, text: value };
      const checked = validateAnswer(definition, questionId, answerData);
      return checked.ok ? { question_id: questionId, answer_data: checked.answer } : null;
    });
    if (answers.every((answer) => answer !== null)) {
      items.push({ slug: definition.slug, answers: answers.filter((a) => a !== null), completed_at: acceptedTime(result.completedAt, now) });
    }
  }
  return items.length > 0 ? { results: items } : null;
}

/** How many of this browser's finished results an account can take. */
export function countSavableResults(storage: Storage | undefined = browserStorage()): number {
  return toImportBody(readStoredResults(storage))?.results.length ?? 0;
}

const EARLIEST = Date.UTC(2000, 0, 1);

function acceptedTime(completedAt: unknown, now: number): string | undefined {
  const time = typeof completedAt === 'string' ? Date.parse(completedAt) : Number.NaN;
  return Number.isFinite(time) && time >= EARLIEST && time <= now ? new Date(time).toISOString() : undefined;
}
