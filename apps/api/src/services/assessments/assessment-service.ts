// The assessments use cases (D16-D19): serve questions, save one answer at a time, score and complete an attempt,
// list the history, delete one attempt, import results made anonymously (D2) and store result feedback. Every
// user-owned read and write is scoped by the caller's user id.
import { validateAnswer } from '@waypoint/assessment';
import { ASSESSMENT_SLUGS, ASSESSMENT_TITLE_BY_SLUG, ERROR_CODES, type AnswerData, type Assessment, type AssessmentSlug, type AssessmentTitle } from '@waypoint/domain';
import type { Db } from '../../db/client';
import {
  completeAttempt,
  deleteUserAttempt,
  findCurrentAttempt,
  findIdenticalCompletedAttempt,
  findUserAttempt,
  insertCompletedAttempt,
  insertFeedback,
  listAnswers,
  listLatestCompletedPerAssessment,
  lockUserImports,
  openAttempt,
  pageCompletedAttempts,
  saveAnswersToOpenAttempts,
  upsertAnswer,
  type AnswerToSave,
  type StoredAnswer,
} from '../../db/queries/assessments';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { AssessmentAttemptRow } from '../../db/schema/assessments';
import { coalesce } from '../../lib/coalesce';
import { httpError } from '../../lib/http-error';
import { seedCatalog, type AssessmentCatalog, type CatalogEntry } from './catalog';
import { assertComplete, completionTime } from './import-rules';
import { scoreAnswers, type ScoredResult } from './scored-result';

export interface AttemptResult extends ScoredResult {
  assessment_id: string;
  slug: AssessmentSlug;
  title: AssessmentTitle;
  attempt_id: string | null;
  completed_at: string | null;
  answers: { question_id: string; answer_data: AnswerData }[];
}

export interface HistoryItem extends ScoredResult {
  attempt_id: string;
  assessment_id: string;
  slug: AssessmentSlug;
  title: AssessmentTitle;
  source: string;
  started_at: string;
  completed_at: string;
}

/** A page of completed attempts, newest first; `next_before` is the `before` of the next, older page. */
export interface History {
  attempts: HistoryItem[];
  total: number;
  next_before: string | null;
}

/** One exercise the user has finished: its newest result, the one before (to show the change) and how many in all. */
export interface ExerciseLatest {
  slug: AssessmentSlug;
  title: AssessmentTitle;
  completed: number;
  latest: HistoryItem;
  previous: HistoryItem | null;
}

export interface ImportItem {
  slug: AssessmentSlug;
  answers: { question_id: string; answer_data: unknown }[];
  completed_at?: string | undefined;
}

export interface ImportedResult {
  slug: AssessmentSlug;
  attempt_id: string;
  completed_at: string;
  already_saved: boolean;
}

export interface AssessmentService {
  /** Seeds the definitions into the database; must run before any other call (app ready). */
  seed(): Promise<void>;
  byTitle(title: string): Assessment;
  /**
   * For a body that failed schema validation: throws the answer-level 400 (wrong question, rating off the scale,
   * text too long...) when the assessment is known, so `detail` names the actual problem. Returns otherwise.
   */
  explainInvalidSubmission(raw: unknown): void;
  submit(userId: string, body: { assessment_id: string; question_id: string; answer_data: unknown }): Promise<{ attempt_id: string; question_id: string }>;
  result(userId: string, assessmentId: string): Promise<AttemptResult>;
  /** A page of the user's completed attempts (of one exercise, given its slug); 404 when `before` is not one of them. */
  history(userId: string, page: { limit: number; before?: string; slug?: AssessmentSlug }): Promise<History>;
  /** Every exercise the user has finished, in the product's order (D18: the dashboard's view). */
  latestByExercise(userId: string): Promise<ExerciseLatest[]>;
  /**
   * One entry per item, in order. An item identical to a result the user already has (same exercise, completion
   * time and answers; an earlier item of the same call counts too) is not stored again: its entry names the stored
   * attempt, with already_saved true.
   */
  importResults(userId: string, items: ImportItem[]): Promise<ImportedResult[]>;
  /**
   * Deletes one of the user's attempts for good, with its answers; the latest results, the history and what is worked
   * out from them (skill match, recommendations) go on without it. 404 for an id that is not theirs.
   */
  deleteAttempt(userId: string, attemptId: string): Promise<void>;
  feedback(userId: string | null, body: { context: string; value: 'up' | 'down'; attempt_id?: string | undefined }): Promise<string>;
}

const notFound = () =>
  httpError(404, ERROR_CODES.ASSESSMENT_NOT_FOUND, 'No such assessment. Load it with GET /api/assessment/by-title first.');

