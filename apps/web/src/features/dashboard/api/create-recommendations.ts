// POST /api/recommendations: matches the user's texts (their thrive answers) to occupations (D26).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationInput, RecommendationResponse } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export async function createRecommendations(body: RecommendationInput): Promise<RecommendationResponse> {
  const { data, error, response } = await api.POST('/api/recommendations', { body });
  if (!data) fail(response, error);
  return data;
}

export function useCreateRecommendations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecommendations,
    onSuccess: (result) => client.setQueryData(dashboardKeys.recommendations(), result),
  });
}
