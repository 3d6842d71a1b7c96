import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { paths } from '@waypoint/api-client';
import { forgetBrowserData } from './browser-data';
import { announceSession, onSessionAnnounced } from './session-channel';

/** What the header (and anything else) needs to show who is signed in. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  initials: string;
  avatarUrl: string | null;
}

export interface Session {
  user: SessionUser | null;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** The 200 body of GET /api/check-auth, from the generated OpenAPI types. */
export type CheckAuthBody = paths['/api/check-auth']['get']['responses'][200]['content']['application/json'];

/**
 * Reads the signed-in user from GET /api/check-auth. The spec says an auth-check failure is silently treated as
 * signed out, so every failure (401, network) maps to `user: null`. Login, logout and profile changes set or
 * invalidate SESSION_QUERY_KEY so the header follows. (Plain fetch, looked up at call time, so tests that stub
 * the network reach it; the body type comes from the generated client.)
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  try {
    const response = await fetch('/api/check-auth', { credentials: 'include', signal, headers: { accept: 'application/json' } });
    if (response.status !== 200) return { user: null };
    return { user: toSessionUser((await response.json()) as CheckAuthBody) };
  } catch {
    return { user: null };
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
  // Coming back to a tab asks again: the session may have ended meanwhile (signed out on another device, expired).
  refetchOnWindowFocus: 'always',
  retry: false,
});

export function useSessionUser(): Session {
  const { data } = useQuery(sessionQueryOptions);
  return data ?? { user: null };
}

/**
 * Accepts the check-auth body loosely ({ authenticated, user: { full_name | name, avatar_url | avatarUrl } }),
 * because the server's exact field names belong to the accounts issue; anything not signed in maps to null.
 */
export function toSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body) || body['authenticated'] === false) return null;
  const user = body['user'];
  if (!isRecord(user)) return null;
  const name = firstString(user['full_name'], user['name']) ?? '';
  return {
    id: firstString(user['user_id'], user['id']) ?? '',
    email: firstString(user['email']) ?? '',
    name,
    initials: initialsOf(name),
    avatarUrl: firstString(user['avatar_url'], user['avatarUrl']) ?? null,
  };
}

/** Up to two initials from the first and last word; 'A' (for "account") when there is no name to take them from. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || 'A';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/**
 * After log-out, idle expiry or account deletion: the header shows signed out, `leave` navigates away from the page
 * that showed the person's data, and then nothing of theirs stays in memory (cached answers of their queries) or in
 * this browser (lib/browser-data). Queries are removed only after leaving, so no mounted one refetches into a 401.
 */
export async function signOutLocally(queryClient: QueryClient, leave: () => Promise<void> | void): Promise<void> {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  announceSession('signed-out');
  await leave();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  forgetBrowserData();
}

/** Where /login reads the reason it was opened (the idle timer's message, shown inline: D6). */
export const LOGIN_NOTICE_KEY = 'waypoint.login-notice';

/**
 * After a sign-in: the answers kept from before belong to nobody now (another person may have used this browser
 * since), so those no page shows are dropped and read again for the new session; the other tabs follow.
 */
export async function startSignedInSession(queryClient: QueryClient): Promise<void> {
  forgetUnshownQueries(queryClient);
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  announceSession('signed-in');
}

function forgetUnshownQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] && query.getObserversCount() === 0 });
}

/**
 * Follows sign-ins and sign-outs made in other tabs of this browser. Signed out there, this tab shows signed out
 * at once (the pages switch to their visitor views; what they held is dropped at the next sign-in); signed in
 * there, this tab reads the session again. Mount once, in the app shell.
 */
export function useSessionFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionAnnounced((event) => {
        if (event === 'signed-out') {
          queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
          return;
        }
        forgetUnshownQueries(queryClient);
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }),
    [queryClient],
  );
}
