// What the user's assessments tell skill match (home page: "Assessments feed skill match"): the latest "Who Am I"
// result as `traits`, each dimension's label with its score 1-5 after reverse keying (the engine reads them as
// evidence for the desired role's work styles, libs/skillmatch/src/traits.ts). A visitor's results live in this
// browser (D2), a signed-in user's on the server. Shared here because features never import each other: the
// assessments feature writes the results, skill match reads them.
//
// SkillMatchInput also takes `interests` (RIASEC) and `workValues` (O*NET work values), but no exercise measures
// either yet (What Makes Me Thrive is free text), so nothing feeds them.
import type { QueryClient } from '@tanstack/react-query';
import { WHO_AM_I, scoreAssessment } from '@waypoint/assessment';
import type { DimensionScore, SkillMatchInput } from '@waypoint/domain';
import { readStoredResults, type StoredResult } from './anonymous-results';
import { api } from './api';
import { browserStorage } from './browser-data';
import { fail } from './request-error';
import { sessionQueryOptions } from './session';

export type AssessmentInputs = Pick<SkillMatchInput, 'traits'>;

/** Dimension label -> keyed score, for the dimensions answered; undefined when none was. */
export function traitsOf(dimensions: readonly DimensionScore[]): Record<string, number> | undefined {
  if (dimensions.length === 0) return undefined;
  return Object.fromEntries(dimensions.map((d) => [d.dimension, d.score]));
}

/** A visitor's newest Who Am I finished in this browser, scored as the result screen scored it. */
export function localAssessmentInputs(storage: Storage | undefined = browserStorage()): AssessmentInputs {
  // Newest by completion time; the later entry wins a tie, as it was appended later. A corrupted list only means
  // nothing to add; skill match still runs.
  const latest = readStoredResults(storage)
    .filter((r) => r.slug === WHO_AM_I.slug)
    .reduce<StoredResult | null>((best, r) => (best === null || String(r.completedAt) >= String(best.completedAt) ? r : best), null);
  const traits = latest ? traitsOf(scoreAssessment(WHO_AM_I, latest.answers).dimensions) : undefined;
  return traits ? { traits } : {};
}

/** A signed-in user's newest completed Who Am I on the server, however many other results came after it. */
export async function fetchServerAssessmentInputs(signal?: AbortSignal): Promise<AssessmentInputs> {
  const { data, error, response } = await api.GET('/api/assessment/latest', { signal });
  if (!data) fail(response, error);
  const scores = data.exercises.find((e) => e.slug === WHO_AM_I.slug)?.latest.scores;
  const traits = scores ? traitsOf(scores.dimensions) : undefined;
  return traits ? { traits } : {};
}

/**
 * The inputs to add to a skill-match request, read when it is sent so a result finished a moment ago counts. A
 * signed-in user's come from their account only (results left in the browser are theirs to save first, D2). When
 * the server cannot be asked, the match runs without them rather than not at all.
 */
export async function latestAssessmentInputs(client: QueryClient): Promise<AssessmentInputs> {
  const session = await client.ensureQueryData(sessionQueryOptions);
  if (!session.user) return localAssessmentInputs();
  try {
    return await fetchServerAssessmentInputs();
  } catch (error) {
    console.warn('assessment results for skill match could not be read', error);
    return {};
  }
}
