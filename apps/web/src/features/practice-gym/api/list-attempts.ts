// GET /api/practice/attempts: the signed-in user's saved attempts, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeAttempt } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { practiceKeys } from './practice-keys';
import { fail } from '../../../lib/request-error';

export const attemptsQueryOptions = () =>
  queryOptions({
    queryKey: practiceKeys.attempts(),
    queryFn: async ({ signal }): Promise<PracticeAttempt[]> => {
      const { data, error, response } = await api.GET('/api/practice/attempts', { signal });
      if (!data) fail(response, error);
      return data.attempts;
    },
  });

export function useAttempts(enabled: boolean) {
  return useQuery({ ...attemptsQueryOptions(), enabled });
}
