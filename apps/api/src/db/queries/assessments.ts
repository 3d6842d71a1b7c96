// Queries of the assessments aggregate: seeding definitions, attempts and answers (always scoped by user id, so
// nobody reaches another user's rows by guessing ids) and result feedback.
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { newestFirst, pageNewestFirst, type NewestFirstList, type Page, type PageRequest } from './newest-first';
import {
  assessmentAnswers,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  resultFeedback,
  type AssessmentAttemptRow,
  type AssessmentRow,
} from '../schema/assessments';

export interface SeedAssessment {
  slug: string;
  title: string;
  kind: 'scale' | 'text';
  questions: { questionId: string; position: number; data: unknown }[];
}

/**
 * Serialises seeding for one transaction. Replicas starting together on a fresh database raced: ON CONFLICT (slug)
 * arbitrates only the slug, so the second insert of a title broke the title's unique index and that replica died.
 */
export async function lockAssessmentSeeding(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727003)`);
}

/** Upserts one definition by slug and its questions by question_id; returns the assessment's id. */
export async function upsertAssessment(db: Db, seed: SeedAssessment, now: Date): Promise<string> {
  const [row] = await db
    .insert(assessments)
    .values({ slug: seed.slug, title: seed.title, kind: seed.kind, updatedAt: now })
    .onConflictDoUpdate({ target: assessments.slug, set: { title: seed.title, kind: seed.kind, updatedAt: now } })
    .returning({ id: assessments.id });
  if (!row) throw new Error(`upsert of assessment ${seed.slug} returned nothing`);
  if (seed.questions.length > 0) {
    await db
      .insert(assessmentQuestions)
      .values(seed.questions.map((q) => ({ questionId: q.questionId, assessmentId: row.id, position: q.position, data: q.data })))
      .onConflictDoUpdate({
        target: assessmentQuestions.questionId,
        set: {
          assessmentId: sql`excluded.assessment_id`,
          position: sql`excluded.position`,
          data: sql`excluded.data`,
        },
      });
  }
  return row.id;
}

export async function listAssessments(db: Db): Promise<AssessmentRow[]> {
  return db.select().from(assessments);
}

export async function findOpenAttempt(db: Db, params: { userId: string; assessmentId: string }): Promise<AssessmentAttemptRow | null> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.userId, params.userId),
        eq(assessmentAttempts.assessmentId, params.assessmentId),
        isNull(assessmentAttempts.completedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The open attempt, created when there is none; a concurrent creator wins the unique index and we read its row. */
export async function openAttempt(db: Db, params: { userId: string; assessmentId: string; now: Date }): Promise<AssessmentAttemptRow> {
  const existing = await findOpenAttempt(db, params);
  if (existing) return existing;
  const [created] = await db
    .insert(assessmentAttempts)
    .values({ userId: params.userId, assessmentId: params.assessmentId, startedAt: params.now, updatedAt: params.now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const raced = await findOpenAttempt(db, params);
  if (!raced) throw new Error('open attempt vanished while being created');
  return raced;
}

/** The attempt the result screen shows: the open one, else the most recently completed one. */
export async function findCurrentAttempt(db: Db, params: { userId: string; assessmentId: string }): Promise<AssessmentAttemptRow | null> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, params.userId), eq(assessmentAttempts.assessmentId, params.assessmentId)))
    .orderBy(sql`${assessmentAttempts.completedAt} is null desc`, desc(assessmentAttempts.completedAt))
    .limit(1);
  return row ?? null;
}

export async function findUserAttempt(db: Db, params: { userId: string; attemptId: string }): Promise<AssessmentAttemptRow | null> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, params.attemptId), eq(assessmentAttempts.userId, params.userId)))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the user's attempts, open or completed, with its answers (they cascade); false when none matched. */
export async function deleteUserAttempt(db: Db, params: { userId: string; attemptId: string }): Promise<boolean> {
  const deleted = await db
    .delete(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, params.attemptId), eq(assessmentAttempts.userId, params.userId)))
    .returning({ id: assessmentAttempts.id });
  return deleted.length > 0;
}

/**
 * Saves an answer into the user's open attempt in one round trip (the common case: the flow saves on every Next,
 * Back and Submit). Returns the attempt id, or null when no attempt is open (the caller opens one and retries).
 * An unchanged answer is not rewritten, so re-saving on Back/Next leaves no dead row versions behind.
 */
export interface AnswerToSave {
  userId: string;
  assessmentId: string;
  questionId: string;
  answerData: unknown;
  now: Date;
}

/**
 * Saves each answer into its user's open attempt of its assessment, in one statement for the whole list: the
 * attempt id per answer, or null where no attempt is open (the caller opens one). When the list holds the same
 * question of the same attempt twice, the later answer wins, as if they had been saved one after the other. A row
 * is written only when the answer changed.
 */
export async function saveAnswersToOpenAttempts(db: Db, answers: readonly AnswerToSave[]): Promise<(string | null)[]> {
  const input = JSON.stringify(
    answers.map((a, idx) => ({
      idx,
      user_id: a.userId,
      assessment_id: a.assessmentId,
      question_id: a.questionId,
      answer_data: a.answerData,
      updated_at: a.now.toISOString(),
    })),
  );
  const rows = await db.execute<{ idx: number; id: string }>(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as i(idx int, user_id uuid, assessment_id uuid, question_id text, answer_data jsonb, updated_at timestamptz)
    ), open_attempt as (
      select distinct on (i.idx) i.idx, a.id
      from input i
      join assessment_attempts a on a.user_id = i.user_id and a.assessment_id = i.assessment_id and a.completed_at is null
    ), latest as (
      select distinct on (o.id, i.question_id) o.id as attempt_id, i.question_id, i.answer_data, i.updated_at
      from input i join open_attempt o on o.idx = i.idx
      order by o.id, i.question_id, i.idx desc
    ), saved as (
      insert into assessment_answers (attempt_id, question_id, answer_data, updated_at)
      select attempt_id, question_id, answer_data, updated_at from latest
      on conflict (attempt_id, question_id) do update
        set answer_data = excluded.answer_data, updated_at = excluded.updated_at
        where assessment_answers.answer_data is distinct from excluded.answer_data
    )
    select idx, id from open_attempt`);
  // postgres.js returns an array; PGlite returns { rows }.
  const list = Array.isArray(rows) ? (rows as { idx: number; id: string }[]) : ((rows as unknown as { rows: { idx: number; id: string }[] }).rows ?? []);
  const attemptIds: (string | null)[] = answers.map(() => null);
  for (const row of list) attemptIds[row.idx] = row.id;
  return attemptIds;
}

