// Where a visitor's finished assessment results are kept in this browser (D2), in one place because three features
// read it and features never import each other: assessments writes the list (appended on every Submit, cleared once
// saved to an account or discarded), skill match reads the latest Who Am I from it, and login sends a person who
// has some to /assessments, where they are offered for saving. Kept free of the assessment definitions, so the
// login page does not load them.
import { browserStorage } from './browser-data';

export const ANONYMOUS_RESULTS_KEY = 'waypoint.assessments.v1.anonymous-results';

export interface StoredResult {
  slug: string;
  answers: Record<string, string>;
  completedAt: string;
}

function isStoredResult(value: unknown): value is StoredResult {
  const v = value as Partial<StoredResult> | null;
  return typeof v === 'object' && v !== null && typeof v.slug === 'string' && typeof v.answers === 'object' && v.answers !== null;
}

/** The finished results this browser holds that no account has taken yet; unreadable storage holds none. */
export function readStoredResults(storage: Storage | undefined = browserStorage()): StoredResult[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(ANONYMOUS_RESULTS_KEY) ?? 'null');
    return Array.isArray(list) ? list.filter(isStoredResult) : [];
  } catch {
    return [];
  }
}

/** How many finished results this browser holds that no account has taken yet. */
export function countAnonymousResults(storage: Storage | undefined = browserStorage()): number {
  return readStoredResults(storage).length;
}
