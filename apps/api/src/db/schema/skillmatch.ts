// Skill-match reports of signed-in users (D2, D20): the questionnaire input and the engine's result as computed at
// the time. References users.id with ON DELETE CASCADE, so deleting an account removes its reports (D15).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const skillmatchReports = pgTable(
  'skillmatch_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The validated questionnaire answers (SkillMatchInput). */
    input: jsonb('input').notNull(),
    /** The engine's SkillMatchResult. */
    result: jsonb('result').notNull(),
    desiredRole: text('desired_role').notNull(),
    currentRole: text('current_role').notNull(),
    percent: integer('percent').notNull(),
    /** Which catalogue computed it (catalogue_meta.version). */
    catalogueVersion: text('catalogue_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('skillmatch_reports_user_created_idx').on(table.userId, table.createdAt)],
);

export type SkillmatchReportRow = typeof skillmatchReports.$inferSelect;
