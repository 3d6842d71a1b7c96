// Occupation catalogue (D20-D22): occupations, skills and their ratings, plus the friendly role names. Loaded in one
// transaction by services/catalogue/load-catalogue.ts from the shipped default catalogue or an O*NET/BLS import;
// `catalogue_meta` (one row) says which catalogue is loaded and which version, so start-up reloads only when needed.
import type { Salary } from '@waypoint/domain';
import { index, integer, jsonb, pgTable, primaryKey, doublePrecision, text, timestamp } from 'drizzle-orm/pg-core';

export const catalogueMeta = pgTable('catalogue_meta', {
  /** Always 1: the catalogue is a single aggregate. */
  id: integer('id').primaryKey(),
  /** 'default' (shipped with the app) or 'import' (an O*NET release loaded by the operator). */
  origin: text('origin').notNull(),
  /** Content hash of the loaded catalogue: start-up reloads the default when the shipped hash differs. */
  version: text('version').notNull(),
  /** Attribution text (O*NET, BLS releases). */
  source: text('source').notNull(),
  occupationCount: integer('occupation_count').notNull(),
  skillCount: integer('skill_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
});

export const occupations = pgTable('occupations', {
  /** O*NET-SOC code, e.g. 15-1252.00. */
  code: text('code').primaryKey(),
  /** Catalogue order, kept so the engine's tie-breaks and listings do not depend on the database. */
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** O*NET Job Zone 1-5 (preparation needed); null when O*NET gives none. */
  jobZone: integer('job_zone'),
  industry: text('industry').notNull(),
  salaryLow: doublePrecision('salary_low'),
  salaryMedian: doublePrecision('salary_median'),
  salaryHigh: doublePrecision('salary_high'),
  salarySource: text('salary_source'),
  salaryYear: integer('salary_year'),
  /** OEWS hourly wages (a Salary), only where BLS publishes no annual pay for the work (actors, musicians). */
  hourlyPay: jsonb('hourly_pay').$type<Salary>(),
  growthPercent: doublePrecision('growth_percent'),
  growthPeriod: text('growth_period'),
  growthSource: text('growth_source'),
  /** Core tasks first (the 'typical day', D29). */
  tasks: jsonb('tasks').$type<string[]>().notNull(),
  alternateTitles: jsonb('alternate_titles').$type<string[]>().notNull(),
  /** RIASEC profile 1-7, or null. */
  interests: jsonb('interests'),
  /** Work values 1-7, or null. */
  workValues: jsonb('work_values'),
  /** Code of the neighbour whose ratings were borrowed, when O*NET has none for this occupation. */
  ratingsFrom: text('ratings_from'),
});

export const skills = pgTable('skills', {
  id: text('id').primaryKey(),
  /** Catalogue order (name lookups prefer earlier skills). */
  position: integer('position').notNull(),
  name: text('name').notNull(),
  /** hard | technology | soft | knowledge | workStyle */
  kind: text('kind').notNull(),
  synonyms: jsonb('synonyms').$type<string[]>().notNull(),
  /** [{ name, school, link }] with https links (D24). */
  resources: jsonb('resources').$type<{ name: string; school: string; link: string }[]>().notNull(),
});

export const occupationSkills = pgTable(
  'occupation_skills',
  {
    occupationCode: text('occupation_code')
      .notNull()
      .references(() => occupations.code, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** Order within the occupation as in the source. */
    position: integer('position').notNull(),
    /** O*NET importance 1-5. */
    importance: doublePrecision('importance').notNull(),
    /** O*NET level 0-7. */
    level: doublePrecision('level').notNull(),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.occupationCode, table.skillId] }), index('occupation_skills_skill_idx').on(table.skillId)],
);

export const roleAliases = pgTable('role_aliases', {
  /** Order matters: the first alias of a code is its friendly name. */
  position: integer('position').primaryKey(),
  role: text('role').notNull(),
  code: text('code')
    .notNull()
    .references(() => occupations.code, { onDelete: 'cascade' }),
});

export type CatalogueMetaRow = typeof catalogueMeta.$inferSelect;
export type OccupationRow = typeof occupations.$inferSelect;
export type SkillRowDb = typeof skills.$inferSelect;
export type OccupationSkillRow = typeof occupationSkills.$inferSelect;
