// GET /api/practice/rubric: the published rubric every answer is scored against.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rubric } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { practiceKeys } from './practice-keys';
import { fail } from '../../../lib/request-error';

export const rubricQueryOptions = () =>
  queryOptions({
    queryKey: practiceKeys.rubric(),
    queryFn: async ({ signal }): Promise<Rubric> => {
      const { data, error, response } = await api.GET('/api/practice/rubric', { signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 60 * 60_000,
  });

export function useRubric() {
  return useQuery(rubricQueryOptions());
}
