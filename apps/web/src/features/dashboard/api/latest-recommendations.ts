// GET /api/recommendations/latest: the job recommendations last made from the user's texts (D26), or null (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationResponse } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export const latestRecommendationsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recommendations(),
    queryFn: async ({ signal }): Promise<RecommendationResponse | null> => {
      const { data, error, response } = await api.GET('/api/recommendations/latest', { signal });
      if (response.status === 404) return null;
      if (!data) fail(response, error);
      return data;
    },
  });

export function useLatestRecommendations(enabled: boolean) {
  return useQuery({ ...latestRecommendationsQueryOptions(), enabled });
}
