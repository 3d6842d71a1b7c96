// POST /api/recommendations from the dashboard: the answer becomes the dashboard's "latest recommendations".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationInput } from '@waypoint/domain';
import { createRecommendations } from '../../../lib/recommendations';
import { dashboardKeys } from './dashboard-keys';

export function useCreateRecommendations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecommendationInput) => createRecommendations(body),
    onSuccess: (result) => client.setQueryData(dashboardKeys.recommendations(), result),
  });
}
