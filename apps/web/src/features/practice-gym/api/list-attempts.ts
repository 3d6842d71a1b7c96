// GET /api/practice/attempts: the signed-in user's saved attempts, newest first, a page at a time; the next page
// starts after the oldest one shown (`before`), so an attempt saved meanwhile never repeats one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { practiceKeys } from './practice-keys';
import { fail } from '../../../lib/request-error';

/** Enough to see how recent practice went without a long scroll. */
export const ATTEMPTS_PAGE = 20;

export function useAttempts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: practiceKeys.attemptPages(),
    queryFn: async ({ signal, pageParam }) => {
      const query = pageParam ? { limit: ATTEMPTS_PAGE, before: pageParam } : { limit: ATTEMPTS_PAGE };
      const { data, error, response } = await api.GET('/api/practice/attempts', { params: { query }, signal });
      if (!data) fail(response, error);
      return data;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}
