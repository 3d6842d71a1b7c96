// GET /api/practice/attempts?limit=1: how many practice attempts the user has, and the latest of them.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export function usePracticeAttempts(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.practiceAttempts(),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/practice/attempts', { params: { query: { limit: 1 } }, signal });
      if (!data) fail(response, error);
      return { total: data.total, latest: data.attempts[0] ?? null };
    },
    enabled,
  });
}