/** Throws a 400 naming what is wrong with one answer (the library's messages, written for the person answering). */
export function assertValidAnswer(entry: CatalogEntry, questionId: unknown, answerData: unknown): AnswerData {
  const checked = validateAnswer(entry.definition, questionId as string, answerData);
  if (checked.ok) return checked.answer;
  const wrongQuestion = checked.path === 'question_id' && typeof questionId === 'string' && questionId !== '';
  throw httpError(
    400,
    wrongQuestion ? ERROR_CODES.QUESTION_NOT_IN_ASSESSMENT : ERROR_CODES.VALIDATION_FAILED,
    checked.message,
    [{ path: checked.path, message: checked.message }],
  );
}

export function createAssessmentService(deps: { db: Db; clock: () => Date }): AssessmentService {
  const { db, clock } = deps;
  let catalog: AssessmentCatalog | undefined;
  const ready = () => {
    if (!catalog) throw new Error('assessments are not seeded yet (the app is not ready)');
    return catalog;
  };
  const entryOf = (idOrSlug: string) => {
    const entry = ready().resolve(idOrSlug);
    if (!entry) throw notFound();
    return entry;
  };
  // One answer per request, many requests at once while people click through the ratings: saved in batches.
  const saveToOpenAttempt = coalesce((answers: readonly AnswerToSave[]) => saveAnswersToOpenAttempts(db, answers), {
    retryAlone: (error) => !isDatabaseUnavailable(error),
  });

  function toItem(attempt: AssessmentAttemptRow, answers: StoredAnswer[]): HistoryItem {
    const entry = ready().resolve(attempt.assessmentId);
    if (!entry) throw new Error(`attempt ${attempt.id} points at an unknown assessment`);
    return {
      attempt_id: attempt.id,
      assessment_id: entry.id,
      slug: entry.slug,
      title: ASSESSMENT_TITLE_BY_SLUG[entry.slug],
      source: attempt.source,
      started_at: attempt.startedAt.toISOString(),
      completed_at: (attempt.completedAt ?? attempt.updatedAt).toISOString(),
      ...scoreAnswers(entry.definition, answers),
    };
  }

  /** Completed attempts as history items, scored from their stored answers (one query for all the answers). */
  async function scoredItems(attempts: AssessmentAttemptRow[]): Promise<HistoryItem[]> {
    const answers = await listAnswers(
      db,
      attempts.map((a) => a.id),
    );
    return attempts.map((attempt) => toItem(attempt, answers.filter((a) => a.attemptId === attempt.id)));
  }

  return {
    async seed() {
      catalog = await seedCatalog(db, clock());
    },

    byTitle(title) {
      const entry = ready()
        .entries()
        .find((candidate) => candidate.definition.title === title);
      if (!entry) {
        throw httpError(
          404,
          ERROR_CODES.ASSESSMENT_NOT_FOUND,
          `No assessment is titled "${title}". Choose one of: ${Object.values(ASSESSMENT_TITLE_BY_SLUG).join(', ')}.`,
        );
      }
      return entry.wire;
    },

    explainInvalidSubmission(raw) {
      if (typeof raw !== 'object' || raw === null) return;
      const body = raw as { assessment_id?: unknown; question_id?: unknown; answer_data?: unknown };
      if (typeof body.assessment_id !== 'string') return;
      const entry = ready().resolve(body.assessment_id);
      if (entry) assertValidAnswer(entry, body.question_id, body.answer_data);
    },

    async submit(userId, body) {
      const entry = entryOf(body.assessment_id);
      const answer = assertValidAnswer(entry, body.question_id, body.answer_data);
      const now = clock();
      const saved = { userId, assessmentId: entry.id, questionId: body.question_id, answerData: answer, now };
      const attemptId = await saveToOpenAttempt(saved);
      if (attemptId) return { attempt_id: attemptId, question_id: body.question_id };
      // First answer of an attempt: open one (race-safe), then save into it.
      const attempt = await openAttempt(db, { userId, assessmentId: entry.id, now });
      await upsertAnswer(db, { attemptId: attempt.id, questionId: body.question_id, answerData: answer, now });
      return { attempt_id: attempt.id, question_id: body.question_id };
    },

    async result(userId, assessmentId) {
      const entry = entryOf(assessmentId);
      const attempt = await findCurrentAttempt(db, { userId, assessmentId: entry.id });
      const answers = attempt ? await listAnswers(db, [attempt.id]) : [];
      const scored = scoreAnswers(entry.definition, answers);
      let completedAt = attempt?.completedAt ?? null;
      // Asking for the result of a fully answered attempt closes it: it joins the history and the next submit
      // starts a new attempt.
      if (attempt && !completedAt && scored.complete) completedAt = await completeAttempt(db, { attemptId: attempt.id, now: clock() });
      return {
        assessment_id: entry.id,
        slug: entry.slug,
        title: ASSESSMENT_TITLE_BY_SLUG[entry.slug],
        attempt_id: attempt?.id ?? null,
        completed_at: completedAt?.toISOString() ?? null,
        answers: answers.map((a) => ({ question_id: a.question_id, answer_data: a.answer_data as AnswerData })),
        ...scored,
      };
    },

    async history(userId, { slug, ...page }) {
      const assessmentId = slug ? ready().bySlug(slug).id : undefined;
      const found = await pageCompletedAttempts(db, { userId, ...page, assessmentId });
      if (!found) {
        throw httpError(404, 'ATTEMPT_NOT_FOUND', 'We could not find the attempt to list older ones from. Reload the list and try again.');
      }
      return {
        attempts: await scoredItems(found.rows),
        total: found.total,
        next_before: found.more ? (found.rows.at(-1)?.id ?? null) : null,
      };
    },

    async latestByExercise(userId) {
      const attempts = await listLatestCompletedPerAssessment(db, { userId, perAssessment: 2 });
      const items = await scoredItems(attempts);
      return ASSESSMENT_SLUGS.flatMap((slug) => {
        const [latest, previous = null] = items.filter((item) => item.slug === slug);
        if (!latest) return [];
        const completed = attempts.find((a) => a.id === latest.attempt_id)!.completedCount;
        return [{ slug, title: ASSESSMENT_TITLE_BY_SLUG[slug], completed, latest, previous }];
      });
    },

    async importResults(userId, items) {
      const now = clock();
      // Validate everything first, so an import is all or nothing.
      const prepared = items.map((item, index) => {
        const entry = ready().bySlug(item.slug);
        const seen = new Map<string, AnswerData>();
        for (const answer of item.answers) seen.set(answer.question_id, assertValidAnswer(entry, answer.question_id, answer.answer_data));
        assertComplete(entry.definition, new Set(seen.keys()), index);
        const answers = [...seen].map(([questionId, answerData]) => ({ questionId, answerData }));
        return { entry, answers, completedAt: completionTime(item.completed_at, now, index) };
      });
      // One transaction under the user's import lock: a second identical request waits, then finds what the first
      // stored. Items are looked up one after the other, so a repeat inside this request finds the earlier one too.
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await lockUserImports(txDb, userId);
        const imported: ImportedResult[] = [];
        for (const item of prepared) {
          const attempt = { userId, assessmentId: item.entry.id, answers: item.answers, completedAt: item.completedAt };
          const existingId = await findIdenticalCompletedAttempt(txDb, attempt);
          const attemptId = existingId ?? (await insertCompletedAttempt(txDb, { ...attempt, now })).id;
          imported.push({
            slug: item.entry.slug,
            attempt_id: attemptId,
            completed_at: item.completedAt.toISOString(),
            already_saved: existingId !== null,
          });
        }
        return imported;
      });
    },

    async deleteAttempt(userId, attemptId) {
      if (!(await deleteUserAttempt(db, { userId, attemptId }))) throw httpError(404, 'ATTEMPT_NOT_FOUND', 'We could not find this result.');
    },

    async feedback(userId, body) {
      let attemptId: string | null = null;
      if (body.attempt_id) {
        // Only the caller's own attempt can be linked; anyone else's id is treated as unknown.
        const attempt = userId ? await findUserAttempt(db, { userId, attemptId: body.attempt_id }) : null;
        if (!attempt) throw httpError(404, ERROR_CODES.NOT_FOUND, 'That result was not found among your results.');
        // The link must say the same as the context: feedback counted per exercise must not land on another one.
        const entry = ready().resolve(attempt.assessmentId);
        if (entry?.slug !== body.context) {
          const message = entry
            ? `That result is of "${entry.definition.title}": send the context "${entry.slug}" with it, or leave attempt_id out.`
            : 'That result does not belong to this context; leave attempt_id out.';
          throw httpError(400, ERROR_CODES.VALIDATION_FAILED, message, [{ path: 'body.attempt_id', message }]);
        }
        // Only a result that was shown can be rated: an open attempt is still being answered.
        if (!attempt.completedAt) {
          throw httpError(409, ERROR_CODES.CONFLICT, 'That result is not finished yet. Answer every question and open the result, then rate it.');
        }
        attemptId = attempt.id;
      }
      return insertFeedback(db, { userId, context: body.context, value: body.value, attemptId, now: clock() });
    },
  };
}
