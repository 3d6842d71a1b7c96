// Where a signed-in user's roadmap form starts: the skill-match report they came from (a result's "Plan a roadmap"
// names it, ?report=), else their latest one (GET /api/skillmatch/reports, newest first); then that report's input.
// null when they have none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fromAnswers, type RoadmapPrefill } from '../model/prefill';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export interface SkillMatchPrefill {
  prefill: RoadmapPrefill | null;
  /** Whether it came from the report the link named, rather than the latest one. */
  named: boolean;
}

async function latestReport(signal: AbortSignal): Promise<SkillMatchPrefill> {
  const list = await api.GET('/api/skillmatch/reports', { params: { query: { limit: 1 } }, signal });
  if (!list.data) fail(list.response, list.error);
  const latest = list.data.reports[0];
  if (!latest) return { prefill: null, named: false };
  const report = await api.GET('/api/skillmatch/reports/{id}', { params: { path: { id: latest.report_id } }, signal });
  if (!report.data) return { prefill: { currentRole: latest.current_role, targetRole: latest.desired_role, skills: [] }, named: false };
  return { prefill: fromAnswers(report.data.input), named: false };
}

export const skillMatchPrefillQueryOptions = (reportId: string | null) =>
  queryOptions({
    queryKey: roadmapKeys.skillMatchPrefill(reportId),
    queryFn: async ({ signal }): Promise<SkillMatchPrefill> => {
      if (reportId) {
        // A report deleted since, or an id that is not theirs, falls back to the latest: the link only chose a start.
        const report = await api.GET('/api/skillmatch/reports/{id}', { params: { path: { id: reportId } }, signal });
        const prefill = report.data ? fromAnswers(report.data.input) : null;
        if (prefill) return { prefill, named: true };
      }
      return latestReport(signal);
    },
    retry: false,
  });

export function useSkillMatchPrefill(enabled: boolean, reportId: string | null) {
  return useQuery({ ...skillMatchPrefillQueryOptions(reportId), enabled });
}
