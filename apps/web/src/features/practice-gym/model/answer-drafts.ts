// A practice answer being written is kept on this browser per scenario, so following a link away (the scenario
// list, the rubric's assessments link, a header link) or a reload does not throw away a paragraph of thought. It goes
// once the answer is scored. The key is under the browser-data prefix, so signing out forgets it with the rest.
import { browserStorage } from '../../../lib/browser-data';

export const DRAFTS_KEY = 'waypoint.practice-drafts.v1';
/** The drafts kept at most: the newest win, so a browser never fills up with forgotten ones. */
export const DRAFTS_KEPT = 20;

type Drafts = Record<string, string>;

function readAll(storage: Storage | undefined): Drafts {
  try {
    const parsed = JSON.parse(storage?.getItem(DRAFTS_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The answer left unfinished for a scenario, or ''. */
export function readDraft(scenarioId: string, storage: Storage | undefined = browserStorage()): string {
  return readAll(storage)[scenarioId] ?? '';
}

/** Keeps `text` as the scenario's draft (the newest last); an empty text removes it. */
export function writeDraft(scenarioId: string, text: string, storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  const { [scenarioId]: _replaced, ...others } = readAll(storage);
  const kept = Object.entries(others).slice(-(DRAFTS_KEPT - 1));
  const next = text.trim() === '' ? kept : [...kept, [scenarioId, text]];
  try {
    if (next.length === 0) storage.removeItem(DRAFTS_KEY);
    else storage.setItem(DRAFTS_KEY, JSON.stringify(Object.fromEntries(next)));
  } catch {
    // Storage full or disabled: the answer is still on the screen, only not kept past it.
  }
}
