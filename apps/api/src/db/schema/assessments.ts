// Assessments (D16-D19). Definitions and questions are seeded from @waypoint/assessment at start-up (upserted by
// slug and question_id); attempts, answers and feedback belong to users. Attempts reference users.id with ON DELETE
// CASCADE and answers cascade through their attempt, so deleting an account removes every answer (D15).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const assessments = pgTable('assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull().unique(),
  /** 'scale' (1-5 ratings) or 'text' (the thrive prompts). */
  kind: text('kind').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    /** The library's stable id ('wnw-01'); answers keep pointing at it across re-seeds. */
    questionId: text('question_id').primaryKey(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** As served: { content, leftText, rightText } or { content }. */
    data: jsonb('data').notNull(),
  },
  (table) => [index('assessment_questions_assessment_idx').on(table.assessmentId, table.position)],
);

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** 'live' (answered while signed in) or 'import' (saved from the browser after signing in, D2). */
    source: text('source').notNull().default('live'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Null while open; set once every question is answered and the result was asked for. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // At most one open attempt per user and exercise, even when two submits race.
    uniqueIndex('assessment_attempts_one_open_key')
      .on(table.userId, table.assessmentId)
      .where(sql`${table.completedAt} is null`),
    index('assessment_attempts_user_completed_idx').on(table.userId, table.completedAt),
  ],
);

export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => assessmentQuestions.questionId, { onDelete: 'cascade' }),
    /** { type: 'scale', selection: '1'..'5' } or { type: 'text', text }. */
    answerData: jsonb('answer_data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

export const resultFeedback = pgTable(
  'result_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for anonymous visitors (D19: anonymous feedback is kept too). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What was rated: an assessment slug or another result context such as 'skillmatch'. */
    context: text('context').notNull(),
    /** 'up' or 'down'. */
    value: text('value').notNull(),
    attemptId: uuid('attempt_id').references(() => assessmentAttempts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('result_feedback_context_idx').on(table.context, table.createdAt)],
);

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentAttemptRow = typeof assessmentAttempts.$inferSelect;
export type AssessmentAnswerRow = typeof assessmentAnswers.$inferSelect;
export type ResultFeedbackRow = typeof resultFeedback.$inferSelect;
