// The signed-in user's latest skill-match report (GET /api/skillmatch/reports, newest first, then that report's
// input), to prefill the roadmap form. null when they have none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fromAnswers, type RoadmapPrefill } from '../model/prefill';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export const latestSkillMatchQueryOptions = () =>
  queryOptions({
    queryKey: roadmapKeys.latestSkillMatch(),
    queryFn: async ({ signal }): Promise<RoadmapPrefill | null> => {
      const list = await api.GET('/api/skillmatch/reports', { params: { query: { limit: 1 } }, signal });
      if (!list.data) fail(list.response, list.error);
      const latest = list.data.reports[0];
      if (!latest) return null;
      const report = await api.GET('/api/skillmatch/reports/{id}', { params: { path: { id: latest.report_id } }, signal });
      if (!report.data) return { currentRole: latest.current_role, targetRole: latest.desired_role, skills: [] };
      return fromAnswers(report.data.input);
    },
    retry: false,
  });

export function useLatestSkillMatch(enabled: boolean) {
  return useQuery({ ...latestSkillMatchQueryOptions(), enabled });
}
