// GET /api/roadmap: the signed-in user's saved plan, or null when they have none yet (404). Shared because the
// roadmap page and the dashboard show the same plan: one cache entry, so a tick on one is the progress on the other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from './api';
import { fail } from './request-error';

export const ROADMAP_KEY = ['roadmap', 'current'] as const;

export const roadmapQueryOptions = () =>
  queryOptions({
    queryKey: ROADMAP_KEY,
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
