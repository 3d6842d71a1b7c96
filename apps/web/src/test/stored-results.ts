// A visitor's finished result as the assessments feature keeps it in this browser (lib/anonymous-results): every
// question answered, '3' on the rating exercises, a sentence on What Makes Me Thrive.
import { DEFINITIONS, questionIdsOf } from '@waypoint/assessment';
import type { AssessmentSlug } from '@waypoint/domain';
import { ANONYMOUS_RESULTS_KEY, type StoredResult } from '../lib/anonymous-results';

export function finishedResult(slug: AssessmentSlug, completedAt = '2026-01-01T00:00:00.000Z'): StoredResult {
  const definition = DEFINITIONS[slug];
  const answer = definition.kind === 'scale' ? '3' : 'Solving a problem with people I trust.';
  return { slug, answers: Object.fromEntries(questionIdsOf(definition).map((id) => [id, answer])), completedAt };
}

export function storeResults(results: readonly unknown[], storage: Storage = window.localStorage): string {
  const raw = JSON.stringify(results);
  storage.setItem(ANONYMOUS_RESULTS_KEY, raw);
  return raw;
}
