// The session across the tabs of one browser: the idle timer counts activity in any tab, a sign-out or sign-in in
// one tab reaches the others, a 401 makes a tab read its session again, and a sign-in drops what no page shows.
import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IDLE_TIMEOUT_MS } from '@waypoint/domain/session';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { SESSION_QUERY_KEY, startSignedInSession, useSessionFromOtherTabs, useSessionUser } from './session';
import { announceSession } from './session-channel';
import { LAST_ACTIVITY_KEY, useSessionIdleTimeout } from './session-idle';

const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', initials: 'AL', avatarUrl: null };

function Shell({ children }: { children?: ReactNode }) {
  useSessionIdleTimeout();
  useSessionFromOtherTabs();
  const { user } = useSessionUser();
  return (
    <>
      <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
      {children}
    </>
  );
}

/** A page's query of the signed-in person's data, answered by `fetchIt`. */
function PrivatePage({ fetchIt }: { fetchIt: () => Promise<unknown> }) {
  useQuery({ queryKey: ['private'], queryFn: fetchIt, retry: false });
  return null;
}

/** One tab: the shell at /dashboard, signed in, with every request recorded. */
function openTab(page?: ReactNode) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      calls.push(url.pathname);
      return url.pathname === '/api/check-auth'
        ? Response.json({ code: 'UNAUTHENTICATED', detail: 'Please log in to continue.', request_id: 'r' }, { status: 401 })
        : Response.json({});
    }),
  );
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { user: USER });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Shell>{page}</Shell> },
      { path: '/login', element: <p>Log in page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the idle timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it('signs out after 30 minutes without a click or key press in any tab', async () => {
    const { router, calls } = openTab();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1_000));
    expect(calls).not.toContain('/api/logout');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls).toContain('/api/logout');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('waypoint.login-notice')).toBe('Session expired due to inactivity.');
  });

  it('does not sign out while the person is busy in another tab, and does once that tab is idle too', async () => {
    const { router, calls } = openTab();
    await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
    // Another tab of this browser records a click.
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 20 * 60_000));
    expect(calls).not.toContain('/api/logout');
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
    expect(calls).toContain('/api/logout');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("tells the other tabs about this tab's clicks", async () => {
    openTab();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => window.dispatchEvent(new MouseEvent('click')));
    expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
  });
});

describe('other tabs', () => {
  it('a sign-out in another tab shows here at once', async () => {
    openTab();
    expect(screen.getByText('Signed in as Ada Lovelace')).toBeInTheDocument();
    announceSession('signed-out');
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('a sign-in in another tab makes this one read its session again and drop what no page shows', async () => {
    const { client, calls } = openTab();
    client.setQueryData(['skillmatch', 'reports'], [{ report_id: 'of-the-last-person' }]);
    announceSession('signed-in');
    await waitFor(() => expect(calls).toContain('/api/check-auth'));
    expect(client.getQueryData(['skillmatch', 'reports'])).toBeUndefined();
  });
});

describe('coming back to a tab', () => {
  it("reads the page's data again, even when it is only seconds old: it may have changed in another tab", async () => {
    const fetchIt = vi.fn(async () => ({ attempts: 4 }));
    openTab(<PrivatePage fetchIt={fetchIt} />);
    await waitFor(() => expect(fetchIt).toHaveBeenCalledTimes(1));
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(fetchIt).toHaveBeenCalledTimes(2));
    focusManager.setFocused(undefined);
  });
});

describe('a 401', () => {
  it('from any query makes the app read its session again', async () => {
    const signedOutElsewhere = () => Promise.reject(Object.assign(new Error('Please log in to continue.'), { status: 401 }));
    const { calls } = openTab(<PrivatePage fetchIt={signedOutElsewhere} />);
    await waitFor(() => expect(calls).toContain('/api/check-auth'));
    // The server says signed out: so does the page.
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});

describe('startSignedInSession', () => {
  it('drops the answers no page shows, keeps those a page shows, and reads the session', async () => {
    const { client, calls } = openTab(<PrivatePage fetchIt={async () => 'shown on this page'} />);
    await waitFor(() => expect(client.getQueryData(['private'])).toBe('shown on this page'));
    client.setQueryData(['roadmap', 'current'], { targetRole: 'of the last person' });
    await startSignedInSession(client);
    expect(client.getQueryData(['roadmap', 'current'])).toBeUndefined();
    expect(client.getQueryData(['private'])).toBe('shown on this page');
    expect(calls).toContain('/api/check-auth');
  });
});
