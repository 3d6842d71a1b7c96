// GET /api/skillmatch/reports: the user's saved skill-match reports, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

export const skillMatchReportsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.skillMatchReports(),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/skillmatch/reports', { signal });
      if (!data) fail(response, error);
      return data.reports;
    },
  });

export function useSkillMatchReports(enabled: boolean) {
  return useQuery({ ...skillMatchReportsQueryOptions(), enabled });
}
