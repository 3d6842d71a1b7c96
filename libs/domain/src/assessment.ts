// Wire shapes of the assessments (spec section 3 and 7, decisions D16/D17): what the API serves, what it accepts,
// and what a scored result looks like. Messages are written for the person answering, since the API passes them on.
import { z } from 'zod';
import { THRIVE_MAX_CHARS } from './constants';
import { quoteInput } from './errors';

/** Question ids are short slugs ('wnw-01'); anything longer cannot name one. */
export const QUESTION_ID_MAX = 100;

// ---- Titles and slugs ----
/** Titles as the API's `by-title` query takes them (D16), in the order of the exercise chain. */
export const ASSESSMENT_TITLES = ['What Is Not Working', 'Who Am I', 'Where Am I Now', 'What Makes Me Thrive'] as const;
export const AssessmentTitleSchema = z.enum(ASSESSMENT_TITLES, {
  error: `Unknown assessment. Choose one of: ${ASSESSMENT_TITLES.join(', ')}.`,
});
export type AssessmentTitle = z.infer<typeof AssessmentTitleSchema>;

export const ASSESSMENT_SLUGS = ['whats-not-working', 'who-am-i', 'where-am-i-now', 'what-makes-me-thrive'] as const;
export const AssessmentSlugSchema = z.enum(ASSESSMENT_SLUGS, {
  error: `Unknown assessment. Choose one of: ${ASSESSMENT_SLUGS.join(', ')}.`,
});
export type AssessmentSlug = z.infer<typeof AssessmentSlugSchema>;

export const ASSESSMENT_SLUG_BY_TITLE: Readonly<Record<AssessmentTitle, AssessmentSlug>> = {
  'What Is Not Working': 'whats-not-working',
  'Who Am I': 'who-am-i',
  'Where Am I Now': 'where-am-i-now',
  'What Makes Me Thrive': 'what-makes-me-thrive',
};
export const ASSESSMENT_TITLE_BY_SLUG: Readonly<Record<AssessmentSlug, AssessmentTitle>> = {
  'whats-not-working': 'What Is Not Working',
  'who-am-i': 'Who Am I',
  'where-am-i-now': 'Where Am I Now',
  'what-makes-me-thrive': 'What Makes Me Thrive',
};

/** Rating exercises answer on the 1-5 scale; the thrive exercise takes free text. */
export const AssessmentKindSchema = z.enum(['scale', 'text']);
export type AssessmentKind = z.infer<typeof AssessmentKindSchema>;

// ---- Questions ----
export const ScaleQuestionDataSchema = z.object({
  content: z.string().min(1),
  /** Describes the 1 end of the scale. */
  leftText: z.string().min(1),
  /** Describes the 5 end of the scale. */
  rightText: z.string().min(1),
});
export type ScaleQuestionData = z.infer<typeof ScaleQuestionDataSchema>;

export const TextQuestionDataSchema = z.object({ content: z.string().min(1) });
export type TextQuestionData = z.infer<typeof TextQuestionDataSchema>;

export const ScaleQuestionSchema = z.object({
  question_id: z.string().min(1),
  kind: z.literal('scale'),
  data: ScaleQuestionDataSchema,
});
export type ScaleQuestion = z.infer<typeof ScaleQuestionSchema>;

export const TextQuestionSchema = z.object({
  question_id: z.string().min(1),
  kind: z.literal('text'),
  data: TextQuestionDataSchema,
});
export type TextQuestion = z.infer<typeof TextQuestionSchema>;

export const QuestionSchema = z.discriminatedUnion('kind', [ScaleQuestionSchema, TextQuestionSchema]);
export type Question = z.infer<typeof QuestionSchema>;