export async function upsertAnswer(
  db: Db,
  params: { attemptId: string; questionId: string; answerData: unknown; now: Date },
): Promise<void> {
  await db
    .insert(assessmentAnswers)
    .values({ attemptId: params.attemptId, questionId: params.questionId, answerData: params.answerData, updatedAt: params.now })
    .onConflictDoUpdate({
      target: [assessmentAnswers.attemptId, assessmentAnswers.questionId],
      set: { answerData: params.answerData, updatedAt: params.now },
      where: sql`${assessmentAnswers.answerData} is distinct from excluded.answer_data`,
    });
}

export interface StoredAnswer {
  attemptId: string;
  question_id: string;
  answer_data: unknown;
}

/** Answers of the given attempts, in question order. */
export async function listAnswers(db: Db, attemptIds: string[]): Promise<StoredAnswer[]> {
  if (attemptIds.length === 0) return [];
  return db
    .select({ attemptId: assessmentAnswers.attemptId, question_id: assessmentAnswers.questionId, answer_data: assessmentAnswers.answerData })
    .from(assessmentAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.questionId, assessmentAnswers.questionId))
    .where(inArray(assessmentAnswers.attemptId, attemptIds))
    .orderBy(asc(assessmentQuestions.position));
}

export async function completeAttempt(db: Db, params: { attemptId: string; now: Date }): Promise<Date> {
  await db
    .update(assessmentAttempts)
    .set({ completedAt: params.now, updatedAt: params.now })
    .where(and(eq(assessmentAttempts.id, params.attemptId), isNull(assessmentAttempts.completedAt)));
  return params.now;
}

/**
 * Serialises the imports of one user until the caller's transaction ends: two identical imports sent at once (a
 * double click) must not both look for the result, both find nothing and both store it. Keyed by user, so others'
 * imports do not wait (the two-number key is a space apart from the one-number keys of the other locks).
 */
