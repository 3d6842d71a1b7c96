// A practice answer being written is kept on this browser per scenario, so following a link away (the scenario
// list, the rubric's assessments link, a header link) or a reload does not throw away a paragraph of thought. It goes
// once the answer is scored. The key is under the browser-data prefix, so signing out forgets it with the rest.
import { browserStorage } from '../../../lib/browser-data';

export const DRAFTS_KEY = 'waypoint.practice-drafts.v1';
/** The drafts kept at most: the newest win, so a browser never fills up with forgotten ones. */
export const DRAFTS_KEPT = 20;

/** [scenario id, answer], oldest first (a list, not an object, so the order is the order they were written in). */
type Draft = [scenarioId: string, text: string];

const isDraft = (entry: unknown): entry is Draft =>
  Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';

function readAll(storage: Storage | undefined): Draft[] {
  try {
    const parsed = JSON.parse(storage?.getItem(DRAFTS_KEY) ?? 'null') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isDraft) : [];
  } catch {
    return [];
  }
}

/** The answer left unfinished for a scenario, or ''. */
export function readDraft(scenarioId: string, storage: Storage | undefined = browserStorage()): string {
  return readAll(storage).find(([id]) => id === scenarioId)?.[1] ?? '';
}

/** Keeps `text` as the scenario's draft (the newest); an empty text removes it. */
export function writeDraft(scenarioId: string, text: string, storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  const others = readAll(storage).filter(([id]) => id !== scenarioId);
  const next = text.trim() === '' ? others : [...others.slice(-(DRAFTS_KEPT - 1)), [scenarioId, text]];
  try {
    if (next.length === 0) storage.removeItem(DRAFTS_KEY);
    else storage.setItem(DRAFTS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the answer is still on the screen, only not kept past it.
  }
}
