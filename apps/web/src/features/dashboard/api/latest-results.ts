// GET /api/assessment/latest: each finished exercise with its latest attempt, the one before and the count (D18).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@waypoint/api-client';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export type ExerciseLatest = components['schemas']['AssessmentExerciseLatest'];
export type HistoryItem = ExerciseLatest['latest'];

export const latestResultsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.latestResults(),
    queryFn: async ({ signal }): Promise<ExerciseLatest[]> => {
      const { data, error, response } = await api.GET('/api/assessment/latest', { signal });
      if (!data) fail(response, error);
      return data.exercises;
    },
  });

export function useLatestResults(enabled: boolean) {
  return useQuery({ ...latestResultsQueryOptions(), enabled });
}
