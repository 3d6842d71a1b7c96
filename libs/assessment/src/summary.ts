// The plain-words summary of a rating result, worded per exercise (definition.wording). It describes only the
// person's own answers, relative to each other: never a norm, a diagnosis or a comparison with others.
import { RATING_LABELS, type DimensionScore, type RatingValue } from '@waypoint/domain';
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

export function buildSummary(input: SummaryInput): string {
  const { definition, dimensions, answered, total, flat } = input;
  if (answered === 0) return "You haven't rated any statements yet, so there is nothing to summarise.";

  const sentences: string[] = [];
  const first = dimensions[0];
  if (answered === 1) {
    sentences.push('Rate at least one more statement to see what stands out for you.');
  } else if (flat && first) {
    const label = RATING_LABELS[first.raw as RatingValue];
    const scope = answered === total ? 'every statement' : 'every statement you have rated';
    sentences.push(
      `You gave ${scope} the same rating (${first.raw}, ${label}), so this result cannot single out what stands out ` +
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
