// GET /api/assessment/history: every completed attempt with its scores, newest first (D18).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@waypoint/api-client';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export type HistoryItem = components['schemas']['AssessmentHistoryItem'];

export const assessmentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.assessmentHistory(),
    queryFn: async ({ signal }): Promise<HistoryItem[]> => {
      const { data, error, response } = await api.GET('/api/assessment/history', { params: { query: {} }, signal });
      if (!data) fail(response, error);
      return data.attempts;
    },
  });

export function useAssessmentHistory(enabled: boolean) {
  return useQuery({ ...assessmentHistoryQueryOptions(), enabled });
}
