// GET /api/practice/progress: the signed-in user's level per soft skill over time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeProgress } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { practiceKeys } from './practice-keys';
import { fail } from '../../../lib/request-error';

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: practiceKeys.progress(),
    queryFn: async ({ signal }): Promise<PracticeProgress> => {
      const { data, error, response } = await api.GET('/api/practice/progress', { signal });
      if (!data) fail(response, error);
      return data;
    },
  });

export function useProgress(enabled: boolean) {
  return useQuery({ ...progressQueryOptions(), enabled });
}
