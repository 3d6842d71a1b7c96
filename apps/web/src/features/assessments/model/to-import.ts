// Anonymous results (browser form) -> the import body. Results the server would refuse (incomplete, or a text over
// the limit) are left out rather than failing the whole batch.
import { DEFINITIONS, questionIdsOf, validateAnswer } from '@waypoint/assessment';
import type { ImportBody } from '../api/assessment-api';
import type { AnonymousResult } from './local-progress';

export function toImportBody(results: readonly AnonymousResult[]): ImportBody | null {
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
      items.push({ slug: result.slug, answers: answers.filter((a) => a !== null), completed_at: result.completedAt });
    }
  }
  return items.length > 0 ? { results: items.slice(-8) } : null;
}
