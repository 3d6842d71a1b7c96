// GET /api/skillmatch/reports: the user's saved skill-match reports, newest first, a page of up to 100 at a time;
// the next page starts after the oldest one shown (`before`), so reports saved meanwhile never repeat one.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@waypoint/api-client';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export type ReportSummary = components['schemas']['SkillMatchReportList']['reports'][number];

export function useSkillMatchReports(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.skillMatchReports(),
    queryFn: async ({ signal, pageParam }) => {
      const query = pageParam ? { before: pageParam } : {};
      const { data, error, response } = await api.GET('/api/skillmatch/reports', { params: { query }, signal });
      if (!data) fail(response, error);
      return data;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}
