// Signed-in requests resolve their session from this process's memory for a few seconds instead of reading the
// database every time (check-auth, and every signed-in call, would otherwise cost a query each).
//
// Correctness rests on three rules:
// - Whatever ends a session or changes a user forgets it here (`forgetSession`, `forgetUser`); the sessions plugin
//   also broadcasts that to the other replicas through Redis, and `ttlMs` bounds what a lost broadcast can cost.
// - A lookup that raced with a forget is not stored: the generation counter tells.
// - An entry is only served while its (possibly slightly stale) times say the session is active; anything else goes
//   back to the database, which alone may decide to end a session. Staleness can only make an entry look older.
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** Call before reading the database; pass the result to `set` so a forget in between wins. */
  generation(): number;
  set(tokenHash: string, found: CachedSession, generationAtRead: number): void;
  /** The session was touched (its idle window slid): keep the cached copy in step. */
  slid(tokenHash: string, lastSeenAt: Date): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
  /** Forgets everything (broadcasts may have been missed). */
  clear(): void;
  readonly size: number;
}

export function createSessionCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const { ttlMs, maxEntries = 10_000, now = () => performance.now() } = options;
  const entries = new Map<string, CachedSession & { expiresAt: number }>();
  let generation = 0;

  function forgetWhere(matches: (entry: CachedSession) => boolean) {
    generation += 1;
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  }

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(tokenHash, found, generationAtRead) {
      if (ttlMs <= 0 || generationAtRead !== generation) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { ...found, expiresAt: now() + ttlMs });
    },
    slid(tokenHash, lastSeenAt) {
      const entry = entries.get(tokenHash);
      if (entry) entry.session = { ...entry.session, lastSeenAt };
    },
    forgetSession: (sessionId) => forgetWhere((entry) => entry.session.id === sessionId),
    forgetUser: (userId) => forgetWhere((entry) => entry.user.id === userId),
    clear: () => forgetWhere(() => true),
    get size() {
      return entries.size;
    },
  };
}
