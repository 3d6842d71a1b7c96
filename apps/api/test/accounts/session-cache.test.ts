// The in-memory session cache's own rules (services/accounts/session-cache.ts); the HTTP behaviour across replicas
// is in test/ops/session-cache-redis.test.ts.
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../src/db/schema/sessions';
import type { UserRow } from '../../src/db/schema/users';
import { createSessionCache } from '../../src/services/accounts/session-cache';

function found(sessionId: string, userId: string) {
  const at = new Date('2030-01-01T09:00:00Z');
  return {
    session: { id: sessionId, userId, createdAt: at, lastSeenAt: at } as SessionRow,
    user: { id: userId, fullName: 'Ada' } as UserRow,
  };
}

function cacheAt(ttlMs = 1000, maxEntries?: number) {
  let now = 0;
  const cache = createSessionCache({ ttlMs, maxEntries, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('the session cache', () => {
  it('given a stored lookup, serves it until its time to live runs out', () => {
    const { cache, advance } = cacheAt(1000);
    cache.set('h1', found('s1', 'u1'), cache.generation());
    advance(999);
    expect(cache.get('h1')?.session.id).toBe('s1');
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('given a forget while the database was being read, does not store the stale lookup', () => {
    const { cache } = cacheAt();
    const generation = cache.generation();
    cache.forgetSession('s1');
    cache.set('h1', found('s1', 'u1'), generation);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, and nothing else', () => {
    const { cache } = cacheAt();
    cache.set('h1', found('s1', 'u1'), cache.generation());
    cache.set('h2', found('s2', 'u1'), cache.generation());
    cache.set('h3', found('s3', 'u2'), cache.generation());
    cache.forgetSession('s1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeDefined();
    cache.forgetUser('u1');
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.user.id).toBe('u2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('given a slid session, serves the new last-seen time', () => {
    const { cache } = cacheAt();
    cache.set('h1', found('s1', 'u1'), cache.generation());
    const later = new Date('2030-01-01T09:05:00Z');
    cache.slid('h1', later);
    expect(cache.get('h1')?.session.lastSeenAt).toEqual(later);
  });

  it('given a full cache, drops the oldest entry first', () => {
    const { cache } = cacheAt(1000, 2);
    cache.set('h1', found('s1', 'u1'), cache.generation());
    cache.set('h2', found('s2', 'u2'), cache.generation());
    cache.set('h3', found('s3', 'u3'), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')).toBeDefined();
  });

  it('given a time to live of 0, stores nothing', () => {
    const { cache } = cacheAt(0);
    cache.set('h1', found('s1', 'u1'), cache.generation());
    expect(cache.get('h1')).toBeUndefined();
  });
});
