// The four exercises, looked up by slug or API title, and turned into the question lists the API serves.
import {
  ASSESSMENT_SLUG_BY_TITLE,
  ASSESSMENT_SLUGS,
  type AssessmentSlug,
  type AssessmentTitle,
  type Question,
} from '@waypoint/domain';
import type { AssessmentDefinition, RatingAssessmentDefinition, TextAssessmentDefinition } from './definition-types';
import { WHATS_NOT_WORKING } from './items/whats-not-working';
import { WHO_AM_I } from './items/who-am-i';
import { WHERE_AM_I_NOW } from './items/where-am-i-now';
import { WHAT_MAKES_ME_THRIVE } from './items/what-makes-me-thrive';

export { WHATS_NOT_WORKING, WHO_AM_I, WHERE_AM_I_NOW, WHAT_MAKES_ME_THRIVE };

export const DEFINITIONS: Readonly<Record<AssessmentSlug, AssessmentDefinition>> = {
  'whats-not-working': WHATS_NOT_WORKING,
  'who-am-i': WHO_AM_I,
  'where-am-i-now': WHERE_AM_I_NOW,
  'what-makes-me-thrive': WHAT_MAKES_ME_THRIVE,
};

export const RATING_DEFINITIONS: readonly RatingAssessmentDefinition[] = [WHATS_NOT_WORKING, WHO_AM_I, WHERE_AM_I_NOW];

/** Accepts a slug ('who-am-i') or an API title ('Who Am I'); undefined for anything else. */
export function getDefinition(slugOrTitle: string): AssessmentDefinition | undefined {
  if ((ASSESSMENT_SLUGS as readonly string[]).includes(slugOrTitle)) return DEFINITIONS[slugOrTitle as AssessmentSlug];
  // hasOwn, not a plain lookup: 'toString' and friends must not match the prototype.
  if (!Object.hasOwn(ASSESSMENT_SLUG_BY_TITLE, slugOrTitle)) return undefined;
  return DEFINITIONS[ASSESSMENT_SLUG_BY_TITLE[slugOrTitle as AssessmentTitle]];
}

export function isRatingDefinition(definition: AssessmentDefinition): definition is RatingAssessmentDefinition {
  return definition.kind === 'scale';
}

export function isTextDefinition(definition: AssessmentDefinition): definition is TextAssessmentDefinition {
  return definition.kind === 'text';
}

/** The dimension labels of a rating exercise, in questionnaire order. */
export function dimensionsOf(definition: RatingAssessmentDefinition): string[] {
  return definition.items.map((item) => item.dimension);
}

/** Question ids in order, for either kind of exercise. */
export function questionIdsOf(definition: AssessmentDefinition): string[] {
  return definition.kind === 'scale'
    ? definition.items.map((item) => item.question_id)
    : definition.prompts.map((prompt) => prompt.question_id);
}

/**
 * The questions as served to a person: scoring keys (reverse, dimension) are left out so the wire shape stays the
 * spec's {question_id, data}.
 */
export function toQuestions(definition: AssessmentDefinition): Question[] {
  if (definition.kind === 'scale') {
    return definition.items.map((item) => ({
      question_id: item.question_id,
      kind: 'scale' as const,
      data: { content: item.content, leftText: item.leftText, rightText: item.rightText },
    }));
  }
  return definition.prompts.map((prompt) => ({
    question_id: prompt.question_id,
    kind: 'text' as const,
    data: { content: prompt.content },
  }));
}

/** The suggested order of the exercises (spec section 4): each result screen offers the next one. */
export const EXERCISE_CHAIN: readonly AssessmentSlug[] = [
  'whats-not-working',
  'who-am-i',
  'where-am-i-now',
  'what-makes-me-thrive',
];

/** The exercise offered after this one, or null after the last (the career pitch). */
export function nextExercise(slug: AssessmentSlug): AssessmentSlug | null {
  const index = EXERCISE_CHAIN.indexOf(slug);
  return EXERCISE_CHAIN[index + 1] ?? null;
}
