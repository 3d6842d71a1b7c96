// Anonymous-first progress (D2): each exercise's answers and position live in localStorage so a reload resumes
// where the person was; finished anonymous results are kept until they are saved to an account or discarded.
import type { AssessmentSlug } from '@waypoint/domain';
import { ANONYMOUS_RESULTS_KEY } from '../../../lib/anonymous-results';

const PREFIX = 'waypoint.assessments.v1';

export interface ExerciseProgress {
  /** question_id -> '1'..'5' (rating) or the text written so far (thrive). */
  answers: Record<string, string>;
  index: number;
  /** Set when Submit finished; the result screen is shown again on reload. */
  completedAt: string | null;
}

export interface AnonymousResult {
  slug: AssessmentSlug;
  answers: Record<string, string>;
  completedAt: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Storage can be disabled or full (private mode): the flow still works, it just does not survive a reload.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* see read() */
  }
}

const progressKey = (slug: AssessmentSlug) => `${PREFIX}.progress.${slug}`;
// Skill match and the login page read the finished results too, so the key lives in lib/anonymous-results.
const anonymousKey = ANONYMOUS_RESULTS_KEY;

export function loadProgress(slug: AssessmentSlug): ExerciseProgress | null {
  const value = read<ExerciseProgress>(progressKey(slug));
  if (!value || typeof value.answers !== 'object' || typeof value.index !== 'number') return null;
  return { answers: value.answers, index: value.index, completedAt: value.completedAt ?? null };
}

export function saveProgress(slug: AssessmentSlug, progress: ExerciseProgress | null): void {
  write(progressKey(slug), progress);
}

export function loadAnonymousResults(): AnonymousResult[] {
  const list = read<AnonymousResult[]>(anonymousKey);
  return Array.isArray(list) ? list : [];
}

export function addAnonymousResult(result: AnonymousResult): void {
  write(anonymousKey, [...loadAnonymousResults(), result]);
}

export function clearAnonymousResults(): void {
  write(anonymousKey, null);
}

/**
 * Forgets the given results altogether ("Discard"): the list, and each exercise's finished answers that would
 * otherwise reopen on that result. An exercise started again since then keeps its new progress.
 */
export function discardAnonymousResults(results: readonly AnonymousResult[]): void {
  clearAnonymousResults();
  for (const result of results) {
    if (loadProgress(result.slug)?.completedAt === result.completedAt) saveProgress(result.slug, null);
  }
}
