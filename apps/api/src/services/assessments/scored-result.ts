// Turns stored answers into what a result screen shows, with the same library functions the browser uses for
// anonymous visitors, so both compute identical numbers and texts.
import { encouragement, formatThriveResult, isRatingDefinition, scoreAssessment, type AssessmentDefinition } from '@waypoint/assessment';
import type { RatingResult, ThriveResult } from '@waypoint/domain';

export interface ScoredResult {
  complete: boolean;
  scores: RatingResult | null;
  thrive: ThriveResult | null;
  encouragement: string | null;
}

export function scoreAnswers(
  definition: AssessmentDefinition,
  answers: readonly { question_id: string; answer_data: unknown }[],
): ScoredResult {
  if (isRatingDefinition(definition)) {
    const scores = scoreAssessment(definition, answers);
    return { complete: scores.complete, scores, thrive: null, encouragement: encouragement(scores) };
  }
  const thrive = formatThriveResult(answers, definition);
  return { complete: thrive.complete, scores: null, thrive, encouragement: null };
}
