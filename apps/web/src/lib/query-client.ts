import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from './session';

// React Query tells components about a change on a later timer tick by default, so right after mutate() a button
// still reads isPending false, and the second click of a quick double-click sent the request twice (a password
// reset spent its link and then reported that it had failed). On a microtask, the button is busy, and ignores
// clicks, before the browser handles the next input event.
notifyManager.setScheduler(queueMicrotask);

/**
 * One factory for the app and for tests, so both run with the same defaults.
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message the user needs.
 * A 401 means the session ended behind this page's back (signed out elsewhere, expired on the server): the session
 * is read again, so the header and the pages show signed out instead of failing call after call.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (statusOf(error) === 401) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Coming back to a tab reads what the page shows again, however fresh: what changed meanwhile was most
        // likely done in another tab (a practice answer sent there left this tab's dashboard a count behind).
        // React Query hears only the tab becoming visible, not every click into the window.
        refetchOnWindowFocus: 'always',
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function isClientError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}
