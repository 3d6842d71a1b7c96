import { QueryClient } from '@tanstack/react-query';

/**
 * One factory for the app and for tests, so both run with the same defaults.
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message the user needs.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
