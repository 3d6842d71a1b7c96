// GET /api/roadmap: the saved plan, or null when the user has none yet (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export const roadmapQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.roadmap(),
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
