import { describe, expect, it, vi } from 'vitest';
import { fetchSession, initialsOf, toSessionUser } from './session';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster hopper', 'GH'],
    ['Cher', 'C'],
    ['  ', 'A'],
    ['', 'A'],
  ])('given %j, it gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('toSessionUser', () => {
  it('given an authenticated body, it maps name and avatar', () => {
    expect(toSessionUser({ authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace', avatar_url: '/a.png' } })).toMatchObject({
      name: 'Ada Lovelace',
      initials: 'AL',
      avatarUrl: '/a.png',
    });
  });

  it('given authenticated false or no user, it is signed out', () => {
    expect(toSessionUser({ authenticated: false, user: { full_name: 'X' } })).toBeNull();
    expect(toSessionUser({ authenticated: true })).toBeNull();
    expect(toSessionUser(null)).toBeNull();
  });
});

describe('fetchSession', () => {
  it('given a network failure, it is silently signed out', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchSession()).resolves.toEqual({ user: null });
  });

  it('given a non-200 answer, it is signed out without reading the body', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not json', { status: 500 })));
    await expect(fetchSession()).resolves.toEqual({ user: null });
  });
});