/** Answer of `GET /api/assessment/by-title`. */
export const AssessmentSchema = z.object({
  assessment_id: z.string().min(1),
  title: AssessmentTitleSchema,
  slug: AssessmentSlugSchema,
  kind: AssessmentKindSchema,
  questions: z.array(QuestionSchema),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

// ---- Answers ----
export const ANSWER_MESSAGES = {
  selectionMissing: 'Please choose a rating from 1 (Strongly Disagree) to 5 (Strongly Agree).',
  selectionInvalid: (input: unknown) =>
    typeof input === 'number'
      ? `A rating must be sent as text ("1" to "5"), not as the number ${input}.`
      : `A rating must be a whole number from 1 to 5; ${quoteInput(input)} is not on the scale.`,
  textMissing: 'Please write an answer before continuing.',
  textBlank: 'Please write an answer before continuing; an empty or blank answer cannot be saved.',
  textTooLong: 'Your answer is too long.',
  typeInvalid: 'An answer must be either a rating ("scale") or a written answer ("text").',
  needsRating: 'This question is answered with a rating from 1 to 5, not with text.',
  needsText: 'This question is answered in your own words, not with a rating.',
  questionMissing: 'The answer does not say which question it belongs to.',
  questionUnknown: 'The answer names a question that does not exist.',
  questionNotInAssessment: (questionId: string, title: string) =>
    `The question ${quoteInput(questionId)} is not part of the "${title}" assessment.`,
} as const;

export const RATING_SELECTIONS = ['1', '2', '3', '4', '5'] as const;
export const RatingSelectionSchema = z.enum(RATING_SELECTIONS, {
  error: (issue) =>
    issue.input === undefined ? ANSWER_MESSAGES.selectionMissing : ANSWER_MESSAGES.selectionInvalid(issue.input),
});
export type RatingSelection = z.infer<typeof RatingSelectionSchema>;

export const ScaleAnswerDataSchema = z.object({
  type: z.literal('scale'),
  selection: RatingSelectionSchema,
});
export type ScaleAnswerData = z.infer<typeof ScaleAnswerDataSchema>;

export const TextAnswerDataSchema = z.object({
  type: z.literal('text'),
  // The limit counts UTF-16 units, like the browser's maxLength and the live counter do.
  text: z
    .string({ error: ANSWER_MESSAGES.textMissing })
    .max(THRIVE_MAX_CHARS, { error: ANSWER_MESSAGES.textTooLong })
    .refine((text) => text.trim().length > 0, { error: ANSWER_MESSAGES.textBlank }),
});
export type TextAnswerData = z.infer<typeof TextAnswerDataSchema>;

export const AnswerDataSchema = z.discriminatedUnion('type', [ScaleAnswerDataSchema, TextAnswerDataSchema], {
  error: ANSWER_MESSAGES.typeInvalid,
});
export type AnswerData = z.infer<typeof AnswerDataSchema>;

/** Body of `POST /api/assessment/submit`. `question_data` echoes the question as shown; the server trusts its own copy. */
export const AnswerSubmissionSchema = z.object({
  assessment_id: z
    .string({ error: 'The answer does not say which assessment it belongs to.' })
    .min(1, { error: 'The answer does not say which assessment it belongs to.' })
    .max(QUESTION_ID_MAX, { error: 'The answer names an assessment that does not exist.' }),
  question_id: z
    .string({ error: ANSWER_MESSAGES.questionMissing })
    .min(1, { error: ANSWER_MESSAGES.questionMissing })
    .max(QUESTION_ID_MAX, { error: ANSWER_MESSAGES.questionUnknown }),
  question_data: z.union([ScaleQuestionDataSchema, TextQuestionDataSchema]),
  answer_data: AnswerDataSchema,
});
export type AnswerSubmission = z.infer<typeof AnswerSubmissionSchema>;

/** One stored answer, as `GET /api/assessment/result` lists them and as scoring consumes them. */
export const SubmittedAnswerSchema = z.object({
  question_id: z.string().min(1),
  answer_data: AnswerDataSchema,
});
export type SubmittedAnswer = z.infer<typeof SubmittedAnswerSchema>;

// ---- Scored results ----
export const DimensionScoreSchema = z.object({
  dimension: z.string(),
  /** The rating as given, 1-5. */
  raw: z.number().int().min(1).max(5),
  /** After reverse keying (6 - raw for reverse-keyed items), 1-5. */
  score: z.number().int().min(1).max(5),
});
export type DimensionScore = z.infer<typeof DimensionScoreSchema>;

export const RatingResultSchema = z.object({
  slug: AssessmentSlugSchema,
  title: AssessmentTitleSchema,
  /** Answered dimensions only, in questionnaire order. */
  dimensions: z.array(DimensionScoreSchema),
  /** Dimensions sharing the highest score (questionnaire order; up to 5 named, see SCORING.md); empty when nothing stands out. */
  strongest: z.array(z.string()),
  /** Dimensions sharing the lowest score (same rule). */
  weakest: z.array(z.string()),
  /** Every answered statement got the same rating (two or more answers). */
  flat: z.boolean(),
  /** Every statement is answered. */
  complete: z.boolean(),
  answered: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Dimensions with no valid answer yet, in questionnaire order. */
  missing: z.array(z.string()),
  summary: z.string(),
  /** States what the numbers are (and are not); shown with every result. */
  note: z.string(),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;

export const ThriveEntrySchema = z.object({
  question_id: z.string(),
  /** The prompt without its trailing dots. */
  prompt: z.string(),
  /** The trimmed answer, or null when none was given. */
  answer: z.string().nullable(),
  /** What to show: the answer, or 'No response provided'. */
  display: z.string(),
});
export type ThriveEntry = z.infer<typeof ThriveEntrySchema>;

export const ThriveResultSchema = z.object({
  slug: z.literal('what-makes-me-thrive'),
  title: z.literal('What Makes Me Thrive'),
  entries: z.array(ThriveEntrySchema),
  complete: z.boolean(),
});
export type ThriveResult = z.infer<typeof ThriveResultSchema>;
