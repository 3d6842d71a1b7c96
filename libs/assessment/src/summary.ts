// The plain-words summary of a rating result, worded per exercise (definition.wording). It describes only the
// person's own answers, relative to each other: never a norm, a diagnosis or a comparison with others.
import { RATING_MAX, RATING_MIN, type DimensionScore } from '@waypoint/domain';
import type { RatingAssessmentDefinition } from './definition-types';
import { joinWords, plural } from './text-helpers';

export interface SummaryInput {
  readonly definition: RatingAssessmentDefinition;
  readonly dimensions: readonly DimensionScore[];
  readonly answered: number;
  readonly total: number;
  readonly flat: boolean;
  readonly strongest: readonly string[];
  /** How many dimensions share the top score (may exceed strongest.length when capped). */
  readonly strongestTied: number;
  readonly weakest: readonly string[];
  readonly weakestTied: number;
}

function namedList(definition: RatingAssessmentDefinition, dimensions: readonly string[], tied: number): string {
  const names = dimensions.map(
    (dimension) => definition.items.find((item) => item.dimension === dimension)?.plainName ?? dimension,
  );
  const extra = tied - dimensions.length;
  return extra > 0 ? `${joinWords(names)}, with ${extra} more at the same level` : joinWords(names);
}

/**
 * The repeated rating as the person saw it: each statement names its ends in its own words ("Rarely", "Not at all"),
 * never "Strongly Disagree", so an end is named only when every rated statement shares that word; otherwise, and for
 * the unnamed middle points, the number alone.
 */
function repeatedRating(definition: RatingAssessmentDefinition, dimensions: readonly DimensionScore[], raw: number): string {
  const end = raw === RATING_MIN ? 'leftText' : raw === RATING_MAX ? 'rightText' : null;
  if (end) {
    const words = new Set(dimensions.map((entry) => definition.items.find((item) => item.dimension === entry.dimension)?.[end]));
    const [only] = words;
    if (words.size === 1 && only) return `${raw}, ${only}`;
  }
  return `${raw} on the scale of ${RATING_MIN} to ${RATING_MAX}`;
}

export function buildSummary(input: SummaryInput): string {
  const { definition, dimensions, answered, total, flat } = input;
  if (answered === 0) return "You haven't rated any statements yet, so there is nothing to summarise.";

  const sentences: string[] = [];
  const first = dimensions[0];
  if (answered === 1) {
    sentences.push('Rate at least one more statement to see what stands out for you.');
  } else if (flat && first) {
    const scope = answered === total ? 'every statement' : 'every statement you have rated';
    const rating = repeatedRating(definition, dimensions, first.raw);
    sentences.push(
      `You gave ${scope} the same rating (${rating}), so this result cannot single out what stands out ` +
        'for you. If that was not intended, try again and let your ratings differ where your feelings do.',
    );
  } else if (input.strongest.length === 0) {
    sentences.push('Your answers put every area at the same level, so none stands out from the others.');
  } else {
    const { wording } = definition;
    sentences.push(`${wording.highLead}: ${namedList(definition, input.strongest, input.strongestTied)}.`);
    sentences.push(`${wording.lowLead}: ${namedList(definition, input.weakest, input.weakestTied)}.`);
    const scores = dimensions.map((entry) => entry.score);
    if (Math.max(...scores) <= 2) sentences.push(wording.allLow);
    if (Math.min(...scores) >= 4) sentences.push(wording.allHigh);
  }

  if (answered < total) {
    sentences.push(`So far you have rated ${answered} of ${plural(total, 'statement')}, so this picture is partial.`);
  }
  return sentences.join(' ');
}
