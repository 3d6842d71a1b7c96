// AI coaching data of signed-in users (D27, D28): saved roadmaps and practice-gym attempts. Both reference
// users.id with ON DELETE CASCADE, so deleting an account removes them (D15); both join "download my data".
import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const roadmaps = pgTable(
  'roadmaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The validated RoadmapInput it was planned from (replans reuse it). */
    input: jsonb('input').notNull(),
    /** The Roadmap as shown (milestones with their done flags). */
    plan: jsonb('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('roadmaps_user_created_idx').on(table.userId, table.createdAt)],
);

export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: text('scenario_id').notNull(),
    skill: text('skill').notNull(),
    answer: text('answer').notNull(),
    /** PracticeFeedback: criterion scores, quotes, suggestion. */
    feedback: jsonb('feedback').notNull(),
    overall: real('overall').notNull(),
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('practice_attempts_user_created_idx').on(table.userId, table.createdAt)],
);

export type RoadmapRow = typeof roadmaps.$inferSelect;
export type PracticeAttemptRow = typeof practiceAttempts.$inferSelect;
