// Wire schemas of /api/assessment/* beyond the shared domain ones (which define questions, answers and scores).
import {
  AnswerDataSchema,
  AssessmentSlugSchema,
  AssessmentTitleSchema,
  RatingResultSchema,
  SubmittedAnswerSchema,
  ThriveResultSchema,
} from '@waypoint/domain';
import { z } from 'zod';

const scored = {
  complete: z.boolean().meta({ description: 'Every question of the exercise has a valid answer' }),
  scores: RatingResultSchema.nullable().meta({ description: 'Rating exercises: the scored result (scoreAssessment)' }),
  thrive: ThriveResultSchema.nullable().meta({ description: 'What Makes Me Thrive: each prompt with its answer' }),
  encouragement: z.string().nullable().meta({ description: 'Rating exercises: the encouraging text for these scores' }),
};

export const submitResponseSchema = z.object({ attempt_id: z.string(), question_id: z.string(), saved: z.literal(true) });

export const resultResponseSchema = z
  .object({
    assessment_id: z.string(),
    slug: AssessmentSlugSchema,
    title: AssessmentTitleSchema,
    attempt_id: z.string().nullable().meta({ description: 'Null when nothing was answered yet' }),
    completed_at: z.string().nullable(),
    answers: z.array(SubmittedAnswerSchema),
    ...scored,
  })
  .meta({ id: 'AssessmentResult' });

export const historyItemSchema = z
  .object({
    attempt_id: z.string(),
    assessment_id: z.string(),
    slug: AssessmentSlugSchema,
    title: AssessmentTitleSchema,
    source: z.string().meta({ description: "'live' or 'import' (saved from the browser after signing in)" }),
    started_at: z.string(),
    completed_at: z.string(),
    ...scored,
  })
  .meta({ id: 'AssessmentHistoryItem' });

export const historyResponseSchema = z
  .object({
    attempts: z.array(historyItemSchema),
    total: z.number().int().meta({ description: "How many completed attempts the caller has in all" }),
    next_before: z.string().nullable().meta({ description: 'The `before` of the next, older page; null on the last page' }),
  })
  .meta({ id: 'AssessmentHistory' });

export const latestResponseSchema = z.object({
  exercises: z.array(
    z
      .object({
        slug: AssessmentSlugSchema,
        title: AssessmentTitleSchema,
        completed: z.number().int().meta({ description: 'How many times the caller finished this exercise' }),
        latest: historyItemSchema,
        previous: historyItemSchema.nullable().meta({ description: 'The attempt before the latest; null after one attempt' }),
      })
      .meta({ id: 'AssessmentExerciseLatest' }),
  ),
});

export const importBodySchema = z.object({
  results: z
    .array(
      z.object({
        slug: AssessmentSlugSchema,
        answers: z.array(z.object({ question_id: z.string().min(1), answer_data: AnswerDataSchema })).max(20),
        completed_at: z.iso
          .datetime({ offset: true })
          .optional()
          .meta({ description: 'When the result was finished: from 2000 to now (a clock up to 5 minutes fast is fine); now when left out' }),
      }),
    )
    .min(1)
    .max(8),
});

export const importResponseSchema = z.object({
  imported: z
    .array(
      z.object({
        slug: AssessmentSlugSchema,
        attempt_id: z.string(),
        completed_at: z.string(),
        already_saved: z.boolean().meta({
          description:
            'True when the account already had this result (same exercise, completion time and answers), from an earlier import or an earlier item of this one: attempt_id is that attempt and nothing was stored again',
        }),
      }),
    )
    .meta({ description: 'One entry per sent result, in the same order' }),
});
