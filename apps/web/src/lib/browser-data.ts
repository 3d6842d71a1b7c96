// What a person typed into Waypoint on this browser (assessment answers and results, skill-match answers, a
// visitor's roadmap, practice answers being written, answers waiting to be saved) lives in localStorage under one
// prefix. Signing out ends the
// session on a possibly shared computer, so it also forgets all of that: the next person must not open the last
// one's career pitch. Results already saved are in the account; a visitor's unsaved ones were offered for saving
// when they signed in (D2), and Log out asks before it drops them (features/profile).
export const BROWSER_DATA_PREFIX = 'waypoint.';

export function forgetBrowserData(storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(BROWSER_DATA_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled (private mode): there is nothing kept to forget.
  }
}

/** This browser's localStorage, or undefined where there is none or it is disabled (private mode, tests in Node). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
