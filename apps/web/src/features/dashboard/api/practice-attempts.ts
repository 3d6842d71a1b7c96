// GET /api/practice/attempts: the user's saved practice attempts, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeAttempt } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export const practiceAttemptsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.practiceAttempts(),
    queryFn: async ({ signal }): Promise<PracticeAttempt[]> => {
      const { data, error, response } = await api.GET('/api/practice/attempts', { signal });
      if (!data) fail(response, error);
      return data.attempts;
    },
  });

export function usePracticeAttempts(enabled: boolean) {
  return useQuery({ ...practiceAttemptsQueryOptions(), enabled });
}
