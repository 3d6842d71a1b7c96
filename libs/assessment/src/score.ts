// Scoring of the rating exercises. Pure and deterministic: the browser (anonymous visitors) and the API (signed-in
// users) run this same function, so both show the same numbers. Rules are documented in items/SCORING.md.
import { RatingSelectionSchema, ScaleAnswerDataSchema, type DimensionScore, type RatingResult } from '@waypoint/domain';
import type { RatingAssessmentDefinition, RatingItem } from './definition-types';
import { buildSummary } from './summary';

/** When many dimensions share the same score, this many are named as strongest (or weakest) and the rest counted. */
export const MAX_NAMED_DIMENSIONS = 3;
/**
 * A count stands in for names only when it saves at least this many: "with 1 more at the same level" hides a name
 * the person would want (and takes as many words as the name itself), so up to 3 + 2 tied dimensions are all named.
 */
const MIN_COUNTED_DIMENSIONS = 3;

/** Shown with every rating result: what the numbers are, and what they are not. */
export const RESULT_NOTE =
  'These scores reflect only your own answers today. They are a starting point for reflection, not a test result, ' +
  'a diagnosis or a comparison with other people.';

/**
 * Answers as the API stores them (a list; when a question appears more than once, the last entry wins, since the
 * flow re-saves an answer on Next, Back and Submit) or as the browser keeps them (question_id -> '1'..'5' or 1..5).
 */
export type RatingAnswers =
  | readonly { readonly question_id: string; readonly answer_data: unknown }[]
  | Readonly<Record<string, string | number | null | undefined>>;

/** Reads the valid ratings out of either answer form; anything that is not a rating from 1 to 5 counts as unanswered. */
export function collectRatings(answers: RatingAnswers): Map<string, number> {
  const ratings = new Map<string, number>();
  if (Array.isArray(answers)) {
    for (const answer of answers as readonly { question_id: string; answer_data: unknown }[]) {
      const parsed = ScaleAnswerDataSchema.safeParse(answer.answer_data);
      if (parsed.success) ratings.set(answer.question_id, Number(parsed.data.selection));
      else ratings.delete(answer.question_id);
    }
    return ratings;
  }
  for (const [questionId, value] of Object.entries(answers as Record<string, unknown>)) {
    const selection = typeof value === 'number' ? String(value) : value;
    const parsed = RatingSelectionSchema.safeParse(selection);
    if (parsed.success) ratings.set(questionId, Number(parsed.data));
  }
  return ratings;
}

/** The item's score for a rating: reverse-keyed items count 6 - rating, so a 1 becomes 5 and a 5 becomes 1. */
export function keyedScore(item: RatingItem, rating: number): number {
  return item.reverse ? 6 - rating : rating;
}

/**
 * Dimensions sharing the extreme score, in questionnaire order; plus how many shared it in total. All are named
 * unless at least MIN_COUNTED_DIMENSIONS would be left over, then the first MAX_NAMED_DIMENSIONS.
 */
function pickTied(scores: readonly DimensionScore[], target: number): { names: string[]; tied: number } {
  const tied = scores.filter((entry) => entry.score === target).map((entry) => entry.dimension);
  const counted = tied.length - MAX_NAMED_DIMENSIONS >= MIN_COUNTED_DIMENSIONS;
  return { names: counted ? tied.slice(0, MAX_NAMED_DIMENSIONS) : tied, tied: tied.length };
}

/**
 * The scores highest first, ties in questionnaire order (the order the summary names them in), so a chart that
 * shows only its first few bars shows the ones the summary talks about.
 */
export function byScoreDescending(dimensions: readonly DimensionScore[]): DimensionScore[] {
  // Array.prototype.sort is stable, so equal scores keep their questionnaire order.
  return [...dimensions].sort((a, b) => b.score - a.score);
}

export function scoreAssessment(definition: RatingAssessmentDefinition, answers: RatingAnswers): RatingResult {
  const ratings = collectRatings(answers);
  const dimensions: DimensionScore[] = [];
  const missing: string[] = [];
  for (const item of definition.items) {
    const raw = ratings.get(item.question_id);
    if (raw === undefined) missing.push(item.dimension);
    else dimensions.push({ dimension: item.dimension, raw, score: keyedScore(item, raw) });
  }

  const answered = dimensions.length;
  const total = definition.items.length;
  // Flat means the same rating for every statement, before keying: that is the pattern of someone not telling the
  // statements apart (all 5s still give mixed scores once reverse keys apply, but say nothing about the person).
  const flat = answered >= 2 && dimensions.every((entry) => entry.raw === dimensions[0]?.raw);

  let strongest = { names: [] as string[], tied: 0 };
  let weakest = { names: [] as string[], tied: 0 };
  const scores = dimensions.map((entry) => entry.score);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  if (!flat && answered >= 2 && high > low) {
    strongest = pickTied(dimensions, high);
    weakest = pickTied(dimensions, low);
  }

  const summary = buildSummary({
    definition,
    dimensions,
    answered,
    total,
    flat,
    strongest: strongest.names,
    strongestTied: strongest.tied,
    weakest: weakest.names,
    weakestTied: weakest.tied,
  });

  return {
    slug: definition.slug,
    title: definition.title,
    dimensions,
    strongest: strongest.names,
    weakest: weakest.names,
    flat,
    complete: answered === total,
    answered,
    total,
    missing,
    summary,
    note: RESULT_NOTE,
  };
}
