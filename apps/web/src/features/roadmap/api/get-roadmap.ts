// GET /api/roadmap: the signed-in user's saved plan, or null when they have none yet (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export const roadmapQueryOptions = () =>
  queryOptions({
    queryKey: roadmapKeys.current(),
    queryFn: async ({ signal }): Promise<Roadmap | null> => {
      const { data, error, response } = await api.GET('/api/roadmap', { signal });
      if (response.status === 404) return null;
      if (!data) fail(response, error);
      return data;
    },
  });

export function useRoadmap(enabled: boolean) {
  return useQuery({ ...roadmapQueryOptions(), enabled });
}