export async function lockUserImports(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727004, hashtext(${userId}))`);
}

/** The id of the user's completed attempt with this completion time and exactly these answers, if one is stored. */
export async function findIdenticalCompletedAttempt(
  db: Db,
  params: { userId: string; assessmentId: string; completedAt: Date; answers: { questionId: string; answerData: unknown }[] },
): Promise<string | null> {
  const answers = JSON.stringify(Object.fromEntries(params.answers.map((a) => [a.questionId, a.answerData])));
  const [row] = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.userId, params.userId),
        eq(assessmentAttempts.assessmentId, params.assessmentId),
        eq(assessmentAttempts.completedAt, params.completedAt),
        // jsonb equality ignores the order of keys: answers compare by what they say, not how they were written.
        sql`(select jsonb_object_agg(${assessmentAnswers.questionId}, ${assessmentAnswers.answerData}) from ${assessmentAnswers}
             where ${assessmentAnswers.attemptId} = ${assessmentAttempts.id}) = ${answers}::jsonb`,
      ),
    )
    .orderBy(asc(assessmentAttempts.startedAt))
    .limit(1);
  return row?.id ?? null;
}

/** A finished attempt with all its answers (the anonymous-results import, D2); run it in the caller's transaction. */
export async function insertCompletedAttempt(
  db: Db,
  params: { userId: string; assessmentId: string; answers: { questionId: string; answerData: unknown }[]; completedAt: Date; now: Date },
): Promise<AssessmentAttemptRow> {
  const [attempt] = await db
    .insert(assessmentAttempts)
    .values({
      userId: params.userId,
      assessmentId: params.assessmentId,
      source: 'import',
      startedAt: params.completedAt,
      updatedAt: params.now,
      completedAt: params.completedAt,
    })
    .returning();
  if (!attempt) throw new Error('attempt insert returned nothing');
  if (params.answers.length > 0) {
    await db.insert(assessmentAnswers).values(
      params.answers.map((a) => ({ attemptId: attempt.id, questionId: a.questionId, answerData: a.answerData, updatedAt: params.now })),
    );
  }
  return attempt;
}

/**
 * A user's completed attempts (of one exercise, given its id), newest finished first; of two finished in the same
 * instant, the later started.
 */
function completedAttempts(assessmentId?: string): NewestFirstList {
  return {
    table: assessmentAttempts,
    id: assessmentAttempts.id,
    userId: assessmentAttempts.userId,
    keys: [assessmentAttempts.completedAt, assessmentAttempts.startedAt, assessmentAttempts.id],
    scope: and(isNotNull(assessmentAttempts.completedAt), assessmentId ? eq(assessmentAttempts.assessmentId, assessmentId) : undefined),
  };
}

/** A page of the user's completed attempts (see newest-first.ts); null when `before` is not one of them. */
export function pageCompletedAttempts(db: Db, page: PageRequest & { assessmentId?: string }): Promise<Page<AssessmentAttemptRow> | null> {
  const list = completedAttempts(page.assessmentId);
  return pageNewestFirst(db, list, page, (where, limit) => db.select().from(assessmentAttempts).where(where).orderBy(...newestFirst(list)).limit(limit));
}

/**
 * The newest `perAssessment` completed attempts of each exercise with how many that exercise has in all: the
 * dashboard's latest-and-previous view, whatever the length of the whole history.
 */
export async function listLatestCompletedPerAssessment(
  db: Db,
  params: { userId: string; perAssessment: number },
): Promise<(AssessmentAttemptRow & { completedCount: number })[]> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        ...getTableColumns(assessmentAttempts),
        rank: sql<number>`row_number() over (partition by ${assessmentAttempts.assessmentId} order by ${assessmentAttempts.completedAt} desc, ${assessmentAttempts.startedAt} desc, ${assessmentAttempts.id} desc)`.as('rank'),
        completedCount: sql<number>`count(*) over (partition by ${assessmentAttempts.assessmentId})`.mapWith(Number).as('completed_count'),
      })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.userId, params.userId), isNotNull(assessmentAttempts.completedAt))),
  );
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(lte(ranked.rank, params.perAssessment))
    .orderBy(desc(ranked.completedAt), desc(ranked.startedAt), desc(ranked.id));
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** Every attempt of a user (open ones too), oldest first: the "download my data" section. */
export async function listAllAttempts(db: Db, userId: string): Promise<AssessmentAttemptRow[]> {
  return db.select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, userId)).orderBy(asc(assessmentAttempts.startedAt));
}

export async function insertFeedback(
  db: Db,
  params: { userId: string | null; context: string; value: 'up' | 'down'; attemptId: string | null; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(resultFeedback)
    .values({ userId: params.userId, context: params.context, value: params.value, attemptId: params.attemptId, createdAt: params.now })
    .returning({ id: resultFeedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return row.id;
}

export async function listUserFeedback(db: Db, userId: string) {
  return db.select().from(resultFeedback).where(eq(resultFeedback.userId, userId)).orderBy(asc(resultFeedback.createdAt));
}
