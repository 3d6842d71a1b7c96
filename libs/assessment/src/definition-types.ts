// The shape of an exercise definition: the items a person sees plus the keys that only scoring needs.
import type { AssessmentSlug, AssessmentTitle } from '@waypoint/domain';

export interface RatingItem {
  /** Stable id, stored with every answer: never renumber or reuse one. */
  readonly question_id: string;
  /** The spec's dimension label this item measures (exactly one item per dimension). */
  readonly dimension: string;
  readonly content: string;
  /** Describes the 1 end of the scale. */
  readonly leftText: string;
  /** Describes the 5 end of the scale. */
  readonly rightText: string;
  /** Agreeing points away from the dimension's direction, so the score is 6 - rating. */
  readonly reverse: boolean;
  /** Plain-words name used in summaries when the label alone would be jargon or read against the score's direction; defaults to the label. */
  readonly plainName?: string;
  /** A high score here is not a quality to bring along (how easily worry takes hold): the result never praises it. */
  readonly notAStrength?: boolean;
}

/** Per-exercise wording of the summary, so each result speaks about what that exercise measures. */
export interface SummaryWording {
  /** Lead-in for the highest-scoring dimensions, e.g. "What weighs on you most right now". */
  readonly highLead: string;
  /** Lead-in for the lowest-scoring dimensions. */
  readonly lowLead: string;
  /** Added when every score is 2 or lower, so "most" is not read as "a lot". */
  readonly allLow: string;
  /** Added when every score is 4 or higher, so "least" is not read as "not at all". */
  readonly allHigh: string;
}

export interface RatingAssessmentDefinition {
  readonly kind: 'scale';
  readonly slug: AssessmentSlug;
  readonly title: AssessmentTitle;
  /** What a high score means in this exercise, in one sentence (shown with the chart). */
  readonly scoreMeaning: string;
  /**
   * What one score is called on the chart and in its table, when 'Score' would let a label read backwards: a bar
   * labelled 'Salary satisfaction' is a frustration, not a satisfaction. Defaults to 'Score'.
   */
  readonly scoreName?: string;
  readonly items: readonly RatingItem[];
  readonly wording: SummaryWording;
}

export interface ThrivePrompt {
  readonly question_id: string;
  /** The spec's prompt word for word, including its trailing '...'. */
  readonly content: string;
}

export interface TextAssessmentDefinition {
  readonly kind: 'text';
  readonly slug: 'what-makes-me-thrive';
  readonly title: 'What Makes Me Thrive';
  readonly prompts: readonly ThrivePrompt[];
  readonly maxChars: number;
}

export type AssessmentDefinition = RatingAssessmentDefinition | TextAssessmentDefinition;
